import type {
  HybridInput,
  HybridResult,
  i18nAsset,
  PageAssets,
  RenderInput,
  RenderResult,
  RoutePayload,
} from '../../web/entry-server';

/** The SSR entry as the server uses it: from the build in production, through Vite in development. */
export interface Renderer {
  assets: PageAssets;
  renderPage(input: RenderInput): Promise<RenderResult>;
  loadPayload(input: RenderInput): Promise<RoutePayload>;
  /** The header and footer for other applications to embed (SPEC 8 hybrid layout). */
  renderHybridLayout(input: HybridInput): Promise<HybridResult>;
  /** A translation bundle as the file the browser fetches. */
  i18nAsset: typeof i18nAsset;
}
