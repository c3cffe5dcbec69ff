import { describe, expect, it } from 'vitest';
import {
  isValidTagManagerId,
  shouldLoadTagManager,
  tagManagerScriptUrl,
  trackingDisabled,
} from './tag-manager';

describe('tag manager (SPEC 5)', () => {
  it('accepts GTM- or G- followed by uppercase letters or digits', () => {
    for (const id of ['GTM-ABC123', 'G-XYZ9', 'GTM-K']) expect(isValidTagManagerId(id)).toBe(true);
    for (const id of [
      'gtm-ABC',
      'GTM-abc',
      'GTM-',
      'G-',
      'UA-1234-1',
      'GTM-AB C',
      'GTM-AB"><script>',
      '',
      null,
      7,
    ])
      expect(isValidTagManagerId(id)).toBe(false);
    expect(isValidTagManagerId(`GTM-${'A'.repeat(40)}`)).toBe(false);
  });

  it('tracking=0 turns tracking off', () => {
    expect(trackingDisabled('?tracking=0')).toBe(true);
    expect(trackingDisabled('tracking=1')).toBe(false);
    expect(trackingDisabled('')).toBe(false);
  });

  it('loads only with a valid id, consent granted, tracking on, and not for bots', () => {
    const base = { id: 'GTM-ABC1', consent: 'granted' as const, trackingDisabled: false, isBot: false };
    expect(shouldLoadTagManager(base)).toBe(true);
    expect(shouldLoadTagManager({ ...base, id: 'GTM-abc' })).toBe(false);
    expect(shouldLoadTagManager({ ...base, id: null })).toBe(false);
    expect(shouldLoadTagManager({ ...base, consent: 'unknown' })).toBe(false);
    expect(shouldLoadTagManager({ ...base, consent: 'declined' })).toBe(false);
    expect(shouldLoadTagManager({ ...base, trackingDisabled: true })).toBe(false);
    expect(shouldLoadTagManager({ ...base, isBot: true })).toBe(false);
  });

  it('builds the script URL for a container or a Google tag', () => {
    expect(tagManagerScriptUrl('GTM-ABC1')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1');
    expect(tagManagerScriptUrl('G-XYZ9')).toBe('https://www.googletagmanager.com/gtag/js?id=G-XYZ9');
    expect(() => tagManagerScriptUrl('GTM-x')).toThrow();
  });
});
