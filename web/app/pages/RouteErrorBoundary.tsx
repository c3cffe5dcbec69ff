import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { claimChunkReload, isChunkLoadError } from '../../../shared/routing/chunk-reload';
import { island } from '../../ui/island';
import { sessionReloadLog } from '../chunk-reload-log';

const RouteError = island(async () => (await import('./RouteError')).RouteError);

/**
 * A route's error element. A chunk that failed to load (a deploy replaced it) reloads the page
 * once (SPEC 2); that part lives in the entry, because the error page's own chunk may be the one
 * that cannot load. Everything else is the error page, a chunk of its own.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError && claimChunkReload(location.pathname, Date.now(), sessionReloadLog())) {
      location.reload();
    }
  }, [chunkError]);
  return <RouteError />;
}
