import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Picks br, then gzip, honouring q=0 refusals. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/**
 * A compressor for streamed HTML. Brotli at quality 4 keeps the CPU cost of a dynamic page near
 * gzip's while still compressing better; React flushes it after each chunk it writes.
 */
export function compressorFor(encoding: Exclude<Encoding, 'identity'>): Transform {
  if (encoding === 'br') {
    return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  return createGzip({ level: 6 });
}
