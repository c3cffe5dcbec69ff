import type { RouteObject } from 'react-router';
import { ContentRoute } from '../features/content-page/ContentRoute';
import { LinkInspectorPage } from '../features/link-inspector/LinkInspectorPage';
import { Layout } from './layout/Layout';
import { notFound } from './not-found';
import { ErrorPage } from './pages/ErrorPage';
import { IconsPage } from './pages/IconsPage';
import { ProductsPage, productsLoader } from './pages/ProductsPage';
import { RouteError } from './pages/RouteError';
import { ThemePage } from './pages/ThemePage';
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

const products = (id: string, path: string): RouteObject => ({
  id,
  path,
  loader: ({ context }) => productsLoader(serverOf(context).info),
  element: <ProductsPage />,
  handle: { pageId: 'products' } satisfies RouteHandle,
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
