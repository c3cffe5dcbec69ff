import { type DataStrategyFunction, type DataStrategyResult, data, redirect } from 'react-router';
import { rememberErrorStory } from './error-story';
import { deserializeError, payloadUrlOf, type RoutePayload } from './router-state';

/**
 * Client navigations fetch the next page's data from {path}/_payload.json in one request; the
 * loaders themselves run only on the server, next to the CMS and the database.
 */
export const payloadDataStrategy: DataStrategyFunction = async ({ request, matches }) => {
  const toLoad = matches.filter((m) => m.shouldCallHandler());
  if (toLoad.length === 0) return {};
  const url = new URL(request.url);
  let payload: RoutePayload;
  try {
    const routes = new URLSearchParams(url.search);
    routes.set('_routes', toLoad.map((m) => m.route.id).join(','));
    const response = await fetch(payloadUrlOf(url.pathname, `?${routes.toString()}`), {
      headers: { Accept: 'application/json' },
      signal: request.signal,
      credentials: 'same-origin',
    });
    payload = (await response.json()) as RoutePayload;
  } catch (error) {
    // Offline or a broken deploy: fall back to a full page load, which has its own error page.
    if (request.signal.aborted) throw error;
    window.location.assign(url.href);
    return new Promise<Record<string, DataStrategyResult>>(() => {});
  }

  rememberErrorStory(payload.errorStory);
  if (payload.redirect) {
    const target = payload.redirect;
    const results: Record<string, DataStrategyResult> = {};
    for (const m of toLoad) results[m.route.id] = await m.resolve(() => redirect(target, payload.status));
    return results;
  }

  const results: Record<string, DataStrategyResult> = {};
  for (const m of toLoad) {
    const id = m.route.id;
    const error = payload.errors?.[id];
    results[id] = await m.resolve(() => {
      if (error) {
        if (error.kind === 'response')
          throw data(error.data, { status: error.status, statusText: error.statusText });
        throw deserializeError(error);
      }
      return payload.loaderData[id] ?? null;
    });
  }
  return results;
};
