import { createContext, useCallback, useContext } from 'react';

/** Where the block library reports content problems (SPEC 8: unknown blocks, missing renderers). */
export interface ContentLog {
  warn(message: string, detail?: Record<string, unknown>): void;
}

/** Without a provider problems go to the console; the server provides its request logger. */
export const defaultContentLog: ContentLog = {
  warn(message, detail) {
    console.warn(message, detail ?? {});
  },
};

export const ContentLogContext = createContext<ContentLog>(defaultContentLog);

// Per logger, so one request's logger reports each problem once and the next request's again.
const reported = new WeakMap<ContentLog, Set<string>>();

/** Logs a message the first time its key is seen by this logger; later repeats stay silent. */
export function warnOnce(
  log: ContentLog,
  key: string,
  message: string,
  detail?: Record<string, unknown>,
): void {
  let seen = reported.get(log);
  if (!seen) {
    seen = new Set();
    reported.set(log, seen);
  }
  if (seen.has(key)) return;
  seen.add(key);
  log.warn(message, detail);
}

export function useContentLog(): ContentLog {
  return useContext(ContentLogContext);
}

/** `warnOnce` bound to the logger in context. */
export function useWarnOnce(): (key: string, message: string, detail?: Record<string, unknown>) => void {
  const log = useContentLog();
  return useCallback((key, message, detail) => warnOnce(log, key, message, detail), [log]);
}
