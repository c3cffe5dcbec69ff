import type { RouteObject } from 'react-router';
import { isSaneSlug } from '../../shared/routing';
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

/** One route tree for server and browser; loaders run on the server only (see payload.ts). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
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
