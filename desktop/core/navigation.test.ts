import { describe, expect, it } from 'vitest';
import {
  decideExternal,
  decideNavigation,
  decideSilentNavigation,
  decideWindowOpen,
  navigationPolicy,
} from './navigation';

const policy = navigationPolicy(new Set(['http://localhost:3000', 'http://fr.cards.localhost:3000']), [
  'help.shop.example',
]);

describe('decideNavigation (will-navigate)', () => {
  it("lets the window go to the shop's own origins", () => {
    expect(decideNavigation('http://localhost:3000/d/products', policy)).toEqual({ action: 'allow' });
    expect(decideNavigation('http://fr.cards.localhost:3000/d/', policy)).toEqual({ action: 'allow' });
  });

  it('sends allowed sites to the system browser instead', () => {
    expect(decideNavigation('https://www.instagram.com/shop', policy)).toEqual({
      action: 'open-external',
      url: 'https://www.instagram.com/shop',
    });
    expect(decideNavigation('https://help.shop.example/faq', policy).action).toBe('open-external');
    expect(decideNavigation('mailto:service@shop.example', policy).action).toBe('open-external');
    expect(decideNavigation('tel:+49301234567', policy).action).toBe('open-external');
  });

  it.each([
    'https://evil.example/',
    'https://instagram.com.evil.example/',
    'https://notinstagram.com/',
    'http://www.instagram.com/',
    'https://user:pw@www.instagram.com/',
    'https://www.instagram.com:8443/',
    'file:///etc/passwd',
    'smb://server/share',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'about:blank',
    'http://localhost:3001/',
    'ms-settings:privacy',
  ])('refuses %s', (url) => {
    expect(decideNavigation(url, policy).action).toBe('deny');
  });
});

describe('decideSilentNavigation (redirects and subframes)', () => {
  it('stays on the shop and never opens anything outside', () => {
    expect(decideSilentNavigation('http://localhost:3000/d/', policy).action).toBe('allow');
    expect(decideSilentNavigation('https://www.instagram.com/', policy).action).toBe('deny');
    expect(decideSilentNavigation('mailto:x@y.z', policy).action).toBe('deny');
  });
});

describe('decideWindowOpen (setWindowOpenHandler)', () => {
  it('opens no window: shop links load in the app window', () => {
    expect(decideWindowOpen('http://localhost:3000/d/themes/1', policy)).toEqual({
      action: 'load-in-window',
      url: 'http://localhost:3000/d/themes/1',
    });
  });
  it('hands allowed sites to the system browser and refuses the rest', () => {
    expect(decideWindowOpen('https://www.trustpilot.com/review/shop', policy).action).toBe('open-external');
    expect(decideWindowOpen('https://evil.example/', policy).action).toBe('deny');
    expect(decideWindowOpen('about:blank', policy).action).toBe('deny');
  });
});

describe('decideExternal (bridge openExternal)', () => {
  it('refuses what is not a plain URL string', () => {
    expect(decideExternal(42, policy)).toEqual({ ok: false, reason: 'not a string' });
    expect(decideExternal('https://www.instagram.com/\nfoo', policy).ok).toBe(false);
    expect(decideExternal(' https://www.instagram.com/', policy).ok).toBe(false);
    expect(decideExternal(`https://www.instagram.com/${'a'.repeat(2100)}`, policy).ok).toBe(false);
  });
  it('normalises what it lets through', () => {
    expect(decideExternal('https://WWW.Instagram.com/a b'.replace(' ', '%20'), policy)).toEqual({
      ok: true,
      url: 'https://www.instagram.com/a%20b',
    });
  });
  it('lets shop pages open in the system browser', () => {
    expect(decideExternal('http://localhost:3000/d/', policy).ok).toBe(true);
  });
});

describe('mailto: links handed to the mail client (security issue, item 19)', () => {
  it.each([
    ['mailto:service@shop.example?attach=/home/me/.ssh/id_rsa', 'mailto:service@shop.example'],
    [
      'mailto:service@shop.example?subject=Hallo&attachment=C:%5CUsers%5Cme%5Csecret.pdf&body=Gr%C3%BC%C3%9Fe',
      'mailto:service@shop.example?subject=Hallo&body=Gr%C3%BC%C3%9Fe',
    ],
    ['mailto:service@shop.example?ATTACH=file:///etc/passwd&Attachment=x', 'mailto:service@shop.example'],
    ['mailto:service@shop.example?%61ttach=/etc/passwd&subject=x', 'mailto:service@shop.example?subject=x'],
    ['mailto:service@shop.example?attachments=/etc/passwd', 'mailto:service@shop.example'],
  ])('drops the attachment parameters of %s', (link, expected) => {
    for (const decision of [
      decideExternal(link, policy),
      decideNavigation(link, policy),
      decideWindowOpen(link, policy),
    ]) {
      expect(decision).toMatchObject(
        'ok' in decision ? { ok: true, url: expected } : { action: 'open-external', url: expected },
      );
    }
  });

  it('keeps an ordinary support mail link exactly as written', () => {
    const link = 'mailto:service@shop.example?subject=Bestellung%2012345&body=Hallo%20Team';
    expect(decideExternal(link, policy)).toEqual({ ok: true, url: link });
    expect(decideExternal('tel:+49301234567', policy)).toEqual({ ok: true, url: 'tel:+49301234567' });
  });
});
