import type { RouteObject } from 'react-router';
import { toSwissSpelling, usesSwissSpelling } from '../../shared/content/swiss-spelling';
import type { ListingProduct } from '../../shared/listings/filters';
import { ContentRoute } from '../features/content-page/ContentRoute';
import { AccountPage, WishlistPage } from '../features/customer';
import { LinkInspectorPage } from '../features/link-inspector/LinkInspectorPage';
import { FeedPage } from '../features/listings/FeedPage';
import { ListingPage } from '../features/listings/ListingPage';
import { ThemePage } from '../features/listings/ThemePage';
import { NewsletterConfirmPage } from '../features/newsletter';
import { Layout } from './layout/Layout';
import { notFound } from './not-found';
import { ErrorPage } from './pages/ErrorPage';
import { IconsPage } from './pages/IconsPage';
import { RouteError } from './pages/RouteError';
import { serverOf } from './server-context';

export interface RouteHandle {
  /** The page id used by tracking (SPEC 2). */
  pageId: string;
}

// Server-only loader modules are imported lazily: the browser never runs a loader (see
// payload-data-strategy.ts), so their code stays out of the page's JavaScript.
const loadContent = () => import('../features/content-page/content-loader');
const loadInspector = () => import('../features/link-inspector/inspector-loader');
const loadRoot = () => import('./root-loader');

const loadListing = () => import('../features/listings/listing-loader');

/** Theme titles come in German for every German market; Swiss markets write ss for ß. */
const inMarketSpelling = <T,>(context: Parameters<typeof serverOf>[0], data: T): T =>
  usesSwissSpelling(serverOf(context).info.market) ? toSwissSpelling(data) : data;
const loadTheme = () => import('../features/listings/theme-loader');
const loadFeed = () => import('../features/listings/feed-loader');

/** /products and its aliases: the listing of card themes or design groups (SPEC 2). */
const products = (id: string, path: string, product: ListingProduct): RouteObject => ({
  id,
  path,
  loader: async ({ request, context }) =>
    inMarketSpelling(
      context,
      await (await loadListing()).listingLoader(serverOf(context), new URL(request.url), product),
    ),
  element: <ListingPage />,
  handle: { pageId: 'products' } satisfies RouteHandle,
});

const feed = (type: 'card' | 'calendar' | 'collage'): RouteObject => ({
  id: `feed-${type}`,
  path: `feed-${type}`,
  loader: async ({ request, context }) =>
    inMarketSpelling(
      context,
      await (await loadFeed()).feedLoader(serverOf(context), new URL(request.url), type),
    ),
  element: <FeedPage />,
  handle: { pageId: `feed-${type}` } satisfies RouteHandle,
});

/** The embedded designer stand-in: every configurator path shows the link inspector. */
const inspector = (id: string, path: string): RouteObject => ({
  id,
  path,
  loader: async ({ request, context }) =>
    (await loadInspector()).inspectorLoader(new URL(request.url), serverOf(context)),
  element: <LinkInspectorPage />,
  handle: { pageId: 'link-inspector' } satisfies RouteHandle,
});

const CONFIGURATOR_PATHS = [
  'configurator-calendar',
  'configurator-card',
  'configurator-collage',
  'configurator-photo-frame',
  'configurator-photobook',
  'configurator-photobox',
] as const;

/** One route tree for server and browser. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: async ({ context }) => (await loadRoot()).rootLoader(serverOf(context)),
    // The global story does not change between pages of one visit.
    shouldRevalidate: () => false,
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        id: 'page',
        errorElement: <RouteError />,
        children: [
          {
            id: 'home',
            index: true,
            loader: async ({ context }) => (await loadContent()).contentLoader(serverOf(context), '/'),
            element: <ContentRoute />,
            handle: { pageId: 'home' } satisfies RouteHandle,
          },
          products('products', 'products', 'card'),
          products('products-kalender', 'vorkonfigurator-kalender', 'calendar'),
          products('products-karten', 'vorkonfigurator-karten', 'card'),
          feed('card'),
          feed('calendar'),
          feed('collage'),
          {
            id: 'themes-empty',
            path: 'themes',
            loader: ({ context }) => {
              throw notFound(serverOf(context).requestedPath, 'Page Not Found');
            },
          },
          {
            id: 'themes-id-theme',
            path: 'themes/:id',
            loader: async ({ params, request, context }) =>
              inMarketSpelling(
                context,
                await (await loadTheme()).themeLoader(serverOf(context), new URL(request.url), params.id),
              ),
            // Choosing options changes only the query; the theme itself is loaded once.
            shouldRevalidate: ({ currentParams, nextParams, defaultShouldRevalidate }) =>
              currentParams.id !== nextParams.id && defaultShouldRevalidate,
            element: <ThemePage />,
            handle: { pageId: 'themes-id-theme' } satisfies RouteHandle,
          },
          ...CONFIGURATOR_PATHS.map((path) => inspector(path, path)),
          inspector('configurator-inspector', 'configurator-inspector'),
          {
            id: 'blocks',
            path: '_blocks',
            lazy: async () => ({ Component: (await import('./pages/BlocksPage')).BlocksPage }),
            handle: { pageId: 'blocks' } satisfies RouteHandle,
          },
          {
            id: 'icons',
            path: '_icons',
            element: <IconsPage />,
            handle: { pageId: 'icons' } satisfies RouteHandle,
          },
          {
            id: 'account',
            path: 'kundenkonto',
            element: <AccountPage />,
            handle: { pageId: 'account' } satisfies RouteHandle,
          },
          {
            id: 'wishlist',
            path: 'kundenkonto/wunschliste',
            element: <WishlistPage />,
            handle: { pageId: 'wishlist' } satisfies RouteHandle,
          },
          {
            id: 'newsletter-confirm',
            path: 'kundenkonto/newsletter',
            element: <NewsletterConfirmPage />,
            handle: { pageId: 'newsletter-confirm' } satisfies RouteHandle,
          },
          {
            // SPEC 2: the error path loads its content story; without one, the shop's own text.
            id: 'error',
            path: 'error',
            loader: async ({ context }) => {
              const server = serverOf(context);
              try {
                return await (await loadContent()).contentLoader(server, '/error');
              } catch {
                return null;
              }
            },
            element: <ErrorPage />,
            handle: { pageId: 'error' } satisfies RouteHandle,
          },
          {
            id: 'content',
            path: '*',
            loader: async ({ context, request }) => {
              const server = serverOf(context);
              return (await loadContent()).contentLoader(server, server.requestedPath, new URL(request.url));
            },
            element: <ContentRoute />,
            handle: { pageId: 'content' } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
];
