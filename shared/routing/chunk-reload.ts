/** SPEC 2: a chunk-load error reloads the page once, at most once per 10 s per path (SPEC 9). */
export const RELOAD_GUARD_MS = 10_000;

export interface ReloadLog {
  get(path: string): number | undefined;
  set(path: string, at: number): void;
}

/** Decides whether to reload, and records the reload when it does. */
export function claimChunkReload(path: string, now: number, log: ReloadLog): boolean {
  const last = log.get(path);
  if (last !== undefined && now - last < RELOAD_GUARD_MS && now >= last) return false;
  log.set(path, now);
  return true;
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR.test(message);
}
