/** Footer rules (SPEC 2 footer boxes, SPEC 4 collapse below 720 px, SPEC 3 review block). */
import type { FooterBoxBlok, FooterBoxType, RichTextDoc } from '../content/story-types';
import { FOOTER_COLLAPSE_BREAKPOINT } from './constants';

/** Boxes that are link lists or communication tiles; only they collapse below 720 px. */
const COLLAPSIBLE: readonly FooterBoxType[] = ['customer-service', 'international', 'languages'];

/**
 * SPEC 4: below 720 px only link lists and communication tiles collapse. The customer-service box
 * (links plus phone and e-mail tiles), the international and the languages box are such lists;
 * about, app links, awards and social media stay open. Any other box made only of links collapses too.
 */
export function isCollapsibleFooterBox(boxType: string, hasLinks: boolean, hasText = false): boolean {
  if ((COLLAPSIBLE as readonly string[]).includes(boxType)) return true;
  if (['about', 'app-links', 'awards', 'social-media'].includes(boxType)) return false;
  return hasLinks && !hasText;
}

/** Whether a rich-text field (or a plain string) has anything to show. */
export function hasRichText(doc: RichTextDoc | string | null | undefined): boolean {
  if (typeof doc === 'string') return doc.trim() !== '';
  return Boolean(doc && Array.isArray(doc.content) && doc.content.length > 0);
}

/**
 * What the first page's hydration data holds in place of the footer's SEO text: the text is final
 * server HTML (SeoText keeps it); only its expander is React's.
 */
export const KEPT_SEO_TEXT = { type: 'doc', content: [], _static: true } as const;

export function isKeptSeoText(doc: unknown): boolean {
  return typeof doc === 'object' && doc !== null && (doc as { _static?: unknown })._static === true;
}

/**
 * What the first page's hydration data holds in place of a footer box whose panel is final server
 * HTML (issue 20, "hydration data reduced to what the client renders"): the heading and whether it
 * collapses, which is all the client renders itself; the browser keeps the panel as it is.
 */
export interface FooterBoxStub {
  _uid: string;
  component: 'FooterBox';
  boxType: FooterBoxType;
  title: string;
  collapsible: boolean;
  _static: true;
}

export function isFooterBoxStub(box: FooterBoxBlok | FooterBoxStub): box is FooterBoxStub {
  return (box as Partial<FooterBoxStub>)._static === true;
}

/**
 * The boxes whose panel has no client behaviour: text, link lists, badges and contact tiles. The
 * international and languages boxes are not: their links follow the route being shown.
 */
const STATIC_PANELS: readonly FooterBoxType[] = [
  'about',
  'customer-service',
  'app-links',
  'awards',
  'social-media',
];

/**
 * A box becomes a stub only when its panel certainly renders (FooterBox renders nothing for an
 * empty box, and a stub would not know): text, a link, or for badge boxes an image.
 */
function panelCertainlyRenders(box: FooterBoxBlok): boolean {
  if (hasRichText(box.text)) return true;
  if ((box.links ?? []).some((l) => l.text?.trim())) return true;
  const badges = box.boxType === 'app-links' || box.boxType === 'awards';
  return badges && (box.images ?? []).some((img) => img?.filename);
}

export function footerBoxStubOf(box: FooterBoxBlok): FooterBoxBlok | FooterBoxStub {
  if (!STATIC_PANELS.includes(box.boxType) || !panelCertainlyRenders(box)) return box;
  const hasLinks = (box.links ?? []).some((l) => l.text?.trim());
  return {
    _uid: box._uid,
    component: 'FooterBox',
    boxType: box.boxType,
    title: box.title,
    collapsible: isCollapsibleFooterBox(box.boxType, hasLinks, hasRichText(box.text)),
    _static: true,
  };
}

/** Whether the viewport collapses footer boxes. */
export function footerCollapses(width: number): boolean {
  return width < FOOTER_COLLAPSE_BREAKPOINT;
}

/** SPEC 3 review (Trustpilot-like) block. */
export interface Review {
  id: string;
  stars: number;
  title: string;
  text: string;
  authorName: string;
  /** ISO date. */
  createdAt: string;
}

export interface ReviewBlock {
  reviews: Review[];
  /** The average of the shop's own published reviews (1–5), one decimal. */
  score: { average: number };
  totalReviews: number;
  /** The company's profile page. */
  companyLink: string;
  /** A review's page is this plus its id. */
  reviewBaseLink: string;
}

/** The link of one review: the base link and the id, with exactly one slash between. */
export function reviewLink(base: string, id: string): string {
  if (!base) return '';
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
}

/** Stars clamped to 0..5, rounded to halves (what the star row can show). */
export function displayStars(stars: number): number {
  if (!Number.isFinite(stars)) return 0;
  return Math.round(Math.min(Math.max(stars, 0), 5) * 2) / 2;
}

const reviewDateFormats = new Map<string, Intl.DateTimeFormat>();

/** The date of a review in the market's language, fixed to UTC so server and browser agree. */
export function reviewDate(iso: string, locale: string): string {
  const time = new Date(iso).getTime();
  if (!Number.isFinite(time)) return '';
  // A formatter costs far more to make than to use, and the footer shows several reviews per page.
  let format = reviewDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    reviewDateFormats.set(locale, format);
  }
  return format.format(time);
}
