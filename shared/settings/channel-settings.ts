/**
 * The per-channel settings of SPEC 3. They live in the database (table channel_settings); the
 * server reads them once per request and hands them to the page in ShopRequestInfo.settings, so
 * every consumer — redirects, chrome, blocks, designer links — reads the same values.
 */
import type { Unit } from '../markets';

export interface ChannelSettings {
  /** The unit of the alu and gallery sizes. */
  aluGalleryUnit: Unit | string;
  /** The shop has apps: the smartbanner and the footer's app links show. */
  appsAvailable: boolean;
  condolencebooksAvailable: boolean;
  /** The collage design a collage designer link starts with when the link names none. */
  defaultCollageId: string;
  defaultPhotobookCoverLamination: string;
  defaultPhotobookRefinement: string;
  guestbooksAvailable: boolean;
  /** Whether the first (hero) image of a page loads lazily; off means eager with high priority. */
  loadingFirstImgLazy: boolean;
  pricesInProductOverview: boolean;
  showInfoInPhotobookDropdown: boolean;
  showPhotobookCoverLamination: boolean;
  /** Template (design) listings show compact tiles. */
  templatesCompacted: boolean;
  /** Page paths end in "/" (true) or not (false); the other spelling redirects. */
  trailingSlash: boolean;
  wishlistAvailable: boolean;
}

/**
 * What a page uses when the settings cannot be read (the database is away): whatever promises
 * least — no apps, no wishlist, no redirect between slash spellings.
 */
export const FALLBACK_CHANNEL_SETTINGS: ChannelSettings = {
  aluGalleryUnit: 'cm',
  appsAvailable: false,
  condolencebooksAvailable: false,
  defaultCollageId: '',
  defaultPhotobookCoverLamination: 'glossy',
  defaultPhotobookRefinement: 'none',
  guestbooksAvailable: false,
  loadingFirstImgLazy: false,
  pricesInProductOverview: true,
  showInfoInPhotobookDropdown: false,
  showPhotobookCoverLamination: false,
  templatesCompacted: false,
  trailingSlash: false,
  wishlistAvailable: false,
};
