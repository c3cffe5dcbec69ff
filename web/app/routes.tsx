import type { RouteObject } from 'react-router';
import { isSaneSlug } from '../../shared/routing';
import { LinkInspectorPage } from '../features/link-inspector/LinkInspectorPage';
import { Layout } from './layout/Layout';
import { notFound } from './not-found';
import { ErrorPage } from './pages/ErrorPage';
import { HomePage } from './pages/HomePage';
import { IconsPage } from './pages/IconsPage';
import { ProductsPage, productsLoader } from './pages/ProductsPage';
import { RouteError } from './pages/RouteError';
import { ThemePage } from './pages/ThemePage';
import { serverOf } from './server-context';

export interface RouteHandle {
  /** The page id used by tracking (SPEC 2). */
  pageId: string;
}

const products = (id: string, path: string): RouteObject => ({
  id,
  path,
  loader: ({ context }) => productsLoader(serverOf(context).info),
  element: <ProductsPage />,
  handle: { pageId: 'products' } satisfies RouteHandle,
});

/**
 * The embedded designer stand-in: every configurator path shows the link inspector. The loader's
 * module is imported lazily, so the browser bundle never carries the parser it never runs.
 */
const inspector = (id: string, path: string): RouteObject => ({
  id,
  path,
  loader: async ({ request, context }) => {
    const { inspectorLoader } = await import('../features/link-inspector/inspector-loader');
    return inspectorLoader(new URL(request.url), serverOf(context));
  },
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

/** One route tree for server and browser; loaders run on the server only (see payload.ts). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: async ({ context }) => (await import('./root-loader')).rootLoader(serverOf(context)),
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
            element: <HomePage />,
            handle: { pageId: 'home' } satisfies RouteHandle,
          },
          products('products', 'products'),
          products('products-kalender', 'vorkonfigurator-kalender'),
          products('products-karten', 'vorkonfigurator-karten'),
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
            loader: ({ params, context }) => {
              const id = params.id?.trim() ?? '';
              if (!id) throw notFound(serverOf(context).requestedPath, 'Page Not Found');
              return { id };
            },
            element: <ThemePage />,
            handle: { pageId: 'themes-id-theme' } satisfies RouteHandle,
          },
          ...CONFIGURATOR_PATHS.map((path) => inspector(path, path)),
          inspector('configurator-inspector', 'configurator-inspector'),
          {
            id: 'icons',
            path: '_icons',
            element: <IconsPage />,
            handle: { pageId: 'icons' } satisfies RouteHandle,
          },
          {
            id: 'error',
            path: 'error',
            element: <ErrorPage />,
            handle: { pageId: 'error' } satisfies RouteHandle,
          },
          {
            id: 'content',
            path: '*',
            loader: ({ context }) => {
              const { requestedPath } = serverOf(context);
              if (!isSaneSlug(requestedPath)) throw notFound(requestedPath);
              // Content pages arrive with the CMS; until a story exists for a slug it is not found.
              throw notFound(requestedPath);
            },
          },
        ],
      },
    ],
  },
];
