import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CompressionFigure {
  name: string;
  bytes: number;
  /** Milliseconds per compression of the page. */
  ms: number;
}

/** What each gzip and brotli level costs and saves on one page's HTML (the server uses br 4 / gzip 6). */
export function compressionLevels(html: string): CompressionFigure[] {
  const input = Buffer.from(html);
  const time = (compress: () => Buffer): { bytes: number; ms: number } => {
    let bytes = 0;
    const runs = 20;
    const start = process.hrtime.bigint();
    for (let i = 0; i < runs; i++) bytes = compress().length;
    return { bytes, ms: Number(process.hrtime.bigint() - start) / 1e6 / runs };
  };
  const figures: CompressionFigure[] = [];
  for (const level of [1, 6, 9]) {
    figures.push({ name: `gzip ${level}`, ...time(() => gzipSync(input, { level })) });
  }
  for (const quality of [1, 4, 6, 11]) {
    figures.push({
      name: `brotli ${quality}`,
      ...time(() => brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })),
    });
  }
  return figures;
}
