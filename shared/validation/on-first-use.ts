/**
 * A value built on first use. Schemas made this way cost nothing to modules that import only the
 * types and helpers beside them, so the validation library stays out of the browser's entry chunk.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}
