/**
 * The server's only way into the web app: it renders a page or answers a client navigation's
 * _payload.json, given what the server resolved about the request (DESIGN "A page request").
 */
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  RouterProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { hydrationGlobalOf, ownMarketLinksOf } from '../shared/chrome/global-hydration';
import { getOrCreate } from '../shared/collections/get-or-create';
import { hydrationDataOf } from '../shared/content/static-blocks';
import type { GlobalContent } from '../shared/content/story-types';
import type { ContentPageData } from '../shared/contracts/content-page';
import type { HybridLayout, HybridPart } from '../shared/contracts/hybrid-layout';
import type { ServerServices } from '../shared/contracts/page-services';
import type { Representation, ShopRequestInfo } from '../shared/contracts/request-info';
import type { RoutePayload } from '../shared/contracts/route-payload';
import type { FlagsBootstrap, RenderedRoute } from '../shared/flags';
import type { Bundle } from '../shared/markets/locales';
import type { TrackingBootstrap } from '../shared/tracking';
import { type Bootstrap, type PageAssets, serializeBootstrap } from './app/bootstrap';
import { Document } from './app/Document';
import { ErrorStoryContext } from './app/error-story';
import { Providers } from './app/Providers';
import { hybridChromeLoader, type RootData } from './app/root-loader';
import { loadErrorStory, serverLoaders } from './app/route-loaders';
import { serializeErrors } from './app/router-state';
import { createRoutes } from './app/routes';
import { serverContext } from './app/server-context';
import { ShopProvider } from './app/shop-context';
import { channelAtom } from './app/shop-state';
import { ChromeTop } from './features/chrome/ChromeTop';
import { ChromeProvider } from './features/chrome/context';
import { Footer } from './features/chrome/footer/Footer';
import { type FragmentCache, FragmentContext, type RenderFragments } from './features/content/fragments';
import { i18nAsset, messagesOf } from './i18n/bundles.server';
import { createI18n } from './i18n/create-i18n';
import { preloadIslands } from './ui/island';

export type { RoutePayload } from '../shared/contracts/route-payload';
export type { PageAssets } from './app/bootstrap';
export { I18N_PATH, i18nAsset } from './i18n/bundles.server';

const routes = createRoutes(serverLoaders);

/**
 * Everything a render reads about its request. The server's page cache keys it field by field
 * (server/ssr/page-cache.ts gives every field a role), so nothing may reach the render beside it.
 */
export interface RenderInput {
  /** The request as the router sees it: full path with prefix and query, and no headers at all. */
  request: Request;
  /** The HTML document or its _payload.json (the loaders' context carries it). */
  representation: Representation;
  info: ShopRequestInfo;
  services: ServerServices;
  requestedPath: string;
  /**
   * The server's flag evaluation for the routes the page renders (only those flags are asked, each
   * an impression); _payload.json never calls it. Handed to the browser as it is, like tracking.
   */
  flags: (routes: readonly RenderedRoute[]) => FlagsBootstrap;
  tracking: TrackingBootstrap;
  /** Set when the visual editor's preview token checked out. */
  preview?: { release?: string };
  /** A customer's session or wishlist came with the request: the page is personal (never cached). */
  customer: boolean;
  nonce: string;
  assets: PageAssets;
  /** Static blocks rendered before in the same context (anonymous renders only); absent: all render. */
  fragments?: FragmentCache;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'html';
      status: number;
      pipe: (destination: NodeJS.WritableStream) => void;
      abort: () => void;
      /** This render's lookups in the fragment cache; give it the finished page to keep what missed. */
      fragments?: RenderFragments;
    };

const SHELL_TIMEOUT_MS = 10_000;

/**
 * One i18next instance per bundle: nothing changes it after init (no language switch on the
 * server), and making one per request cost a fifth of a millisecond.
 */
const i18nInstances = new WeakMap<ServerServices['log'], Map<Bundle, ReturnType<typeof createI18n>>>();
function i18nFor(bundle: Bundle, log: ServerServices['log']): ReturnType<typeof createI18n> {
  const byBundle = getOrCreate(i18nInstances, log, () => new Map());
  return getOrCreate(byBundle, bundle, () => createI18n(bundle, messagesOf(bundle), (m) => log.warn(m)));
}

