/**
 * What crosses from server to browser for the router: the hydration data in the page's bootstrap
 * and a client navigation's `{path}/_payload.json`. Loader data is keyed by route id; each loader
 * types its own (web/app/route-loaders.tsx), the server only passes it along.
 */
import type { ContentPageData } from './content-page';

/** A route error as it crosses from server to browser (hydration data and _payload.json). */
export type SerializedError =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'error'; message: string };

export interface SerializedRouterState {
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedError> | null;
}

/** A client navigation's data: the same state plus the HTTP status and any redirect. */
export interface RoutePayload extends SerializedRouterState {
  status: number;
  redirect?: string;
  /** The CMS error story when the navigation ends on an error page (see error-story.ts). */
  errorStory?: ContentPageData | null;
}
