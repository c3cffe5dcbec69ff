import { describe, expect, it } from 'vitest';
import { checkArguments, checkSender, IPC } from './ipc';
import { decodePlatformInfo, desktopOs, encodePlatformInfo } from './platform-info';

const origins = new Set(['http://localhost:3000']);
const good = { fromAppWindow: true, isTopFrame: true, frameUrl: 'http://localhost:3000/d/' };

describe('checkSender: every IPC message', () => {
  it('accepts the app window’s top frame on a shop page', () => {
    expect(checkSender(good, origins)).toEqual({ ok: true });
  });
  it.each([
    [{ ...good, fromAppWindow: false }, 'not the app window'],
    [{ ...good, isTopFrame: false }, 'not the top frame'],
    [{ ...good, isTopFrame: undefined }, 'sending frame is gone'],
    [{ ...good, frameUrl: undefined }, 'sending frame is gone'],
    [{ ...good, frameUrl: 'https://evil.example/' }, 'frame is not on a shop origin'],
    [{ ...good, frameUrl: 'file:///tmp/x.html' }, 'frame is not on a shop origin'],
    [{ ...good, frameUrl: 'about:blank' }, 'frame is not on a shop origin'],
  ])('refuses %o', (facts, reason) => {
    expect(checkSender(facts, origins)).toEqual({ ok: false, reason });
  });
});

describe('checkArguments', () => {
  it('takes one URL string for openExternal and nothing for the rest', () => {
    expect(checkArguments(IPC.openExternal, ['https://x.example']).ok).toBe(true);
    expect(checkArguments(IPC.openExternal, []).ok).toBe(false);
    expect(checkArguments(IPC.openExternal, [{ toString: () => 'https://x' }]).ok).toBe(false);
    expect(checkArguments(IPC.openExternal, ['a', 'b']).ok).toBe(false);
    expect(checkArguments(IPC.openExternal, ['x'.repeat(3000)]).ok).toBe(false);
    expect(checkArguments(IPC.goBack, []).ok).toBe(true);
    expect(checkArguments(IPC.goBack, [1]).ok).toBe(false);
    expect(checkArguments(IPC.cacheStatus, []).ok).toBe(true);
    expect(checkArguments(IPC.canGoBack, ['x']).ok).toBe(false);
  });
});

describe('platform information switch', () => {
  const info = {
    platform: 'd',
    os: 'darwin',
    appVersion: '0.1.0',
    market: 'fr-CH',
    linkScheme: 'photoprintshop',
  } as const;

  it('round-trips through the command line', () => {
    expect(decodePlatformInfo(['electron', '--foo', encodePlatformInfo(info)])).toEqual(info);
  });
  it('gives nothing for a missing or tampered switch', () => {
    expect(decodePlatformInfo(['electron'])).toBeUndefined();
    expect(decodePlatformInfo(['--shop-desktop-info=%7B'])).toBeUndefined();
    expect(decodePlatformInfo([encodePlatformInfo({ ...info, platform: 'w' as 'd' })])).toBeUndefined();
    expect(decodePlatformInfo([encodePlatformInfo({ ...info, market: '<script>' })])).toBeUndefined();
  });
  it('names unknown systems "other"', () => {
    expect(desktopOs('freebsd')).toBe('other');
    expect(desktopOs('win32')).toBe('win32');
  });
});
