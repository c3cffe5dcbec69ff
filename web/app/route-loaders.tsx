/**
 * The server's route loaders (routes.tsx names them): the CMS, the catalogue and the themes,
 * reached through the request's server context. Imported only by entry-server.tsx.
 */
import { data, type LoaderFunction } from 'react-router';
import { inMarketSpelling } from '../../shared/content/market-spelling';
import type { ContentPageData } from '../../shared/contracts/content-page';
import { SEARCH_PATHS } from '../../shared/search/paths';
import { notFound } from './not-found';
import type { RouteLoaders } from './routes';
import { type ServerLoadContext, serverOf } from './server-context';

// Loader modules are loaded on first use, keeping the server's start-up lean.
const loadContent = () => import('../features/content-page/content-loader');
const loadInspector = () => import('../features/link-inspector/inspector-loader');
const loadDesigner = () => import('../features/designer/designer-loader');
const loadRoot = () => import('./root-loader');
const loadListing = () => import('../features/listings/listing-loader');
const loadTheme = () => import('../features/listings/theme-loader');
const loadFeed = () => import('../features/listings/feed-loader');
const loadSearch = () => import('../features/search/search-loader');

/** Theme titles come once per language; Swiss markets write ss for ß, en-US American English. */
const inOwnSpelling = <T,>(context: Parameters<typeof serverOf>[0], data: T): T =>
  inMarketSpelling(data, serverOf(context).info.market);

/** The search result page's paths (issue 32): served by the content route, whose island shows it. */
const SEARCH_PATH_SET: ReadonlySet<string> = new Set(Object.values(SEARCH_PATHS));

const content: LoaderFunction = async ({ context, request }) => {
  const server = serverOf(context);
  const url = new URL(request.url);
  const below = routerPath(context, request).replace(/^\/+|\/+$/g, '');
  if (SEARCH_PATH_SET.has(below)) {
    return { search: await (await loadSearch()).searchLoader(server, url, below) };
  }
  return (await loadContent()).contentLoader(server, server.requestedPath, url);
};

/** The path below the market prefix and /d, as the browser's router sees it. */
function routerPath(context: Parameters<typeof serverOf>[0], request: Request): string {
  const base = serverOf(context).info.basename.replace(/\/$/, '');
  const { pathname } = new URL(request.url);
  return (base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname) || '/';
}

/** The CMS error story for an error page, or null (logged) when the CMS cannot give it. */
export async function loadErrorStory(ctx: ServerLoadContext): Promise<ContentPageData | null> {
  try {
    return await (await loadContent()).contentLoader({ ...ctx, requestedPath: '/error' }, '/error');
  } catch (error) {
    ctx.services.log.warn('error story unavailable', { error: String(error) });
    return null;
  }
}

export const serverLoaders: RouteLoaders = {
  root: async ({ context }) => (await loadRoot()).rootLoader(serverOf(context)),
  page: async ({ context, request }) =>
    (await loadRoot()).pageChromeLoader(serverOf(context), routerPath(context, request)),
  navigationGroups: async ({ context }) => {
    // Data for the chrome's scripts only: as a page of its own it would be an empty one. The
    // representation is part of the page cache's key; an Accept header never was (issue 30 §2).
    if (serverOf(context).representation !== 'payload') throw notFound(serverOf(context).requestedPath);
    return (await loadRoot()).navigationGroupsLoader(serverOf(context));
  },
  home: async ({ context }) => (await loadContent()).contentLoader(serverOf(context), '/'),
  products:
    (product) =>
    async ({ request, context }) =>
      inOwnSpelling(
        context,
        await (await loadListing()).listingLoader(serverOf(context), new URL(request.url), product),
      ),
  feed:
    (type) =>
    async ({ request, context }) =>
      inOwnSpelling(
        context,
        await (await loadFeed()).feedLoader(serverOf(context), new URL(request.url), type),
      ),
  themesEmpty: ({ context }) => {
    throw notFound(serverOf(context).requestedPath, 'Page Not Found');
  },
  theme: async ({ params, request, context }) =>
    inOwnSpelling(
      context,
      await (await loadTheme()).themeLoader(serverOf(context), new URL(request.url), params.id),
    ),
  // The link inspector on its own path; every other configurator path is a designer (issue 31).
  inspector: async ({ request, context }) => {
    const url = new URL(request.url);
    return /\/configurator-inspector\/?$/.test(url.pathname)
      ? (await loadInspector()).inspectorLoader(url, serverOf(context))
      : (await loadDesigner()).designerLoader(url, serverOf(context));
  },
  // SPEC 2: the error path (where unknown language prefixes land) shows the CMS error story. It is
  // no page of its own: it answers 404 like every other address that leads nowhere (issue 23.8).
  error: async ({ context }) => data(await loadErrorStory(serverOf(context)), { status: 404 }),
  content,
};