/**
 * One static handler per basename (a platform and language prefix: a few dozen at most). Making
 * one flattens and ranks the whole route tree, a third of a millisecond per request otherwise.
 */
const staticHandlers = new Map<string, ReturnType<typeof createStaticHandler>>();
function staticHandlerFor(basename: string): ReturnType<typeof createStaticHandler> {
  return getOrCreate(staticHandlers, basename, () => createStaticHandler(routes, { basename }));
}

/**
 * Runs the loaders. For _payload.json, errors stay keyed by the route that threw, so the browser
 * can rethrow them there and let its router find the boundary, as it would for a local loader.
 */
async function query(
  input: RenderInput,
  skipLoaderErrorBubbling = false,
  onlyRoutes?: ReadonlySet<string>,
): Promise<StaticHandlerContext | Response> {
  const handler = staticHandlerFor(input.info.basename || '/');
  const requestContext = new RouterContextProvider();
  requestContext.set(serverContext, {
    info: input.info,
    services: input.services,
    requestedPath: input.requestedPath,
    representation: input.representation,
    ...(input.preview ? { preview: input.preview } : {}),
  });
  return handler.query(input.request, {
    requestContext,
    skipLoaderErrorBubbling,
    ...(onlyRoutes ? { filterMatchesToLoad: (match) => onlyRoutes.has(match.route.id) } : {}),
  });
}

/**
 * SPEC 8 "error page encountered": every page that answers with an error status is logged; a
 * route that failed also gets the CMS error story to show (the /error route loads its own).
 */
async function errorPageStory(
  input: RenderInput,
  context: StaticHandlerContext,
): Promise<ContentPageData | null> {
  if (context.statusCode < 400) return null;
  input.services.log.warn('error page encountered', {
    status: context.statusCode,
    path: input.requestedPath,
    routes: Object.keys(context.errors ?? {}),
  });
  if (!context.errors) return null;
  return loadErrorStory({
    info: input.info,
    services: input.services,
    requestedPath: input.requestedPath,
    representation: input.representation,
    ...(input.preview ? { preview: input.preview } : {}),
  });
}

function redirectOf(response: Response): { status: number; location: string } {
  return { status: response.status, location: response.headers.get('Location') ?? '/' };
}

/**
 * The loaders' data as the first page's hydration needs it: no fields of blocks the browser keeps
 * as HTML, neither in the page's story nor in the footer boxes of the global one.
 */
function hydrationLoaderData(
  loaderData: Record<string, unknown>,
  info: ShopRequestInfo,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(loaderData).map(([id, data]) => [
      id,
      id === 'root' ? hydrationRootData(data as RootData | null, info) : hydrationDataOf(data),
    ]),
  );
}

/**
 * The global story's hydration data, per story object and shop: the loader hands out the same
 * object until the story reloads (storyInMarket), and trimming it walks the whole story.
 */
const hydrationGlobals = new WeakMap<GlobalContent, Map<string, GlobalContent>>();

function hydrationRootData(data: RootData | null, info: ShopRequestInfo): RootData | null {
  const story = data?.global;
  if (!story) return data;
  const byShop = getOrCreate(hydrationGlobals, story, () => new Map<string, GlobalContent>());
  const shop = `${info.market} ${info.channel} ${info.platform} ${info.origin}`;
  const global = getOrCreate(byShop, shop, () =>
    hydrationGlobalOf(
      story,
      ownMarketLinksOf({
        market: info.market,
        channel: info.channel,
        platform: info.platform,
        origin: info.origin,
      }),
    ),
  );
  return { ...data, global };
}

