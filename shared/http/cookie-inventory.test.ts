import { describe, expect, it } from 'vitest';
import { actionBarDismissalCookie, smartbannerDismissalCookie } from '../chrome/dismissals';
import { USER_KEY_COOKIE } from '../flags';
import { consentCookie } from '../tracking';
import { COOKIE_INVENTORY, cookieEntryOf, inventoryProblems } from './cookie-inventory';

const browser = (consent: 'granted' | 'declined' | 'unknown', https: boolean) =>
  ({ consent, https, setBy: 'browser' }) as const;

describe('cookie inventory (issue 18)', () => {
  it('lists each cookie once, with every fact the README table shows', () => {
    const names = COOKIE_INVENTORY.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of COOKIE_INVENTORY) {
      expect(entry.purpose.length, entry.name).toBeGreaterThan(10);
      expect(entry.setWhen.length, entry.name).toBeGreaterThan(10);
      expect(entry.lifetime, entry.name).toBeTruthy();
    }
    expect(cookieEntryOf('__Host-shop_session')?.name).toBe('shop_session');
    // Only the listed cookies may carry the prefix.
    expect(cookieEntryOf(`__Host-${USER_KEY_COOKIE}`)).toBeUndefined();
  });

  it('knows every cookie the browser writes, as its writers write them', () => {
    for (const https of [false, true]) {
      for (const status of ['granted', 'declined', 'unknown'] as const)
        expect(inventoryProblems(consentCookie(status, { secure: https }), browser(status, https))).toEqual(
          [],
        );
      expect(inventoryProblems(smartbannerDismissalCookie(7, https), browser('unknown', https))).toEqual([]);
      expect(
        inventoryProblems(actionBarDismissalCookie('bar-1', [], 7, https), browser('unknown', https)),
      ).toEqual([]);
    }
  });

  it('catches a cookie missing from the inventory, one set before its category is granted, wrong flags', () => {
    const server = { consent: 'unknown', https: false, setBy: 'server' } as const;
    expect(inventoryProblems('tracker=1; Path=/; SameSite=Lax', server)).toEqual([
      'tracker is not in the cookie inventory',
    ]);
    const uid = `${USER_KEY_COOKIE}=6f1c2a53-1d1e-4b7a-9a43-0c6a3f1e9b11; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly`;
    expect(inventoryProblems(uid, server)).toEqual([
      `${USER_KEY_COOKIE} (statistics) was set with consent unknown`,
    ]);
    expect(inventoryProblems(uid, { ...server, consent: 'granted' })).toEqual([]);
    // A deletion is always allowed: it is how withdrawn consent removes the key.
    expect(
      inventoryProblems(`${USER_KEY_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly`, server),
    ).toEqual([]);
    expect(
      inventoryProblems(uid.replace('; HttpOnly', ''), { ...server, consent: 'granted', https: true }),
    ).toEqual([
      `${USER_KEY_COOKIE} must be HttpOnly`,
      `${USER_KEY_COOKIE} must be Secure exactly when served over HTTPS`,
    ]);
    expect(
      inventoryProblems('shop_session=x; Max-Age=2592000; Path=/; SameSite=Lax; Secure; HttpOnly', {
        ...server,
        https: true,
      }),
    ).toEqual(['shop_session must be __Host- prefixed behind HTTPS']);
  });
});
