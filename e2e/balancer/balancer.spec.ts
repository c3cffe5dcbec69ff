/**
 * Through the balancer (issue 16 item 4): a shopper's session and the log-in limit span both
 * instances, and stopping an instance mid-load loses no request (SIGTERM) or at most those in flight
 * on it (SIGKILL). The chaos test (issue 36): a rolling restart and a database outage under mixed
 * load lose no GET and no acknowledged write, with the shop's default drain.
 * Ports: nginx on E2E_PORT, the instances on BALANCER_INSTANCE_PORTS (default E2E_PORT+10, +20).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { type Cluster, clusterUnavailable, SHOP_CONF, startCluster } from '../../scripts/local-cluster';

const PORT = Number(process.env.E2E_PORT ?? 3240);
const INSTANCE_PORTS = (process.env.BALANCER_INSTANCE_PORTS ?? `${PORT + 10},${PORT + 20}`)
  .split(',')
  .map(Number);
const unavailable = clusterUnavailable();
const PASSWORD = 'Balancer-Fruehling-2026';

let cluster: Cluster;

// The reason in the run's output, not only in the report.
if (unavailable) console.log(`balancer e2e skipped: ${unavailable}`);
test.describe.configure({ mode: 'serial' });
test.skip(unavailable !== undefined, `balancer e2e skipped: ${unavailable}`);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The shop's default drain (SHUTDOWN_DELAY_MS) with the shipped shop.conf: issue 36 item 2.
  cluster = await startCluster({ instancePorts: INSTANCE_PORTS, nginxPort: PORT });
});
test.afterAll(async () => {
  await cluster?.stop();
});

const instance = (i: number) => {
  const found = cluster.instances[i];
  if (!found) throw new Error(`no instance ${i}`);
  return found;
};

const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.de`;

/** POST JSON as the shop's own page would (same-origin Origin). */
const post = (origin: string, path: string, body: unknown) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });

interface LoadResult {
  ok: number;
  failed: string[];
  okAfter: (at: number) => number;
}

/** `connections` loops of GET requests through nginx for `ms`; bounded in count and time. */
async function load(origin: string, connections: number, ms: number, during: () => Promise<void>) {
  const until = Date.now() + ms;
  const finished: number[] = [];
  const failed: string[] = [];
  const loop = async (n: number) => {
    for (let i = 0; i < 5_000 && Date.now() < until; i++) {
      const path = i % 3 === 0 ? '/web-api/customer-data' : `/?load=${n}-${i % 20}`;
      try {
        const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(20_000) });
        await response.arrayBuffer();
        if (response.ok) finished.push(Date.now());
        else failed.push(`${response.status} ${path}`);
      } catch (error) {
        failed.push(`${String(error)} ${path}`);
      }
    }
  };
  await Promise.all([...Array.from({ length: connections }, (_, n) => loop(n)), during()]);
  return {
    ok: finished.length,
    failed,
    okAfter: (at: number) => finished.filter((t) => t > at).length,
  } satisfies LoadResult;
}

test('log in on one instance, continue on the other and through nginx; log out on one ends it everywhere', async ({
  page,
}) => {
  const [a, b] = [instance(0), instance(1)];
  const email = unique('balancer');
  // The browser's own request context: its cookies are the page's (cookies ignore the port).
  const signUp = await page.request.post(`${a.origin}/web-api/customer-signup`, {
    data: { firstName: 'Bea', lastName: 'Balancer', email, password: PASSWORD },
    headers: { origin: a.origin },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);

  await page.goto(`${b.origin}/kundenkonto`);
  await expect(page.getByTestId('account-email')).toContainText(email);
  await page.goto(`${cluster.balancer.origin}/kundenkonto`);
  await expect(page.getByTestId('account-email')).toContainText(email);

  const logout = await page.request.post(`${b.origin}/web-api/customer-logout`, {
    headers: { origin: b.origin },
  });
  expect(logout.status()).toBe(200);
  const data = await page.request.get(`${a.origin}/web-api/customer-data`);
  expect((await data.json()).isLoggedIn).toBe(false);
});

test('the log-in limit counts the attempts of both instances and of nginx together', async () => {
  const [a, b] = [instance(0), instance(1)];
  const email = unique('limit');
  expect(
    (
      await post(a.origin, '/web-api/customer-signup', {
        firstName: 'L',
        lastName: 'Imit',
        email,
        password: PASSWORD,
      })
    ).status,
  ).toBe(201);
  const wrong = (origin: string) =>
    post(origin, '/web-api/customer-login', { email, password: 'falsch geraten' });
  // Five failures per account and address: spread over A, B and nginx (which picks either).
  const statuses: number[] = [];
  for (const origin of [a.origin, b.origin, a.origin, cluster.balancer.origin, b.origin]) {
    statuses.push((await wrong(origin)).status);
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400]);
  const sixth = await wrong(cluster.balancer.origin);
  expect(sixth.status).toBe(429);
  expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await wrong(a.origin)).status).toBe(429);
  expect((await wrong(b.origin)).status).toBe(429);
});

