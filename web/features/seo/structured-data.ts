/**
 * schema.org nodes the shop emits as JSON-LD (Organization, Product with offers, ItemList), built
 * from page data the page itself shows. Pure: the components in this folder supply the absolute
 * URLs (host table and public base URL, never the request's Host header).
 */
import type { BreadcrumbListJsonLd } from '../../../shared/chrome/breadcrumbs';
import type { ReviewBlock } from '../../../shared/chrome/footer';

import type { OrganizationBlok } from '../../../shared/content/story-types';
import type { ThemeDetail } from '../../../shared/listings/data';
import { decimalOfMinor, roundMinor } from '../../../shared/money';

const CONTEXT = 'https://schema.org' as const;
const IN_STOCK = 'https://schema.org/InStock';
const NEW_CONDITION = 'https://schema.org/NewCondition';

/** Major units with two decimals from integer cents, computed in integers: 1999 → "19.99". */
export function priceOfCents(cents: number): string {
  return decimalOfMinor(roundMinor(cents));
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Drops empty strings and undefined, so a field the CMS left blank is absent, not "". */
function compact<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(Object.entries(node).filter(([, v]) => v !== undefined && v !== '')) as T;
}

// The rating's one source lives here, in the module the islands that show it (ChromeTop for the
// app banner, OrganizationJsonLd) share already: a module of its own became a chunk of its own,
// one more name in the entry's preload map.
/** What every place that rates the shop shows: the footer, the app banner, JSON-LD. */
export interface ReviewSummary {
  /** 1–5, one decimal. */
  average: number;
  count: number;
}

/**
 * The one source of the shop's rating (issue 33): the average and count of its own reviews, as
 * the review block carries them, or nothing when there are none.
 */
export function reviewSummary(block: ReviewBlock | null | undefined): ReviewSummary | null {
  if (!block || block.totalReviews < 1 || !Number.isFinite(block.score.average)) return null;
  return { average: block.score.average, count: block.totalReviews };
}

/**
 * The shop's own reviews as AggregateRating: the same summary the footer and the app banner show
 * (shared/chrome/review-summary). The scale is schema.org's default, 1 to 5.
 */
export function aggregateRatingJsonLd(summary: ReviewSummary) {
  return {
    '@type': 'AggregateRating' as const,
    ratingValue: summary.average,
    reviewCount: summary.count,
  };
}

export function organizationJsonLd(
  organization: OrganizationBlok,
  url: string,
  reviews?: ReviewSummary | null,
) {
  const year = Number(organization.foundingYear);
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: text(organization.streetAddress),
    postalCode: text(organization.postalCode),
    addressLocality: text(organization.addressLocality),
    addressCountry: text(organization.addressCountry),
  });
  const contact = compact({
    '@type': 'ContactPoint',
    contactType: 'customer support',
    email: text(organization.supportEmail),
    telephone: text(organization.supportPhone),
  });
  return compact({
    '@context': CONTEXT,
    '@type': 'Organization',
    name: text(organization.name),
    url,
    email: text(organization.supportEmail),
    telephone: text(organization.supportPhone),
    foundingDate: Number.isInteger(year) && year > 0 ? String(year) : undefined,
    address: Object.keys(address).length > 1 ? address : undefined,
    contactPoint: contact.email || contact.telephone ? contact : undefined,
    aggregateRating: reviews ? aggregateRatingJsonLd(reviews) : undefined,
  });
}

export interface ProductInput {
  url: string;
  description: string;
  /** The brand of the channel (Fotowerk, Wandwerk). */
  brand: string;
  image: string | undefined;
}

/**
 * A theme as Product (issue 31 §4, honest prices): an AggregateOffer whose lowPrice and highPrice
 * are the real range a shopper can pay per card (any format, any quantity step: one card costs
 * most, the largest order least), and per format an Offer at its lowest per-card price with the
 * quantity it takes to get it. A theme the market has no price for gets no node at all.
 */
export function productJsonLd(theme: ThemeDetail, input: ProductInput) {
  const currency = theme.currency.toUpperCase();
  const all: number[] = [];
  const offers = theme.formats.flatMap((format) => {
    let lowest: { cents: number; quantity: number } | null = null;
    format.unitCents.forEach((cents, index) => {
      const quantity = theme.quantitySteps[index];
      if (cents === null || quantity === undefined) return;
      all.push(cents);
      if (lowest === null || cents < lowest.cents) lowest = { cents, quantity };
    });
    const best = lowest as { cents: number; quantity: number } | null;
    if (best === null) return [];
    return [
      {
        cents: best.cents,
        offer: {
          '@type': 'Offer' as const,
          name: format.title,
          sku: `${theme.id}/${format.id}`,
          price: priceOfCents(best.cents),
          priceCurrency: currency,
          eligibleQuantity: { '@type': 'QuantitativeValue' as const, minValue: best.quantity },
          availability: IN_STOCK,
          itemCondition: NEW_CONDITION,
          url: input.url,
        },
      },
    ];
  });
  if (offers.length === 0) return undefined;
  return compact({
    '@context': CONTEXT,
    '@type': 'Product',
    name: theme.title,
    description: input.description,
    image: input.image,
    sku: theme.id,
    productID: theme.id,
    category: theme.occasion.title,
    brand: { '@type': 'Brand', name: input.brand },
    url: input.url,
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: priceOfCents(Math.min(...all)),
      highPrice: priceOfCents(Math.max(...all)),
      offerCount: offers.length,
      priceCurrency: currency,
      availability: IN_STOCK,
      url: input.url,
      offers: offers.map((o) => o.offer),
    },
  });
}

export interface ItemListEntry {
  url: string;
  name: string;
}

/** The items of a listing page in the order shown; positions count from the listing's start. */
export function itemListJsonLd(items: readonly ItemListEntry[], firstPosition: number, name: string) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: item.url,
      name: item.name,
    })),
  };
}

export interface Crumb {
  name: string;
  url: string;
}

/** A trail (home first, the page last) as BreadcrumbList; positions count from 1. */
export function breadcrumbListJsonLd(trail: readonly Crumb[]): BreadcrumbListJsonLd | undefined {
  if (trail.length < 2) return undefined;
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
