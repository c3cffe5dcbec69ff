import { USER_KEY_PATH } from '../../../shared/flags';
import type { ConsentStatus } from '../../../shared/tracking';

/**
 * Issue 18: the flag user key exists only while the shopper consents. Its cookie is HttpOnly, so
 * at the moment of a choice the browser asks the server to create it (granted) or delete it
 * (declined, withdrawn); the page then runs with the key, or without one, straight away.
 */
export type UserKeyStep = 'request' | 'delete' | null;

/**
 * What the choice asks for, given whether the browser may hold a key now (the page came with one,
 * or one was asked for since). Bots never get a key.
 */
export function userKeyStep(consent: ConsentStatus, holdsKey: boolean, isBot: boolean): UserKeyStep {
  if (isBot) return null;
  if (consent === 'granted') return holdsKey ? null : 'request';
  return holdsKey ? 'delete' : null;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

/**
 * Tells the server the choice; resolves to the key it now holds (null: none), or undefined when
 * the server could not be asked (the next page load settles it then).
 */
export async function syncUserKey(
  consent: ConsentStatus,
  fetchImpl: FetchLike = fetch,
): Promise<string | null | undefined> {
  try {
    const response = await fetchImpl(USER_KEY_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ consent }),
    });
    if (!response.ok) return undefined;
    const answer: unknown = await response.json();
    const key = (answer as { splitKey?: unknown } | null)?.splitKey;
    if (key === null) return null;
    return typeof key === 'string' && key ? key : undefined;
  } catch {
    return undefined;
  }
}