test('nginx serves the build with immutable caching and compression, and answers health and readiness', async () => {
  const origin = cluster.balancer.origin;
  const home = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } });
  expect(home.status).toBe(200);
  const html = await home.text();
  const script = /src[=:]"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await fetch(`${origin}${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('content-encoding')).toBe('gzip');
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  expect(await (await fetch(`${origin}/readyz`)).json()).toEqual({
    status: 'ready',
    checks: { database: 'ok', cms: 'ok' },
  });
});

test('SIGTERM mid-load: the instance drains (readiness 503), finishes its requests, exits 0; no request fails', async () => {
  const a = instance(0);
  let exitCode: number | null = -1;
  let readiness = 0;
  let stoppedAt = 0;
  const result = await load(cluster.balancer.origin, 6, 6_000, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    stoppedAt = Date.now();
    // To npm (`npm run serve`, as documented), which must hand it to the shop (issue 36 item 6).
    const exited = a.stop('SIGTERM');
    // The drain (SHUTDOWN_DELAY_MS, 5 s) keeps the listener open: readiness turns 503 within it.
    for (let i = 0; i < 20 && readiness !== 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      readiness = (await fetch(`${a.origin}/readyz`)).status;
    }
    exitCode = await exited;
  });
  expect(readiness).toBe(503);
  expect(exitCode).toBe(0);
  expect(result.failed).toEqual([]);
  expect(result.okAfter(stoppedAt)).toBeGreaterThanOrEqual(6);
  await a.start();
});

test('SIGKILL mid-load: at most the requests in flight are lost, the rest go to the other instance', async () => {
  const b = instance(1);
  const connections = 6;
  let killedAt = 0;
  const result = await load(cluster.balancer.origin, connections, 6_000, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    killedAt = Date.now();
    await b.stop('SIGKILL');
  });
  test.info().annotations.push({
    type: 'load',
    description: `${result.ok} ok, ${result.failed.length} failed (${result.failed.slice(0, 3).join('; ')})`,
  });
  expect(result.failed.length).toBeLessThanOrEqual(connections);
  expect(result.okAfter(killedAt)).toBeGreaterThanOrEqual(connections);
  await b.start();
});

// ---------------------------------------------------------------------------------------------
// Chaos (issue 36): mixed load with writes through nginx while both instances restart one after
// the other (kill -9, then SIGTERM as soon as the first is ready again) and PostgreSQL stops for
// 15 s, with readiness probes running against each instance and through nginx.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Anonymous pages and APIs a shopper reads; they must keep answering through everything. */
const READS = [
  '/',
  '/karten',
  '/fotobuch',
  '/hochzeit',
  '/themes/hochzeit-008',
  '/magazin',
  '/karten/_payload.json',
  '/web-api/customer-data',
];
const THEMES = ['hochzeit-008', 'hochzeit-010', 'geburtstag-024', 'einschulung-005', 'ostern-005'];

interface Write {
  kind: 'newsletter' | 'wishlist' | 'signup';
  /** The address (newsletter, sign-up) or the wishlist owner's hash and theme. */
  key: string;
  themeId?: string;
  status: number | string;
  retryAfter: string | null;
  at: number;
}

/** A client address of its own per write, so the shop's per-address limits never answer 429. */
let clientCount = 0;
const clientAddress = () => {
  clientCount++;
  return `10.36.${Math.floor(clientCount / 250) % 250}.${(clientCount % 250) + 1}`;
};

async function writeOnce(origin: string, n: number): Promise<Write> {
  const kind: Write['kind'] = n % 7 === 6 ? 'signup' : n % 2 === 0 ? 'newsletter' : 'wishlist';
  const email = unique(`chaos-${kind}`);
  const themeId = THEMES[n % THEMES.length] ?? 'hochzeit-008';
  const at = Date.now();
  const body =
    kind === 'newsletter'
      ? { email, uniqueIdentifier: 'chaos' }
      : kind === 'signup'
        ? { firstName: 'Chaos', lastName: 'Test', email, password: PASSWORD }
        : { themeId };
  const path =
    kind === 'newsletter'
      ? '/web-api/newsletter-subscribe'
      : kind === 'signup'
        ? '/web-api/customer-signup'
        : '/web-api/wishlist';
  try {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': clientAddress() },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    let key = email;
    if (kind === 'wishlist') {
      const token = /shop_wishlist=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
      key = createHash('sha256').update(token, 'utf8').digest('hex');
    }
    return {
      kind,
      key,
      themeId,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      at,
    };
  } catch (error) {
    return { kind, key: email, themeId, status: String(error), retryAfter: null, at };
  }
}

