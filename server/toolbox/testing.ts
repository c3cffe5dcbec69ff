/** A server with only the toolbox, small limits, and sample files made with sharp. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { errorHandling } from '../http/error-handler';
import { requestContext } from '../http/request-context';
import { toolboxPlugin } from './plugin';
import type { PrintProducts } from './print-products';
import type { ToolboxSettings } from './settings';
import { WorkBudget } from './work-budget';

export const TEST_PRODUCTS: PrintProducts = async () => [
  {
    material: 'poster',
    label: 'Poster',
    formats: [
      { value: '300x200', width: 300, height: 200 },
      { value: '600x400', width: 600, height: 400 },
      { value: '900x600', width: 900, height: 600 },
    ],
  },
];

export interface ToolboxTestServer {
  app: FastifyInstance;
  origin: string;
  dir: string;
  /** The per-client work accounting the routes use. */
  budget: WorkBudget;
  close(): Promise<void>;
}

export async function startToolbox(
  overrides: Partial<ToolboxSettings> = {},
  /** Fastify's trustProxy: with 127.0.0.1, X-Forwarded-For names the client (several clients in one test). */
  options: { trustProxy?: string } = {},
): Promise<ToolboxTestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'toolbox-test-'));
  const app = Fastify({ logger: false, ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}) });
  errorHandling(app);
  // As in the shop: the request is read once at the edge (host, market, cookies).
  requestContext(app);
  const settings: ToolboxSettings = {
    dir,
    maxFileBytes: 2 * 1024 * 1024,
    maxFiles: 4,
    maxPixels: 40_000_000,
    ttlMs: 60_000,
    workers: 1,
    maxQueued: 8,
    uploadsPerIp: 2,
    workBudget: { pixels: 10_000_000_000, workMs: 600_000, windowMs: 600_000 },
    jobTimeoutSeconds: 60,
    ...overrides,
  };
  const budget = new WorkBudget(settings.workBudget);
  await app.register(toolboxPlugin, { settings, printProducts: TEST_PRODUCTS, budget });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    dir,
    budget,
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A photo-like image (noise compresses like a photo does, unlike a flat colour). */
export async function samplePhoto(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'tiff' | 'avif' = 'jpeg',
  texture: 'noise' | 'flat' = 'noise',
): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6a8caf',
      ...(texture === 'noise' ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 40 } } : {}),
    },
  });
  switch (format) {
    case 'jpeg':
      return image
        .jpeg({ quality: 92 })
        .withMetadata({ exif: { IFD0: { Copyright: 'test', Artist: 'tester' } } })
        .toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp().toBuffer();
    case 'tiff':
      return image.tiff().toBuffer();
    case 'avif':
      return image.avif().toBuffer();
  }
}

/**
 * A decompression bomb: a valid 1 x 1 PNG whose header is rewritten to declare `size` x `size`
 * pixels (CRC fixed), a few dozen bytes that would decode to gigabytes.
 */
export async function pngDeclaring(size: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // IHDR data starts at byte 16: width (4 bytes), height (4 bytes); its CRC covers type and data.
  png.writeUInt32BE(size, 16);
  png.writeUInt32BE(size, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export function form(
  files: { name: string; data: Buffer; type?: string }[],
  fields: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files) {
    body.append(
      'file',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return body;
}
