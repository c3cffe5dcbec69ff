/** The loader of /themes/{id} (server only, imported lazily by the routes). */
import { data, redirect } from 'react-router';
import { type ThemeDetail, themeChoices } from '../../../shared/listings/data';
import {
  parseThemeSelection,
  THEME_QUERY_PARAMS,
  themeSelectionSearch,
} from '../../../shared/listings/theme-selection';
import { notFound } from '../../app/not-found';
import type { ServerLoadContext } from '../../app/server-context';
import type { PageSeo } from '../seo/page-seo';
import { repairedLocation } from './kept-params';
import { pageSeo } from './listing-seo';

export interface ThemePageData {
  theme: ThemeDetail;
  seo: PageSeo;
}

/**
 * SPEC 5/8: an empty or unknown id is a 404 "Page Not Found" with the path. The selection in the
 * query (format, quantity, accessories) is read by the page itself; a value that does not fit the
 * theme redirects to the repaired query (other parameters kept), and the canonical URL is the
 * theme without a query.
 */
export async function themeLoader(
  ctx: ServerLoadContext,
  url: URL,
  rawId: string | undefined,
): Promise<ThemePageData> {
  const { info, services, requestedPath } = ctx;
  const id = rawId?.trim() ?? '';
  if (!id || id.length > 100) throw notFound(requestedPath, 'Page Not Found');
  const themes = services.themes;
  if (!themes) throw notFound(requestedPath, 'Page Not Found');
  let theme: ThemeDetail | undefined;
  try {
    theme = await themes.theme({ channel: info.channel, market: info.market, id });
  } catch (error) {
    services.log.error('theme unavailable', { id, error: String(error) });
    throw data(
      { message: 'Theme unavailable', path: requestedPath },
      { status: 503, statusText: 'Service Unavailable' },
    );
  }
  if (!theme) throw notFound(requestedPath, 'Page Not Found');
  const choices = themeChoices(theme);
  const { selection, issues } = parseThemeSelection(url.searchParams, choices);
  if (issues.length > 0) {
    const search = themeSelectionSearch(selection, choices);
    throw redirect(repairedLocation(url, info.basename, search, THEME_QUERY_PARAMS), 302);
  }
  return {
    theme,
    seo: pageSeo(info, `themes/${encodeURIComponent(theme.id)}`, '', { image: theme.images[0]?.src ?? '' }),
  };
}
