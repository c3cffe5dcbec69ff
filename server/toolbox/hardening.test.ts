/**
 * Issue 34 items 5 and 11, performed against the toolbox over real HTTP (behind a trusted proxy on
 * 127.0.0.1, so X-Forwarded-For tells clients apart):
 * - one 12 KB 1-bit PNG declaring 10,000 x 10,000 px (exactly the 100 MP limit) used to keep a
 *   worker busy for half a minute; now the job is cut at its time limit, its cost is charged to the
 *   client's budget in the toolbox's own accounting, and the next job gets 429 with Retry-After;
 * - a result is readable by the shop's user only (0600) and downloads only for its uploader.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, samplePhoto, startToolbox, type ToolboxTestServer } from './testing';

/** A real 1-bit greyscale PNG of size x size, all black: a few KB that decode to `size²` pixels. */
function blackPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = 1 + Math.ceil(size / 8); // filter byte + packed pixels
  const raw = Buffer.alloc(row * size); // all zero: filter none, black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function post(
  server: ToolboxTestServer,
  path: string,
  body: FormData,
  headers: Record<string, string>,
) {
  const response = await fetch(`${server.origin}/web-api/${path}`, { method: 'POST', body, headers });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as {
      download?: string;
      preview?: string;
      id?: string;
      error?: { code: string; message: string };
    },
  };
}

describe('item 5: image work is budgeted per client', () => {
  let server: ToolboxTestServer;
  beforeAll(async () => {
    server = await startToolbox(
      {
        maxPixels: 100_000_000,
        jobTimeoutSeconds: 1,
        // One 100 MP decode spends the pixel budget of the window.
        workBudget: { pixels: 100_000_000, workMs: 600_000, windowMs: 600_000 },
      },
      { trustProxy: '127.0.0.1' },
    );
  });
  afterAll(async () => server.close());

  it('the 100 MP PNG is cut at the job limit, charged to its client, and the client’s next job gets 429', async () => {
    const bomb = blackPng(10_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const attacker = { 'x-forwarded-for': '198.51.100.10' };

    const first = await post(
      server,
      'toolbox-convert-file',
      form([{ name: 'big.png', data: bomb }], { format: 'png' }),
      attacker,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(422);
    expect(first.body.error?.code).toBe('too_slow');

    // The toolbox's own accounting: the decode was charged in pixels, and the worker time of the job
    // (at least its one-second limit) in milliseconds.
    const usage = server.budget.usage('198.51.100.10');
    expect(usage.pixels).toBeGreaterThanOrEqual(100_000_000);
    expect(usage.ms).toBeGreaterThanOrEqual(1_000);

    const next = await post(
      server,
      'toolbox-convert-file',
      form([{ name: 'small.jpg', data: await samplePhoto(64, 48) }], { format: 'png' }),
      attacker,
    );
    expect(next.status).toBe(429);
    expect(next.body.error?.code).toBe('work_budget_spent');
    expect(next.body.error?.message).toMatch(/Minuten/);
    expect(Number(next.retryAfter)).toBeGreaterThan(0);

    // Everyone else keeps their own budget.
    const other = await post(
      server,
      'toolbox-convert-file',
      form([{ name: 'small.jpg', data: await samplePhoto(64, 48) }], { format: 'png' }),
      { 'x-forwarded-for': '198.51.100.11' },
    );
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(server.budget.usage('198.51.100.11').pixels).toBe(2 * 64 * 48);
  });

  it('IPv6 addresses of one /64 share one budget', async () => {
    server.budget.charge('2001:db8:5:6:0:0:0:0/64', { pixels: 100_000_000, ms: 0 });
    const answer = await post(
      server,
      'toolbox-convert-file',
      form([{ name: 'small.jpg', data: await samplePhoto(64, 48) }], { format: 'png' }),
      { 'x-forwarded-for': '2001:db8:5:6::abcd' },
    );
    expect(answer.status).toBe(429);
  });
});

describe('item 11: results are private and bound to their uploader', () => {
  let server: ToolboxTestServer;
  beforeAll(async () => {
    server = await startToolbox({}, { trustProxy: '127.0.0.1' });
  });
  afterAll(async () => server.close());

  const download = (path: string, headers: Record<string, string>) =>
    fetch(`${server.origin}${path}`, { headers }).then(async (r) => ({
      status: r.status,
      body: Buffer.from(await r.arrayBuffer()),
    }));

  it('writes the result, its preview and its record 0600 in a 0700 folder', async () => {
    const answer = await post(
      server,
      'toolbox-convert-file',
      form([{ name: 'p.jpg', data: await samplePhoto(64, 48) }], { format: 'png' }),
      { 'x-forwarded-for': '198.51.100.20' },
    );
    expect(answer.status).toBe(200);
    const folder = join(server.dir, answer.body.id ?? '');
    expect((await stat(server.dir)).mode & 0o077).toBe(0);
    expect((await stat(folder)).mode & 0o077).toBe(0);
    const files = await readdir(folder);
    expect(files.sort()).toEqual(['preview.jpg', 'result.json', 'result.png']);
    for (const file of files) expect((await stat(join(folder, file))).mode & 0o777, file).toBe(0o600);
  });

  it('another client with the id gets the same 404 as for an expired result', async () => {
    const owner = { 'x-forwarded-for': '198.51.100.21' };
    const answer = await post(
      server,
      'toolbox-convert-file',
      form([{ name: 'p.jpg', data: await samplePhoto(64, 48) }], { format: 'png' }),
      owner,
    );
    const path = answer.body.download ?? '';
    const preview = answer.body.preview ?? '';
    expect((await download(path, owner)).status).toBe(200);
    expect((await download(preview, owner)).status).toBe(200);
    for (const stranger of ['198.51.100.22', '2001:db8::1']) {
      expect((await download(path, { 'x-forwarded-for': stranger })).status, stranger).toBe(404);
      expect((await download(preview, { 'x-forwarded-for': stranger })).status, stranger).toBe(404);
    }
  });

  it('a logged-in uploader’s result follows the session, not the address', async () => {
    const cookie = `shop_session=${'s'.repeat(43)}`;
    const answer = await post(
      server,
      'toolbox-convert-file',
      form([{ name: 'p.jpg', data: await samplePhoto(64, 48) }], { format: 'png' }),
      { 'x-forwarded-for': '198.51.100.23', cookie },
    );
    const path = answer.body.download ?? '';
    expect((await download(path, { 'x-forwarded-for': '203.0.113.99', cookie })).status).toBe(200);
    expect((await download(path, { 'x-forwarded-for': '198.51.100.23' })).status).toBe(404);
    expect(
      (await download(path, { 'x-forwarded-for': '198.51.100.23', cookie: `shop_session=${'t'.repeat(43)}` }))
        .status,
    ).toBe(404);
  });
});
