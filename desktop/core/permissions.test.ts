import { describe, expect, it } from 'vitest';
import { navigationPolicy } from './navigation';
import { ALLOWED_PERMISSIONS, decidePermission } from './permissions';

const policy = navigationPolicy(new Set(['http://localhost:3000']), []);
const ask = (
  permission: string,
  requestingUrl = 'http://localhost:3000/d/',
  isMainFrame: boolean | undefined = true,
) => decidePermission({ permission, requestingUrl, isMainFrame }, policy);

describe('decidePermission', () => {
  it('grants only the allow-list to the shop', () => {
    expect([...ALLOWED_PERMISSIONS].sort()).toEqual(['clipboard-sanitized-write', 'fullscreen']);
    expect(ask('clipboard-sanitized-write').granted).toBe(true);
    expect(ask('fullscreen').granted).toBe(true);
  });

  it.each([
    'geolocation',
    'media',
    'notifications',
    'clipboard-read',
    'midi',
    'pointerLock',
    'hid',
    'usb',
    'serial',
    'display-capture',
    'window-management',
    'unknown',
  ])('denies %s', (permission) => {
    expect(ask(permission).granted).toBe(false);
  });

  it('denies allowed permissions to other origins and to subframes', () => {
    expect(ask('fullscreen', 'https://evil.example/').granted).toBe(false);
    expect(
      decidePermission({ permission: 'fullscreen', requestingUrl: undefined, isMainFrame: true }, policy)
        .granted,
    ).toBe(false);
    expect(ask('fullscreen', 'http://localhost:3000/d/', false).granted).toBe(false);
  });

  it('lets the link allow-list decide openExternal (mailto:, tel: from the page)', () => {
    const open = (externalUrl: string) =>
      decidePermission(
        {
          permission: 'openExternal',
          requestingUrl: 'http://localhost:3000/d/',
          isMainFrame: true,
          externalUrl,
        },
        policy,
      );
    expect(open('tel:+4930123').granted).toBe(true);
    expect(open('mailto:service@shop.example').granted).toBe(true);
    expect(open('ms-settings:').granted).toBe(false);
    expect(open('file:///C:/Windows/System32/calc.exe').granted).toBe(false);
  });

  it('never lets Chromium open a mailto: link with attachments; the app opens it without them', () => {
    const decision = decidePermission(
      {
        permission: 'openExternal',
        requestingUrl: 'http://localhost:3000/d/',
        isMainFrame: true,
        externalUrl: 'mailto:service@shop.example?subject=Hi&attach=%2Fhome%2Fme%2F.ssh%2Fid_rsa',
      },
      policy,
    );
    expect(decision).toEqual({
      granted: false,
      reason: 'openExternal: opened in a cleaned form',
      openInstead: 'mailto:service@shop.example?subject=Hi',
    });
  });
});