interface Probe {
  target: string;
  status: number | string;
  at: number;
}

test('chaos: a rolling restart and a 15 s database outage under mixed load lose no GET and no acknowledged write', async () => {
  test.slow();
  test.setTimeout(300_000);
  const pgCtl = process.env.TEST_PG_CTL;
  test.skip(!pgCtl, 'needs TEST_PG_CTL (scripts/with-postgres.sh sets it) to stop and start PostgreSQL');
  const [a, b] = [instance(0), instance(1)];
  if (!a.running) await a.start();
  if (!b.running) await b.start();
  const origin = cluster.balancer.origin;
  // A steady start: nginx holds an instance that failed before (the previous test killed one) out
  // for its fail_timeout, and takes it back only once a request to it has succeeded. Light traffic
  // through nginx for longer than that brings both back before the faults begin.
  const failTimeout = Number(/fail_timeout=(\d+)s/.exec(readFileSync(SHOP_CONF, 'utf8'))?.[1] ?? 10);
  const steadyUntil = Date.now() + (failTimeout + 2) * 1000;
  while (Date.now() < steadyUntil) {
    await (await fetch(`${origin}/healthz`)).arrayBuffer();
    await sleep(100);
  }

  let done = false;
  const reads: Array<{ path: string; status: number | string; at: number }> = [];
  const writes: Write[] = [];
  const probes: Probe[] = [];

  const readLoop = async (n: number) => {
    for (let i = 0; !done && i < 20_000; i++) {
      const path = READS[(n + i) % READS.length] ?? '/';
      const at = Date.now();
      try {
        const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        reads.push({ path, status: response.status, at });
      } catch (error) {
        reads.push({ path, status: String(error), at });
      }
    }
  };
  const writeLoop = async (n: number) => {
    for (let i = 0; !done && i < 20_000; i++) {
      writes.push(await writeOnce(origin, n * 10_000 + i));
      await sleep(40);
    }
  };
  // What an orchestrator (each instance) and an uptime check (through nginx) would ask.
  const probeLoop = async () => {
    while (!done) {
      for (const target of [a.origin, b.origin, origin]) {
        try {
          const response = await fetch(`${target}/readyz`, { signal: AbortSignal.timeout(5_000) });
          await response.arrayBuffer();
          probes.push({ target, status: response.status, at: Date.now() });
        } catch (error) {
          probes.push({ target, status: String(error), at: Date.now() });
        }
      }
      await sleep(300);
    }
  };

  const timeline: Record<string, number> = {};
  const chaos = async () => {
    await sleep(2_000);
    // 1. kill -9 A, start it again; SIGTERM B as soon as A is ready (issue 36 item 1).
    timeline.killA = Date.now();
    await a.stop('SIGKILL');
    await a.start();
    timeline.aReady = Date.now();
    expect(await b.stop('SIGTERM')).toBe(0);
    timeline.bStopped = Date.now();
    await b.start();
    timeline.bReady = Date.now();
    await sleep(4_000);
    // 2. PostgreSQL away for 15 s (issue 36 items 3 and 4).
    timeline.dbStop = Date.now();
    execFileSync(pgCtl ?? '', ['stop'], { stdio: 'ignore' });
    await sleep(15_000);
    execFileSync(pgCtl ?? '', ['start'], { stdio: 'ignore' });
    timeline.dbStart = Date.now();
    await sleep(6_000);
    done = true;
  };
  await Promise.all([
    readLoop(0),
    readLoop(1),
    readLoop(2),
    writeLoop(0),
    writeLoop(1),
    probeLoop(),
    chaos(),
  ]);

  const during = (from: number, to: number) => (r: { at: number }) => r.at >= from && r.at < to;
  const outage = during(timeline.dbStop ?? 0, timeline.dbStart ?? 0);
  const acknowledged = writes.filter(
    (w) => typeof w.status === 'number' && w.status >= 200 && w.status < 300,
  );
  const retryable = writes.filter((w) => w.status === 503 && Number(w.retryAfter) > 0);
  const failedWrites = writes.filter((w) => !acknowledged.includes(w) && !retryable.includes(w));
  // A GET whose answer the instance was already streaming when it got kill -9 is cut off (nginx
  // cannot retry what it has begun to send); that is the one loss allowed, and only for requests
  // started before the kill and cut off (a network error, never an HTTP error status). Every other
  // GET, through the SIGTERM, the restarts and the outage, must succeed.
  const cutByKill = (r: { status: number | string; at: number }) =>
    typeof r.status === 'string' && r.at <= (timeline.killA ?? 0) && r.at > (timeline.killA ?? 0) - 30_000;
  const cutOff = reads.filter((r) => r.status !== 200 && cutByKill(r));
  const failedReads = reads.filter((r) => r.status !== 200 && !cutByKill(r));
  expect(cutOff.length).toBeLessThanOrEqual(3);
  const summary = `${reads.length} GETs (${reads.filter(outage).length} during the outage), ${writes.length} POSTs: ${acknowledged.length} acknowledged, ${retryable.length} retryable 503, ${cutOff.length} GETs cut off by kill -9; timeline ${JSON.stringify(
    Object.fromEntries(Object.entries(timeline).map(([k, v]) => [k, v - (timeline.killA ?? 0)])),
  )}`;
  console.log(`chaos: ${summary}`);
  test.info().annotations.push({ type: 'chaos', description: summary });

  // 0 failed GETs; every POST acknowledged or a retryable 503.
  expect(failedReads.slice(0, 10), `${failedReads.length} failed GETs`).toEqual([]);
  expect(
    failedWrites.slice(0, 10),
    `${failedWrites.length} POSTs neither acknowledged nor a retryable 503`,
  ).toEqual([]);
  // The faults happened under load: reads and writes during the outage, writes refused then.
  expect(reads.filter(outage).length).toBeGreaterThanOrEqual(20);
  expect(retryable.filter(outage).length).toBeGreaterThan(0);
  expect(acknowledged.filter((w) => w.at > (timeline.dbStart ?? 0)).length).toBeGreaterThan(0);
  // Readiness told the truth on each instance (503 without the database) and through nginx, and
  // probing through nginx took nothing out of the pool (the reads above).
  for (const target of [a.origin, b.origin, origin]) {
    const seen = probes.filter((p) => p.target === target && outage(p)).map((p) => p.status);
    expect(seen, target).toContain(503);
  }

  // Every acknowledged write is in PostgreSQL.
  const db = new Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    const missing: Write[] = [];
    for (const write of acknowledged) {
      const found =
        write.kind === 'newsletter'
          ? await db.query('select 1 from newsletter_subscriptions where email = $1 and status = $2', [
              write.key,
              'pending',
            ])
          : write.kind === 'signup'
            ? await db.query('select 1 from customers where email = $1', [write.key])
            : await db.query('select 1 from wishlist_items where anonymous_id = $1 and theme_id = $2', [
                write.key,
                write.themeId,
              ]);
      if (found.rowCount !== 1) missing.push(write);
    }
    expect(missing, `${missing.length} of ${acknowledged.length} acknowledged writes are missing`).toEqual(
      [],
    );
    expect(acknowledged.filter((w) => w.kind === 'newsletter').length).toBeGreaterThan(0);
    expect(acknowledged.filter((w) => w.kind === 'wishlist').length).toBeGreaterThan(0);
    expect(acknowledged.filter((w) => w.kind === 'signup').length).toBeGreaterThan(0);
  } finally {
    await db.end();
  }
});

