import { claimChunkReload } from '../../shared/routing';
import { sessionReloadLog } from './chunk-reload-log';

/** Vite reports a failed lazy chunk (often after a deploy) as vite:preloadError: reload once. */
export function listenForChunkErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    if (claimChunkReload(location.pathname, Date.now(), sessionReloadLog())) {
      event.preventDefault();
      location.reload();
    }
  });
}