export async function renderPage(input: RenderInput): Promise<RenderResult> {
  // Islands render in full on the server: their code must be there before the first render.
  await preloadIslands();
  const context = await query(input);
  if (context instanceof Response) return { kind: 'redirect', ...redirectOf(context) };

  const { info } = input;
  const errorStory = await errorPageStory(input, context);
  const flags = input.flags(
    context.matches.map((m) => ({ id: m.route.id, data: context.loaderData[m.route.id] })),
  );
  const i18n = i18nFor(info.bundle, input.services.log);
  const bootstrap: Bootstrap = {
    info,
    flags,
    tracking: input.tracking,
    i18n: { bundle: info.bundle, href: i18nAsset(info.bundle).href },
    router: {
      loaderData: hydrationLoaderData(context.loaderData, info),
      errors: serializeErrors(context.errors),
    },
    assets: input.assets,
    ...(errorStory ? { errorStory } : {}),
  };
  const router = createStaticRouter(staticHandlerFor(input.info.basename || '/').dataRoutes, context);
  const fragments = input.fragments?.forRender(fragmentRenderKey(input, flags));
  const app = (
    <Document
      lang={info.market}
      css={input.assets.css}
      // A build fetches the translations when it starts the entry (startAfterFirstPaint): in the
      // head they took bandwidth from the LCP image (26 kB beside a 17 kB image on a phone).
      preload={input.assets.devPreamble ? [bootstrap.i18n.href] : []}
      bootstrapJson={serializeBootstrap(bootstrap)}
    >
      <FragmentContext value={fragments ?? null}>
        <Providers info={info} i18n={i18n} flags={flags} tracking={input.tracking}>
          <ErrorStoryContext value={errorStory}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={input.nonce} />
          </ErrorStoryContext>
        </Providers>
      </FragmentContext>
    </Document>
  );

  // Development loads Vite's client first, as modules; a build starts its entry after first paint.
  const startScripts = input.assets.devPreamble
    ? { bootstrapModules: ['/@vite/client', input.assets.entry] }
    : { bootstrapScriptContent: startAfterFirstPaint(input.assets.entry, bootstrap.i18n.href) };
  return new Promise<RenderResult>((resolve, reject) => {
    let settled = false;
    const ready = () => {
      if (settled) return;
      settled = true;
      resolve({
        kind: 'html',
        status: context.statusCode,
        pipe: stream.pipe,
        abort: () => stream.abort(),
        ...(fragments ? { fragments } : {}),
      });
    };
    const stream = renderToPipeableStream(app, {
      nonce: input.nonce,
      ...startScripts,
      // Islands are Suspense boundaries that never wait on the server (their code is preloaded):
      // keep them in place instead of letting React move large ones to the end of the stream,
      // which would need its inline reveal scripts and show nothing until they ran.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Crawlers get the whole page at once; people get the shell as soon as it is ready.
      onShellReady: () => {
        if (!info.isBot) ready();
      },
      onAllReady: ready,
      onShellError: (error) => {
        if (!settled) reject(error);
      },
      onError: (error) => {
        input.services.log.error('render error', { error: String(error) });
      },
    });
    setTimeout(() => stream.abort(), SHELL_TIMEOUT_MS).unref();
  });
}

/**
 * Everything of a request that a static block may read (FragmentBlock has the rest): the shop
 * context but its clock (no static block shows time-based content), the flag treatments, and the
 * router path, against which relative links resolve. The query is not in it: blocks never read it,
 * and what it changes in their data is part of the block's own key.
 */
function fragmentRenderKey(input: RenderInput, flags: FlagsBootstrap): string {
  return JSON.stringify([
    { ...input.info, requestTime: 0 },
    flags.treatments,
    flags.overrides,
    new URL(input.request.url).pathname,
  ]);
}

/**
 * The inline script that loads the entry once the page has painted. A module script in the HTML
 * starts fetching the framework (its static imports, ~115 kB) while the browser still lays out
 * the page: on a slow line it competes with the stylesheet and the LCP image, and in Lighthouse a
 * framework that arrived before the first contentful paint counts towards FCP and LCP (2.3 s
 * instead of 1.5 s on a phone). So it waits for the first contentful paint and, when the page has
 * an LCP image (fetchpriority=high), for that image too (loaded or failed), then for the frame
 * that paints it; the translations the entry needs (`fetchHref`) are preloaded at the same moment.
 * In a hidden tab (it never paints) it starts at once; after three seconds in any case. Every
 * browser that runs the entry (built for ES2023) has paint timing. The script element carries the
 * page's nonce.
 */
