import type { Channel } from '../../shared/markets';

export type ProductKind =
  | 'card'
  | 'photobook'
  | 'calendar'
  | 'photoframe'
  | 'collage'
  | 'photobox'
  | 'photoprint';

/** What each brand offers and which designer serves it (SPEC 1, SPEC 2 designer routes). */
export const CHANNEL_KINDS: Record<Channel, ProductKind[]> = {
  cards: ['card', 'photobook', 'calendar', 'photoframe', 'collage', 'photobox', 'photoprint'],
  posters: ['photoframe', 'collage'],
};

export const DESIGNER_PATH: Record<ProductKind, string> = {
  card: '/configurator-card/',
  photobook: '/configurator-photobook/',
  calendar: '/configurator-calendar/',
  photoframe: '/configurator-photo-frame/',
  collage: '/configurator-collage/',
  photobox: '/configurator-photobox/',
  photoprint: '/configurator-photobox/?photoboxType=photoprint',
};
