import { describe, expect, it } from 'vitest';
import { buildInitEvent } from '../../../shared/tracking';
import { clearDataLayer, type DataLayerWindow, dataLayerOf, pushInitEvent } from './data-layer';
import { denyTagManagerConsent, loadTagManager, pageNonce } from './tag-manager';

function fakeDocument(existingNonce?: string) {
  const appended: Record<string, unknown>[] = [];
  return {
    appended,
    querySelector: (selector: string) => {
      if (selector === 'script[nonce]') return existingNonce ? { nonce: existingNonce } : null;
      return appended.find((s) => 'data-tag-manager' in s) ?? null;
    },
    createElement: () => {
      const element: Record<string, unknown> = {};
      element.setAttribute = (name: string, value: string) => {
        element[name] = value;
      };
      return element;
    },
    head: { appendChild: (el: Record<string, unknown>) => appended.push(el) },
  };
}

const init = buildInitEvent({ channel: 'cards', market: 'de-DE', platform: 'w', uniqueIdentifier: 'home' });

describe('dataLayer', () => {
  it('gets the init event once per page', () => {
    const win: DataLayerWindow = {};
    expect(pushInitEvent(win, init)).toBe(true);
    expect(pushInitEvent(win, init)).toBe(false);
    expect(win.dataLayer).toEqual([init]);
    clearDataLayer(win);
    expect(win.dataLayer).toEqual([]);
    clearDataLayer({});
  });
});

describe('tag manager loader', () => {
  it('loads a GTM container once, after its start event, with the nonce', () => {
    const doc = fakeDocument('abc');
    const win: DataLayerWindow = {};
    expect(
      loadTagManager(doc as unknown as Document, win, 'GTM-ABC1', pageNonce(doc as unknown as Document)),
    ).toBe(true);
    expect(loadTagManager(doc as unknown as Document, win, 'GTM-ABC1', 'abc')).toBe(false);
    expect(doc.appended).toHaveLength(1);
    expect(doc.appended[0]).toMatchObject({
      async: true,
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1',
      nonce: 'abc',
      'data-tag-manager': 'GTM-ABC1',
    });
    expect(dataLayerOf(win)[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('loads a Google tag with its js and config commands (arguments objects)', () => {
    const doc = fakeDocument();
    const win: DataLayerWindow = {};
    expect(loadTagManager(doc as unknown as Document, win, 'G-XYZ9', undefined)).toBe(true);
    const [js, config] = dataLayerOf(win) as IArguments[];
    expect(Object.prototype.toString.call(js)).toBe('[object Arguments]');
    expect(js?.[0]).toBe('js');
    expect([...(config as unknown as unknown[])]).toEqual(['config', 'G-XYZ9']);
    expect(doc.appended[0]).toMatchObject({ src: 'https://www.googletagmanager.com/gtag/js?id=G-XYZ9' });
    expect(doc.appended[0]).not.toHaveProperty('nonce');
  });

  it('never loads an invalid id', () => {
    const doc = fakeDocument();
    expect(loadTagManager(doc as unknown as Document, {}, 'GTM-abc"><x', undefined)).toBe(false);
    expect(doc.appended).toEqual([]);
  });

  it('denies consent with a consent update command', () => {
    const win: DataLayerWindow = {};
    denyTagManagerConsent(win);
    const [command] = dataLayerOf(win) as IArguments[];
    expect([...(command as unknown as unknown[])]).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
  });
});
