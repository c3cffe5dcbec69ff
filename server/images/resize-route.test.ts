import { mkdir, mkdtemp, readdir, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImagesPluginOptions, imagesPlugin } from './resize-route';

let base: string;
let assets: string;
let more: string;

async function makeApp(overrides: Partial<ImagesPluginOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(imagesPlugin, {
    assetRoots: [assets, more],
    cacheDir: join(base, `cache-${Math.random().toString(36).slice(2)}`),
    maxCacheBytes: 50_000_000,
    ...overrides,
  });
  await app.ready();
  return app;
}

function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

async function metadataOf(response: LightMyRequestResponse) {
  return sharp(response.rawPayload).metadata();
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'images-route-'));
  assets = join(base, 'assets');
  more = join(base, 'more');
  await mkdir(join(assets, 'nested', 'deep'), { recursive: true });
  await mkdir(more, { recursive: true });

  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366cc', noise } })
    .jpeg()
    .toFile(join(assets, 'photo.jpg'));
  await sharp({
    create: { width: 100, height: 100, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } },
  })
    .png()
    .toFile(join(assets, 'alpha.png'));
  await sharp({ create: { width: 120, height: 60, channels: 3, background: '#00aa00' } })
    .png()
    .toFile(join(assets, 'opaque.png'));
  await sharp({ create: { width: 80, height: 40, channels: 3, background: '#aaaa00' } })
    .webp()
    .toFile(join(assets, 'nested', 'deep', 'pic.webp'));
  await sharp({ create: { width: 30, height: 30, channels: 3, background: '#ffffff' } })
    .png()
    .toFile(join(more, 'second.png'));
  await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
    .png()
    .toFile(join(base, 'secret.png'));
  await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
    .png()
    .toFile(join(assets, '.hidden.png'));
  await writeFile(join(assets, 'broken.png'), 'this is not a png');
  await writeFile(join(assets, 'notes.txt'), 'text');
  await symlink(join(base, 'secret.png'), join(assets, 'link-out.png'));
  await symlink(join(assets, 'opaque.png'), join(assets, 'link-in.png'));
  await symlink(base, join(assets, 'dir-out'));
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('resizing', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it.each<[string, number, number]>([
    // Sizes on the rendition ladder (ladder.ts); off-ladder sizes are the 'snapped' table below.
    ['width=160,format=png', 160, 80],
    ['h=64,format=png', 128, 64],
    ['width=64,height=64,fit=cover,format=png', 64, 64],
    ['width=1024,format=png', 400, 200],
    ['width=1024,fit=scale-down,format=png', 400, 200],
    ['width=800,fit=contain,format=png', 800, 400],
    ['width=160,height=160,fit=pad,format=png', 160, 160],
    ['width=320,height=80,fit=crop,format=png', 320, 80],
    ['width=80,dpr=2,format=png', 160, 80],
    ['width=64,rotate=90,format=png', 64, 128],
    ['rotate=270,format=png', 200, 400],
    ['width=160,blur=50,brightness=-100,format=png', 160, 80],
    ['width=160,brightness=100,quality=0,format=jpeg', 160, 80],
  ])('%s', async (options, width, height) => {
    const response = await get(app, `/cdn-cgi/image/${options}/photo.jpg`);
    expect(response.statusCode).toBe(200);
    const meta = await metadataOf(response);
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it('encodes the requested format', async () => {
    for (const [format, type] of [
      ['webp', 'image/webp'],
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      const response = await get(app, `/cdn-cgi/image/width=20,format=${format}/photo.jpg`);
      expect(response.headers['content-type']).toBe(type);
      expect((await metadataOf(response)).format).toBe(format);
      expect(response.headers.vary).toBeUndefined();
    }
  });

  it('flattens alpha onto white for jpeg', async () => {
    const response = await get(app, '/cdn-cgi/image/format=jpeg/alpha.png');
    const meta = await metadataOf(response);
    expect(meta.format).toBe('jpeg');
    expect(meta.hasAlpha).toBe(false);
  });

  it('keeps the source format without a format option', async () => {
    expect((await metadataOf(await get(app, '/cdn-cgi/image/width=20/photo.jpg'))).format).toBe('jpeg');
    expect((await metadataOf(await get(app, '/cdn-cgi/image/width=20/opaque.png'))).format).toBe('png');
    const webp = await get(app, '/cdn-cgi/image/width=20/nested/deep/pic.webp');
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('sends long Cache-Control, an ETag and nosniff', async () => {
    const response = await get(app, '/cdn-cgi/image/width=30/photo.jpg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/cdn-cgi/image/width=30/photo.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.length).toBe(0);
  });
});

describe('format=auto', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

  it('serves webp to clients that accept it, with Vary: Accept', async () => {
    const response = await get(app, '/cdn-cgi/image/width=40,format=auto/photo.jpg', { accept: chrome });
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toBe('Accept');
    expect((await metadataOf(response)).format).toBe('webp');
  });

  it('falls back to jpeg for opaque and png for transparent sources', async () => {
    const jpeg = await get(app, '/cdn-cgi/image/width=40,format=auto/photo.jpg', { accept: '*/*' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers.vary).toBe('Accept');
    const png = await get(app, '/cdn-cgi/image/width=40,format=auto/alpha.png', { accept: 'image/*' });
    expect(png.headers['content-type']).toBe('image/png');
    expect((await metadataOf(png)).hasAlpha).toBe(true);
    const none = await get(app, '/cdn-cgi/image/width=40,format=auto/photo.jpg');
    expect(none.headers['content-type']).toBe('image/jpeg');
  });

  it('turns a webp source into png or jpeg for clients without webp', async () => {
    const response = await get(app, '/cdn-cgi/image/format=auto/nested/deep/pic.webp', {
      accept: 'image/png',
    });
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  it('treats q=0 as refusal', async () => {
    const response = await get(app, '/cdn-cgi/image/width=40,format=auto/photo.jpg', {
      accept: 'image/webp;q=0, image/*',
    });
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  it('caches the two variants separately', async () => {
    const url = '/cdn-cgi/image/width=41,blur=1,format=auto/photo.jpg';
    const webp = await get(app, url, { accept: chrome });
    const jpeg = await get(app, url, { accept: '*/*' });
    expect(webp.headers['x-image-cache']).toBe('miss');
    expect(jpeg.headers['x-image-cache']).toBe('miss');
    expect(webp.headers.etag).not.toBe(jpeg.headers.etag);
    expect((await get(app, url, { accept: chrome })).headers['content-type']).toBe('image/webp');
    expect((await get(app, url, { accept: '*/*' })).headers['content-type']).toBe('image/jpeg');
  });
});

describe('bad options: 400 JSON', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it.each([
    ['width=0', 'width'],
    ['height=0', 'height'],
    ['quality=101', 'quality'],
    ['rotate=45', 'rotate'],
    ['format=gif', 'format'],
    ['blur=101', 'blur'],
    ['brightness=200', 'brightness'],
    ['fit=stretch', 'fit'],
    ['width=5000', 'width'],
    ['garbage', 'garbage'],
    ['width=abc', 'width'],
    ['w=1,w=2', 'width'],
    ['width=10%2C', '_'],
  ])('%s', async (options, field) => {
    const response = await get(app, `/cdn-cgi/image/${options}/photo.jpg`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBeUndefined();
    const body = response.json<{
      error: { code: string; message: string; fields: Record<string, string> };
    }>();
    expect(body.error.code).toBe('invalid_image_options');
    expect(body.error.message).toEqual(expect.any(String));
    expect(body.error.fields).toHaveProperty([field]);
  });

  it('rejects a missing path', async () => {
    expect((await get(app, '/cdn-cgi/image/width=10')).statusCode).toBe(400);
    expect((await get(app, '/cdn-cgi/image/width=10/')).statusCode).toBe(400);
    expect((await get(app, '/cdn-cgi/image/')).statusCode).toBe(400);
  });
});

describe('sources and path safety', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it.each([
    '..%2fsecret.png',
    '..%2Fsecret.png',
    '%2e%2e%2fsecret.png',
    '%2e%2e/secret.png',
    '../secret.png',
    'nested/../../secret.png',
    '..%5csecret.png',
    '%2Fetc%2Fpasswd',
    '/etc/passwd',
    'ABSOLUTE',
    'C:%5cWindows%5cwin.ini',
    'https://example.com/x.png',
    'photo.jpg%00.png',
    '%E0%A4%A.png',
    'dir-out/secret.png',
    'link-out.png',
  ])('%s is refused', async (path) => {
    const target = path === 'ABSOLUTE' ? `/${join(base, 'secret.png')}` : path;
    const response = await get(app, `/cdn-cgi/image/width=10/${target}`);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses dot segments sent verbatim over HTTP', async () => {
    // inject() normalises `..` away, so this one goes through a real socket.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (const path of [
      '/cdn-cgi/image/width=10/../secret.png',
      '/cdn-cgi/image/width=10/nested/../../secret.png',
      '/cdn-cgi/image/width=10/%2e%2e/secret.png',
      '/cdn-cgi/image/width=10/nested/%2E%2E/%2E%2E/secret.png',
    ]) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(400);
    }
  });

  it.each([
    ['missing.png', 404],
    ['nested/missing.jpg', 404],
    ['.hidden.png', 404],
    ['notes.txt', 404],
    ['nested', 404],
    ['broken.png', 415],
  ])('%s -> %i', async (path, status) => {
    const response = await get(app, `/cdn-cgi/image/width=10/${path}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });

  it('follows symlinks that stay inside the root', async () => {
    const response = await get(app, '/cdn-cgi/image/width=10/link-in.png');
    expect(response.statusCode).toBe(200);
  });

  it('searches the asset roots in order', async () => {
    const response = await get(app, '/cdn-cgi/image/width=10/second.png');
    expect(response.statusCode).toBe(200);
  });
});

describe('overload', () => {
  it('answers 503 with Retry-After when the job queue is full', async () => {
    const app = await makeApp({ maxConcurrentJobs: 1, maxQueuedJobs: 0 });
    const responses = await Promise.all(
      [20, 21, 22, 23, 24].map((b) => get(app, `/cdn-cgi/image/width=300,blur=${b}/photo.jpg`)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const busy = responses.find((r) => r.statusCode === 503);
    expect(busy?.headers['retry-after']).toBe('1');
    expect(busy?.json()).toMatchObject({ error: { code: 'busy' } });
    expect(statuses).toContain(200);
    await app.close();
  });
});

describe('disk cache', () => {
  it('misses, then hits with the same bytes; aliases share an entry', async () => {
    const app = await makeApp();
    const first = await get(app, '/cdn-cgi/image/width=60,quality=70/photo.jpg');
    const second = await get(app, '/cdn-cgi/image/width=60,quality=70/photo.jpg');
    const alias = await get(app, '/cdn-cgi/image/q=70,w=60/photo.jpg');
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(alias.headers['x-image-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('image/jpeg');
    await app.close();
  });

  it('treats the default quality like an explicit 85', async () => {
    const app = await makeApp();
    expect((await get(app, '/cdn-cgi/image/width=61,blur=5/photo.jpg')).headers['x-image-cache']).toBe(
      'miss',
    );
    expect((await get(app, '/cdn-cgi/image/width=61,blur=5,q=85/photo.jpg')).headers['x-image-cache']).toBe(
      'hit',
    );
    await app.close();
  });

  it('answers If-None-Match with 304', async () => {
    const app = await makeApp();
    const first = await get(app, '/cdn-cgi/image/width=62/photo.jpg');
    const etag = String(first.headers.etag);
    const again = await get(app, '/cdn-cgi/image/width=62/photo.jpg', { 'if-none-match': `W/${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    await app.close();
  });

  it('renders again when the source changes', async () => {
    const app = await makeApp();
    const source = join(assets, 'opaque.png');
    await get(app, '/cdn-cgi/image/width=63/opaque.png');
    expect((await get(app, '/cdn-cgi/image/width=63/opaque.png')).headers['x-image-cache']).toBe('hit');
    const later = new Date(Date.now() + 5_000);
    await utimes(source, later, later);
    expect((await get(app, '/cdn-cgi/image/width=63/opaque.png')).headers['x-image-cache']).toBe('miss');
    await app.close();
  });

  it('survives a restart', async () => {
    const cacheDir = join(base, 'cache-restart');
    const one = await makeApp({ cacheDir });
    expect((await get(one, '/cdn-cgi/image/width=64/photo.jpg')).headers['x-image-cache']).toBe('miss');
    await one.close();
    const two = await makeApp({ cacheDir });
    expect((await get(two, '/cdn-cgi/image/width=64/photo.jpg')).headers['x-image-cache']).toBe('hit');
    await two.close();
  });

  it('evicts least recently used files beyond the bound', async () => {
    const urls = [1, 2, 3].map((b) => `/cdn-cgi/image/width=320,blur=${b},format=png/photo.jpg`);
    const probe = await makeApp();
    const sizes: number[] = [];
    for (const url of urls) sizes.push((await get(probe, url)).rawPayload.length);
    await probe.close();

    // Room for two renditions, not three.
    const bound = Math.max(...sizes) * 2 + Math.floor(Math.min(...sizes) / 2);
    const cacheDir = join(base, 'cache-evict');
    const app = await makeApp({ cacheDir, maxCacheBytes: bound });
    const [a = '', b = '', c = ''] = urls;
    await get(app, a);
    await get(app, b);
    expect((await get(app, a)).headers['x-image-cache']).toBe('hit'); // a is now the most recent
    await get(app, c); // evicts b, the least recently used
    expect((await get(app, a)).headers['x-image-cache']).toBe('hit');
    expect((await get(app, c)).headers['x-image-cache']).toBe('hit');
    expect((await get(app, b)).headers['x-image-cache']).toBe('miss');

    let total = 0;
    for (const name of await readdir(cacheDir)) total += (await stat(join(cacheDir, name))).size;
    expect(total).toBeLessThanOrEqual(bound);
    await app.close();
  });
});
