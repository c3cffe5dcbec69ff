import { atom } from 'jotai';
import type { Channel } from '../../shared/markets';

/**
 * SPEC 4: the shop channel is shared state, seeded with the host's configured channel. Switching
 * brands goes to the other brand's host (issue 23.5: TopBar), so nothing on the page flips it.
 * The store is created per request (server) or per page (browser) and seeded there.
 */
export const channelAtom = atom<Channel>('cards');

/**
 * The privacy page's href in this market and platform (root loader data), for the consent dialog,
 * which sits outside the router; the layout hands it over. null: the CMS has no privacy page.
 */
export const privacyHrefAtom = atom<string | null>(null);
