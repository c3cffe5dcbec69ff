import { describe, expect, it } from 'vitest';
import {
  validateEventType,
  validateFlagName,
  validateFlagSetName,
  validateKey,
  validateProperties,
  validateTrackEvent,
  validateTrafficType,
  validateValue,
} from './events';

const okValue = <T>(result: { ok: boolean; value?: T }) => (result.ok ? result.value : 'INVALID');

describe('flag event validation (SPEC 5)', () => {
  it('event type: up to 80 characters of letters, digits, - _ . :, starting with a letter or digit', () => {
    expect(okValue(validateEventType('add_to_cart'))).toBe('add_to_cart');
    expect(okValue(validateEventType('a'.repeat(80)))).toBe('a'.repeat(80));
    expect(okValue(validateEventType('page.view:home-1'))).toBe('page.view:home-1');
    for (const bad of ['a'.repeat(81), '', '_start', 'has space', 'ümlaut', null, 3])
      expect(validateEventType(bad).ok).toBe(false);
  });

  it('key: a non-empty string or finite number, trimmed, up to 250 characters', () => {
    expect(okValue(validateKey('k'.repeat(250)))).toBe('k'.repeat(250));
    expect(validateKey(' k ')).toEqual({ ok: true, value: 'k', warnings: ['key was trimmed'] });
    expect(okValue(validateKey(42))).toBe('42');
    for (const bad of ['k'.repeat(251), '', '  ', Number.NaN, Number.POSITIVE_INFINITY, null, {}])
      expect(validateKey(bad).ok).toBe(false);
  });

  it('flag name: a non-empty string up to 250 characters', () => {
    expect(okValue(validateFlagName('card-brand_x'))).toBe('card-brand_x');
    for (const bad of ['n'.repeat(251), '', ' ', undefined, 1]) expect(validateFlagName(bad).ok).toBe(false);
  });

  it('traffic type: non-empty, lowercased with a warning', () => {
    expect(validateTrafficType('User')).toEqual({
      ok: true,
      value: 'user',
      warnings: ['traffic type was lowercased'],
    });
    expect(validateTrafficType('').ok).toBe(false);
    expect(validateTrafficType(1).ok).toBe(false);
  });

  it('value: absent or a finite number', () => {
    expect(okValue(validateValue(1.5))).toBe(1.5);
    expect(okValue(validateValue(undefined))).toBeUndefined();
    expect(okValue(validateValue(null))).toBeUndefined();
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '1', true])
      expect(validateValue(bad).ok).toBe(false);
  });

  it('properties: a plain object up to 32768 bytes; other value types become null', () => {
    expect(okValue(validateProperties({ a: 'x', b: 1, c: true, d: null }))).toEqual({
      a: 'x',
      b: 1,
      c: true,
      d: null,
    });
    const coerced = validateProperties({ a: { nested: 1 }, b: Number.NaN, c: [1] });
    expect(coerced.ok && coerced.value).toEqual({ a: null, b: null, c: null });
    expect(coerced.ok && coerced.warnings).toHaveLength(3);
    expect(okValue(validateProperties(Object.create(null) as object))).toEqual({});
    for (const bad of [[], 'x', 5, new Date(), new Map()]) expect(validateProperties(bad).ok).toBe(false);
    // 1024 base + 2 (key) + 2 * 15 800 = 32 626 bytes: fits; one more 100 characters do not.
    expect(validateProperties({ k: 'x'.repeat(15_800) }).ok).toBe(true);
    expect(validateProperties({ k: 'x'.repeat(15_900) }).ok).toBe(false);
  });

  it('properties: more than 300 warns', () => {
    const many = Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`p${i}`, i]));
    const result = validateProperties(many);
    expect(result.ok).toBe(true);
    expect(result.ok && result.warnings[0]).toMatch(/more than 300/);
    const exactly = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`p${i}`, i]));
    expect(validateProperties(exactly)).toMatchObject({ ok: true, warnings: [] });
  });

  it('flag set names: lowercase letters, digits and _, up to 50 characters', () => {
    expect(okValue(validateFlagSetName('checkout_2'))).toBe('checkout_2');
    expect(validateFlagSetName(' Checkout ')).toMatchObject({ ok: true, value: 'checkout' });
    expect(okValue(validateFlagSetName('a'.repeat(50)))).toBe('a'.repeat(50));
    for (const bad of ['a'.repeat(51), '', '_a', 'a-b', 'a b', 'ä', null])
      expect(validateFlagSetName(bad).ok).toBe(false);
  });

  it('validates a whole track call, first error wins', () => {
    expect(
      validateTrackEvent({ key: 'k', trafficType: 'user', eventType: 'buy', value: 3, properties: { a: 1 } }),
    ).toEqual({
      ok: true,
      value: { key: 'k', trafficType: 'user', eventType: 'buy', value: 3, properties: { a: 1 } },
      warnings: [],
    });
    expect(validateTrackEvent({ key: '', trafficType: 'user', eventType: 'bad type' })).toEqual({
      ok: false,
      error: 'key must not be empty',
    });
    expect(validateTrackEvent({ key: 'k', trafficType: 'user', eventType: 'e', value: Number.NaN }).ok).toBe(
      false,
    );
    expect(validateTrackEvent({ key: 'k', trafficType: 'user', eventType: 'e', properties: [] }).ok).toBe(
      false,
    );
  });
});
