import { describe, expect, it } from 'vitest';
import { USER_KEY_PATH } from '../../../shared/flags';
import { type FetchLike, syncUserKey, userKeyStep } from './user-key-sync';

const KEY = '6f1c2a53-1d1e-4b7a-9a43-0c6a3f1e9b11';

describe('the user key follows the consent choice (issue 18)', () => {
  it('is asked for when consent is granted, deleted when it is declined or withdrawn', () => {
    expect(userKeyStep('granted', false, false)).toBe('request');
    expect(userKeyStep('granted', true, false)).toBeNull();
    expect(userKeyStep('declined', true, false)).toBe('delete');
    expect(userKeyStep('unknown', true, false)).toBe('delete');
    expect(userKeyStep('declined', false, false)).toBeNull();
    expect(userKeyStep('unknown', false, false)).toBeNull();
    // Bots never get one.
    expect(userKeyStep('granted', false, true)).toBeNull();
  });

  it('posts the choice to the server and returns the key it now holds', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const answering =
      (body: unknown, ok = true): FetchLike =>
      async (url, init) => {
        calls.push({ url, init });
        return { ok, json: async () => body };
      };
    expect(await syncUserKey('granted', answering({ splitKey: KEY }))).toBe(KEY);
    expect(calls[0]?.url).toBe(USER_KEY_PATH);
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ consent: 'granted' });
    expect(await syncUserKey('declined', answering({ splitKey: null }))).toBeNull();
    // No answer to rely on: the next page load settles it.
    expect(await syncUserKey('granted', answering({ error: {} }, false))).toBeUndefined();
    expect(await syncUserKey('granted', answering({ splitKey: 42 }))).toBeUndefined();
    expect(
      await syncUserKey('granted', async () => {
        throw new TypeError('offline');
      }),
    ).toBeUndefined();
  });
});
