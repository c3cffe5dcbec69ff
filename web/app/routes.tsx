import type { LoaderFunction, RouteObject } from 'react-router';
import { NAVIGATION_GROUPS_PATH, NAVIGATION_GROUPS_ROUTE } from '../../shared/chrome/navigation-groups-route';
import type { ListingProduct } from '../../shared/listings/filters';
import { island } from '../ui/island';
import { Layout } from './layout/Layout';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary';

// Every page is an island: its code is a chunk of its own, fetched after the entry hydrated.
const ContentRoute = island(async () => (await import('../features/content-page/ContentRoute')).ContentRoute);
const AccountPage = island(async () => (await import('../features/customer/AccountPage')).AccountPage);
const CartPage = island(async () => (await import('../features/cart/CartPage')).CartPage);
const WishlistPage = island(async () => (await import('../features/customer/WishlistPage')).WishlistPage);
const LinkInspectorPage = island(
  async () => (await import('../features/link-inspector/LinkInspectorPage')).LinkInspectorPage,
);
const FeedPage = island(async () => (await import('../features/listings/FeedPage')).FeedPage);
const ListingPage = island(async () => (await import('../features/listings/ListingPage')).ListingPage);
const ThemePage = island(async () => (await import('../features/listings/ThemePage')).ThemePage);
const NewsletterConfirmPage = island(
  async () => (await import('../features/newsletter/NewsletterConfirmPage')).NewsletterConfirmPage,
);
const ErrorPage = island(async () => (await import('./pages/ErrorPage')).ErrorPage);
const BlocksPage = island(async () => (await import('./pages/BlocksPage')).BlocksPage);
const IconsPage = island(async () => (await import('./pages/IconsPage')).IconsPage);

export interface RouteHandle {
  /** The page id used by tracking (SPEC 2). */
  pageId: string;
}

/**
 * The loaders of the route tree, by route id. Only the server runs them (route-loaders.ts); the
 * browser gets stand-ins, because its data comes from _payload.json (payload-data-strategy.ts)
 * and the real loaders' code (CMS, catalogue, spelling rules) has no business in its JavaScript.
 */
export interface RouteLoaders {
  root: LoaderFunction;
  /** The chrome's data for the page's path (its sub-navigation). */
  page: LoaderFunction;
  /** The navigation's flyout groups, asked for only through _payload.json (useNavigationGroups). */
  navigationGroups: LoaderFunction;
  home: LoaderFunction;
  products: (product: ListingProduct) => LoaderFunction;
  feed: (type: 'card' | 'calendar' | 'collage') => LoaderFunction;
  themesEmpty: LoaderFunction;
  theme: LoaderFunction;
  inspector: LoaderFunction;
  error: LoaderFunction;
  content: LoaderFunction;
}

const CONFIGURATOR_PATHS = [
  'configurator-calendar',
  'configurator-card',
  'configurator-collage',
  'configurator-photo-frame',
  'configurator-photobook',
  'configurator-photobox',
] as const;

/** One route tree for server and browser; only the loaders differ. */
export function createRoutes(loaders: RouteLoaders): RouteObject[] {
  /** /products and its aliases: the listing of card themes or design groups (SPEC 2). */
  const products = (id: string, path: string, product: ListingProduct): RouteObject => ({
    id,
    path,
    loader: loaders.products(product),
    element: <ListingPage />,
    handle: { pageId: 'products' } satisfies RouteHandle,
  });
  const feed = (type: 'card' | 'calendar' | 'collage'): RouteObject => ({
    id: `feed-${type}`,
    path: `feed-${type}`,
    loader: loaders.feed(type),
    element: <FeedPage />,
    handle: { pageId: `feed-${type}` } satisfies RouteHandle,
  });
  /** The embedded designer stand-in: every configurator path shows the link inspector. */
  const inspector = (id: string, path: string): RouteObject => ({
    id,
    path,
    loader: loaders.inspector,
    element: <LinkInspectorPage />,
    handle: { pageId: 'link-inspector' } satisfies RouteHandle,
  });

  return [
    {
      id: 'root',
      path: '/',
      loader: loaders.root,
      // The global story does not change between pages of one visit.
      shouldRevalidate: () => false,
      element: <Layout />,
      errorElement: <RouteErrorBoundary />,
      children: [
        { id: NAVIGATION_GROUPS_ROUTE, path: NAVIGATION_GROUPS_PATH, loader: loaders.navigationGroups },
        {
          id: 'page',
          loader: loaders.page,
          errorElement: <RouteErrorBoundary />,
          children: [
            {
              id: 'home',
              index: true,
              loader: loaders.home,
              element: <ContentRoute />,
              handle: { pageId: 'home' } satisfies RouteHandle,
            },
            products('products', 'products', 'card'),
            products('products-kalender', 'vorkonfigurator-kalender', 'calendar'),
            products('products-karten', 'vorkonfigurator-karten', 'card'),
            feed('card'),
            feed('calendar'),
            feed('collage'),
            { id: 'themes-empty', path: 'themes', loader: loaders.themesEmpty },
            {
              id: 'themes-id-theme',
              path: 'themes/:id',
              loader: loaders.theme,
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
              element: <BlocksPage />,
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
              // The checkout application's cart when CART_URL is set (the server redirects), else this.
              id: 'cart',
              path: 'warenkorb',
              element: <CartPage />,
              handle: { pageId: 'cart' } satisfies RouteHandle,
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
              loader: loaders.error,
              element: <ErrorPage />,
              handle: { pageId: 'error' } satisfies RouteHandle,
            },
            {
              id: 'content',
              path: '*',
              loader: loaders.content,
              element: <ContentRoute />,
              handle: { pageId: 'content' } satisfies RouteHandle,
            },
          ],
        },
      ],
    },
  ];
}

/** The browser's loaders: never called (the data strategy answers from _payload.json). */
const payloadOnly: LoaderFunction = () => null;
export const browserLoaders: RouteLoaders = {
  root: payloadOnly,
  page: payloadOnly,
  navigationGroups: payloadOnly,
  home: payloadOnly,
  products: () => payloadOnly,
  feed: () => payloadOnly,
  themesEmpty: payloadOnly,
  theme: payloadOnly,
  inspector: payloadOnly,
  error: payloadOnly,
  content: payloadOnly,
};
