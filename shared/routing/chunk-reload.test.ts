import { describe, expect, it } from 'vitest';
import { claimChunkReload, isChunkLoadError, type ReloadLog } from './chunk-reload';

function memoryLog(): ReloadLog {
  const map = new Map<string, number>();
  return { get: (p) => map.get(p), set: (p, t) => void map.set(p, t) };
}

describe('chunk-load reload guard', () => {
  it('reloads once per path within 10 s', () => {
    const log = memoryLog();
    expect(claimChunkReload('/a', 1_000, log)).toBe(true);
    expect(claimChunkReload('/a', 5_000, log)).toBe(false);
    expect(claimChunkReload('/b', 5_000, log)).toBe(true);
    expect(claimChunkReload('/a', 10_999, log)).toBe(false);
    expect(claimChunkReload('/a', 11_000, log)).toBe(true);
  });

  it('recognises chunk-load errors of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });
});
