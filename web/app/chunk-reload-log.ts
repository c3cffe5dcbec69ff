import type { ReloadLog } from '../../shared/routing';

const KEY = 'shop:chunk-reloads';

/** The reload guard's memory, kept in sessionStorage so it survives the reload it causes. */
export function sessionReloadLog(): ReloadLog {
  const read = (): Record<string, number> => {
    try {
      return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
    } catch {
      return {};
    }
  };
  return {
    get: (path) => read()[path],
    set: (path, at) => {
      try {
        sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [path]: at }));
      } catch {
        // Storage may be full or blocked; the guard then only holds for this page's life.
      }
    },
  };
}
