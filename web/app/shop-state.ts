import { atom } from 'jotai';
import type { Channel } from '../../shared/markets';

/**
 * SPEC 4: the shop channel is shared state, defaulting to the host's configured channel and
 * toggleable. The store is created per request (server) or per page (browser) and seeded there.
 */
export const channelAtom = atom<Channel>('cards');

export const toggleChannelAtom = atom(null, (get, set) => {
  set(channelAtom, get(channelAtom) === 'cards' ? 'posters' : 'cards');
});

/**
 * The privacy page's path (root loader data), for the consent dialog, which sits outside the
 * router; the layout hands it over. null: the CMS has no privacy page.
 */
export const privacyPathAtom = atom<string | null>(null);
