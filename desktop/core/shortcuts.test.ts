import { describe, expect, it } from 'vitest';
import type { DesktopOs } from '../bridge-api';
import { navigationMenu } from './menu-model';
import {
  accelerators,
  appCommand,
  type KeyInput,
  keyCommand,
  mouseButtonCommand,
  swipeCommand,
} from './shortcuts';
import { stringsFor } from './strings';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown',
  key: k,
  alt: false,
  control: false,
  meta: false,
  shift: false,
  ...mods,
});

describe('keyCommand', () => {
  it.each<[DesktopOs, KeyInput, string | undefined]>([
    ['win32', key('ArrowLeft', { alt: true }), 'back'],
    ['linux', key('ArrowLeft', { alt: true }), 'back'],
    ['linux', key('ArrowRight', { alt: true }), 'forward'],
    ['win32', key('Home', { alt: true }), 'home'],
    ['win32', key('r', { control: true }), 'reload'],
    ['win32', key('F5'), 'reload'],
    ['darwin', key('[', { meta: true }), 'back'],
    ['darwin', key(']', { meta: true }), 'forward'],
    ['darwin', key('r', { meta: true }), 'reload'],
    ['darwin', key('H', { meta: true, shift: true }), 'home'],
    ['darwin', key('BrowserBack'), 'back'],
    ['win32', key('BrowserForward'), 'forward'],
    // What the page keeps:
    ['darwin', key('ArrowLeft', { alt: true }), undefined],
    ['win32', key('[', { meta: true }), undefined],
    ['win32', key('ArrowLeft'), undefined],
    ['win32', key('ArrowLeft', { alt: true, shift: true }), undefined],
    ['win32', key('ArrowLeft', { control: true }), undefined],
    ['darwin', key('ArrowLeft', { meta: true }), undefined],
    ['darwin', key('[', { meta: true, alt: true }), undefined],
    ['win32', key('F5', { control: true }), undefined],
    ['win32', { ...key('ArrowLeft', { alt: true }), type: 'keyUp' }, undefined],
  ])('%s %o -> %s', (os, input, command) => {
    expect(keyCommand(input, os)).toBe(command);
  });
});

describe('mouse and OS commands', () => {
  it('maps the Windows/Linux app commands of the mouse back and forward buttons', () => {
    expect(appCommand('browser-backward')).toBe('back');
    expect(appCommand('browser-forward')).toBe('forward');
    expect(appCommand('media-play-pause')).toBeUndefined();
  });
  it('uses DOM mouse buttons on macOS only, so Windows and Linux never go back twice', () => {
    expect(mouseButtonCommand(3, 'darwin')).toBe('back');
    expect(mouseButtonCommand(4, 'darwin')).toBe('forward');
    expect(mouseButtonCommand(0, 'darwin')).toBeUndefined();
    expect(mouseButtonCommand(3, 'win32')).toBeUndefined();
    expect(mouseButtonCommand(3, 'linux')).toBeUndefined();
  });
  it('maps trackpad swipes', () => {
    expect(swipeCommand('left')).toBe('back');
    expect(swipeCommand('right')).toBe('forward');
    expect(swipeCommand('up')).toBeUndefined();
  });
});

describe('navigationMenu', () => {
  const strings = stringsFor('de-DE');
  it('has Back, Forward, Reload, Home and clear cache, with the platform’s keys', () => {
    const menu = navigationMenu('win32', { canGoBack: true, canGoForward: false }, strings, {
      cacheEnabled: true,
    });
    const items = menu.items.flatMap((i) =>
      i.kind === 'command' ? [[i.id, i.label, i.accelerator, i.enabled]] : [],
    );
    expect(items).toEqual([
      ['back', 'Zurück', 'Alt+Left', true],
      ['forward', 'Vorwärts', 'Alt+Right', false],
      ['reload', 'Neu laden', 'Ctrl+R', true],
      ['home', 'Startseite', 'Alt+Home', true],
      ['clear-cache', 'Offline-Speicher leeren', undefined, true],
      ['cookie-settings', 'Cookie-Einstellungen', undefined, true],
    ]);
    expect(accelerators('darwin').back).toBe('Cmd+[');
  });
  it('disables Back without history and clear cache without a cache', () => {
    const menu = navigationMenu('darwin', { canGoBack: false, canGoForward: false }, stringsFor('fr-CH'), {
      cacheEnabled: false,
    });
    const byId = Object.fromEntries(menu.items.flatMap((i) => (i.kind === 'command' ? [[i.id, i]] : [])));
    expect(byId.back?.enabled).toBe(false);
    expect(byId.back?.label).toBe('Précédent');
    expect(byId.back?.accelerator).toBe('Cmd+[');
    expect(byId['clear-cache']?.enabled).toBe(false);
  });
  it('has its words in every shop language', () => {
    for (const market of ['de-DE', 'en-GB', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL'] as const) {
      expect(Object.values(stringsFor(market)).every((text) => text.length > 0)).toBe(true);
    }
  });
});
