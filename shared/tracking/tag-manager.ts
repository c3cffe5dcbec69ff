import { type ConsentStatus, mayTrack } from './consent';

/** SPEC 5: a tag-manager id is GTM- or G- followed by uppercase letters or digits. */
const TAG_MANAGER_ID = /^(GTM|G)-[A-Z0-9]+$/;

export function isValidTagManagerId(id: unknown): id is string {
  return typeof id === 'string' && id.length <= 32 && TAG_MANAGER_ID.test(id);
}

/** SPEC 5: tracking is off when the query parameter tracking is 0. */
export function trackingDisabled(search: string | URLSearchParams): boolean {
  return (typeof search === 'string' ? new URLSearchParams(search) : search).get('tracking') === '0';
}

export interface TagManagerInput {
  id: string | null | undefined;
  consent: ConsentStatus;
  trackingDisabled: boolean;
  isBot: boolean;
}

/** The tag manager loads only with a valid id, consent granted, tracking not off, and not for bots. */
export function shouldLoadTagManager(input: TagManagerInput): boolean {
  return isValidTagManagerId(input.id) && mayTrack(input.consent) && !input.trackingDisabled && !input.isBot;
}

/** The script to load: the container (GTM-) or the Google tag (G-). */
export function tagManagerScriptUrl(id: string): string {
  if (!isValidTagManagerId(id)) throw new Error('invalid tag-manager id');
  const path = id.startsWith('GTM-') ? 'gtm.js' : 'gtag/js';
  return `https://www.googletagmanager.com/${path}?id=${id}`;
}