export function startAfterFirstPaint(entry: string, fetchHref: string): string {
  const src = JSON.stringify(entry);
  const href = JSON.stringify(fetchHref);
  return `(function(d,n){var s,p,i=d.querySelector("img[fetchpriority=high]"),c=function(t,o){return Object.assign(d.createElement(t),o)},go=function(){s||d.head.append(c("link",{rel:"preload",as:"fetch",crossOrigin:"anonymous",href:${href}}),s=c("script",{type:"module",src:${src},nonce:n}))},ok=function(){p&&!(i&&!i.complete)&&requestAnimationFrame(function(){setTimeout(go)})};if(i)i.onload=i.onerror=ok;if(d.hidden)go();else{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)p=1,ok()}).observe({type:"paint",buffered:true});setTimeout(go,3e3)}})(document,document.currentScript.nonce)`;
}

/** The data of a client navigation, with the status the page would have had. */
export async function loadPayload(input: RenderInput): Promise<RoutePayload> {
  // The browser names the routes whose data it needs (_routes); the rest it already has.
  const wanted = new URL(input.request.url).searchParams.get('_routes');
  const onlyRoutes = wanted ? new Set(wanted.split(',').slice(0, 20)) : undefined;
  const context = await query(input, true, onlyRoutes);
  if (context instanceof Response) {
    const { status, location } = redirectOf(context);
    return { status, redirect: location, loaderData: {}, errors: null };
  }
  const errorStory = await errorPageStory(input, context);
  return {
    status: context.statusCode,
    loaderData: context.loaderData,
    errors: serializeErrors(context.errors),
    ...(errorStory ? { errorStory } : {}),
  };
}

export interface HybridInput {
  info: ShopRequestInfo;
  services: ServerServices;
  parts: readonly HybridPart[];
  assets: PageAssets;
}

/** The hybrid layout, or "empty" when the market has no global story to build it from. */
export type HybridResult = { kind: 'empty' } | { kind: 'layout'; layout: HybridLayout };

/**
 * SPEC 8 hybrid layout: the pages' own header and footer as static HTML for another application
 * to embed. No hydration there, so the chrome's client-only parts (flyouts' late groups, floating
 * buttons, the newsletter island) are left out or given in full; a render error is thrown.
 */
export async function renderHybridLayout(input: HybridInput): Promise<HybridResult> {
  const { info, services } = input;
  const { global, reviews } = await hybridChromeLoader({
    info,
    services,
    requestedPath: '/',
    representation: 'document',
  });
  if (!global) return { kind: 'empty' };
  await preloadIslands();
  const i18n = i18nFor(info.bundle, services.log);
  const chromeLog = {
    error: (message: string, detail?: Record<string, unknown>) => services.log.error(message, detail),
  };
  // One render per part: each is embedded on its own, at the top and the bottom of the other page.
  const render = (node: ReactNode): string => {
    const store = createStore();
    store.set(channelAtom, info.channel);
    const router = createMemoryRouter([{ path: '*', element: node }], {
      initialEntries: [`${info.basename}/`],
      ...(info.basename ? { basename: info.basename } : {}),
    });
    return renderToString(
      <ShopProvider info={info}>
        <I18nextProvider i18n={i18n}>
          <JotaiProvider store={store}>
            <ChromeProvider now={info.requestTime} dismissals={info.dismissals} log={chromeLog}>
              <RouterProvider router={router} />
            </ChromeProvider>
          </JotaiProvider>
        </I18nextProvider>
      </ShopProvider>,
    );
  };
  const layout: HybridLayout = { css: input.assets.css, lang: info.market };
  if (input.parts.includes('header')) {
    layout.header = render(<ChromeTop global={global} subNavigation={null} smartbanner={null} />);
  }
  if (input.parts.includes('footer')) layout.footer = render(<Footer global={global} reviews={reviews} />);
  return { kind: 'layout', layout };
}