test('with no instance left, nginx answers with the brand page or the API error, 503 with Retry-After', async () => {
  await Promise.all([instance(0).stop('SIGKILL'), instance(1).stop('SIGKILL')]);
  const origin = cluster.balancer.origin;
  const port = new URL(origin).port;
  const get = (path: string, host: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
      (resolve, reject) => {
        // fetch cannot set Host; node:http can.
        const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      },
    );
  const cards = await get('/', 'de.cards.localhost');
  expect(cards.status).toBe(503);
  expect(cards.headers['retry-after']).toBe('5');
  expect(cards.body).toContain('data-shop-unavailable="cards"');
  expect(cards.body).toContain('Fotowerk');
  expect(cards.body).toContain('lang="de"');
  const posters = await get('/', 'gb.posters.localhost');
  expect(posters.status).toBe(503);
  expect(posters.body).toContain('Wandwerk');
  expect(posters.body).toContain('lang="en"');
  const api = await get('/web-api/customer-data', 'fr.cards.localhost');
  expect(api.status).toBe(503);
  expect(api.headers['content-type']).toContain('application/json');
  expect(api.headers['retry-after']).toBe('5');
  expect(JSON.parse(api.body)).toEqual({
    error: {
      code: 'service_unavailable',
      message: 'Cela n’a pas fonctionné. Veuillez réessayer dans un instant.',
    },
  });
});
