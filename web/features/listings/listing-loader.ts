/** The loader of /products and its aliases (server only, imported lazily by the routes). */
import { data, redirect } from 'react-router';
import type { ListingResult } from '../../../shared/listings/data';
import type { ListingProduct } from '../../../shared/listings/filters';
import { LISTING_QUERY_PARAMS, listingSearch, parseListingQuery } from '../../../shared/listings/url-state';
import type { ServerLoadContext } from '../../app/server-context';
import type { PageSeo } from '../seo/page-seo';
import { repairedLocation } from './kept-params';
import { listingRobots, pageSeo } from './listing-seo';

export interface ListingPageData {
  kind: 'listing';
  result: ListingResult;
  /** What the route lists without a product parameter; links leave product out when it is this. */
  defaultProduct: ListingProduct;
  /** Underscore parameters of the request (SPEC 2), kept on every link of the listing. */
  passThrough: [string, string][];
  seo: PageSeo;
  /** Absolute URLs of the previous and next page, for <link rel="prev|next">. */
  pageLinks: { prev?: string; next?: string };
}

/** The wall-art shop lists no designs: its products page offers each product's designer. */
export interface KindsPageData {
  kind: 'kinds';
  seo: PageSeo;
}

export type ProductsPageData = ListingPageData | KindsPageData;

/**
 * Reads the listing's state from the URL (SPEC 5: allow-listed parameters only; others are
 * ignored and never carried into the listing's links) and answers with the page. A listing
 * parameter with anything to repair (an unknown value, a page size other than 12 or 48, a page
 * past the end, "alle" next to values, a repeated parameter …) redirects to the repaired URL, so
 * every listing has one address. The canonical URL is always /products with the state's query.
 */
export async function listingLoader(
  ctx: ServerLoadContext,
  url: URL,
  routeProduct: ListingProduct,
): Promise<ProductsPageData> {
  const { info, services } = ctx;
  const themes = services.themes;
  const products = themes?.productsOf(info.channel) ?? [];
  if (!themes || products.length === 0) {
    return { kind: 'kinds', seo: pageSeo(info, 'products', '') };
  }
  const defaultProduct = products.includes(routeProduct) ? routeProduct : (products[0] ?? 'card');
  const parsed = parseListingQuery(url.searchParams, { defaultProduct, products });
  let result: ListingResult | undefined;
  try {
    result = await themes.listing({ channel: info.channel, market: info.market, state: parsed.state });
  } catch (error) {
    services.log.error('listing unavailable', { error: String(error) });
    throw data(
      { message: 'Listing unavailable', path: ctx.requestedPath },
      { status: 503, statusText: 'Service Unavailable' },
    );
  }
  if (!result) throw data({ message: 'Listing unavailable', path: ctx.requestedPath }, { status: 503 });
  // Parameters the listing does not know are left alone (tracking links carry them); anything
  // wrong with its own parameters is repaired by a redirect that keeps them.
  const repair = parsed.issues.filter((i) => i.kind !== 'unknown-param');
  if (repair.length > 0 || result.paging.clamped) {
    const search = listingSearch(result.state, { defaultProduct });
    services.log.debug('listing URL repaired', { issues: repair.map((i) => i.message) });
    throw redirect(repairedLocation(url, info.basename, search, LISTING_QUERY_PARAMS), 302);
  }
  const canonicalSearch = listingSearch(result.state, { defaultProduct: 'card' });
  const seo = pageSeo(info, 'products', canonicalSearch, { robots: listingRobots(info, result.state) });
  const base = seo.canonical?.split('?')[0];
  const at = (page: number) =>
    base ? `${base}${listingSearch({ ...result.state, page }, { defaultProduct: 'card' })}` : undefined;
  const { page, pageCount } = result.paging;
  const prev = page > 1 ? at(page - 1) : undefined;
  const next = page < pageCount ? at(page + 1) : undefined;
  return {
    kind: 'listing',
    result,
    defaultProduct,
    passThrough: parsed.passThrough,
    seo,
    pageLinks: { ...(prev ? { prev } : {}), ...(next ? { next } : {}) },
  };
}
