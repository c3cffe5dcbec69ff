import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { hostUrl } from '../support';

/**
 * Issue 23 item 24: every page kind, as the shop serves it (before any script runs), validates
 * with 0 errors in the Nu HTML Checker. One checker run (one JVM start) over all pages.
 */

const run = promisify(execFile);
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface PageKind {
  name: string;
  host: string;
  /** A path, or how to find one on the shop (the theme page of the first listed design). */
  path: string | ((request: APIRequestContext, baseURL: string | undefined) => Promise<string>);
  status: number;
}

/** GET on any table host: Node does not resolve *.localhost, so the Host header names it. */
function get(request: APIRequestContext, url: string, userAgent: string | undefined) {
  const target = new URL(url);
  return request.get(`${target.protocol}//127.0.0.1:${target.port}${target.pathname}${target.search}`, {
    headers: { host: target.host, ...(userAgent ? { 'user-agent': userAgent } : {}) },
    maxRedirects: 0,
  });
}

const PAGES: PageKind[] = [
  { name: 'home-cards', host: 'de.cards.localhost', path: '/', status: 200 },
  { name: 'home-posters', host: 'de.posters.localhost', path: '/', status: 200 },
  { name: 'home-posters-en-us', host: 'us.posters.localhost', path: '/', status: 200 },
  { name: 'content', host: 'de.cards.localhost', path: '/hilfe', status: 200 },
  { name: 'listing', host: 'de.cards.localhost', path: '/products', status: 200 },
  {
    name: 'theme',
    host: 'de.cards.localhost',
    path: async (request, baseURL) => {
      const listing = await (
        await get(request, hostUrl(baseURL, 'de.cards.localhost', '/products'), undefined)
      ).text();
      const theme = /href="(\/themes\/[^"?#]+)"/.exec(listing)?.[1];
      if (!theme) throw new Error('the listing links to no theme page');
      return theme;
    },
    status: 200,
  },
  { name: 'calculator', host: 'de.posters.localhost', path: '/leinwanddruck', status: 200 },
  { name: 'account', host: 'de.cards.localhost', path: '/kundenkonto', status: 200 },
  { name: 'wishlist', host: 'de.cards.localhost', path: '/kundenkonto/wunschliste', status: 200 },
  {
    name: 'link-inspector',
    host: 'de.cards.localhost',
    path: '/configurator-inspector?link=%2Fconfigurator-card%2F%3FthemeId%3Dx%26accessoryTypes%5B%5D%3Dinlay',
    status: 200,
  },
  { name: 'not-found', host: 'de.cards.localhost', path: '/diese-seite-gibt-es-nicht', status: 404 },
];

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test('every page kind validates with 0 errors in the Nu HTML Checker', async ({
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const userAgent = testInfo.project.use.userAgent;
  const dir = testInfo.outputPath('vnu');
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const kind of PAGES) {
    const path = typeof kind.path === 'string' ? kind.path : await kind.path(request, baseURL);
    const response = await get(request, hostUrl(baseURL, kind.host, path), userAgent);
    expect(response.status(), `${kind.name}: ${kind.host}${path}`).toBe(kind.status);
    const file = join(dir, `${kind.name}.html`);
    writeFileSync(file, await response.text());
    files.push(file);
  }

  // The checker writes its JSON report to stderr and exits 1 when it found errors.
  const result = await run('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    (ok) => ok,
    (failed: { stdout?: string; stderr?: string; code?: unknown }) => {
      if (typeof failed.code === 'string') throw new Error(`java could not be started (${failed.code})`);
      return { stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    },
  );
  const report = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  const errors = report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => `${(m.url ?? '').split('/').pop()}:${m.lastLine ?? '?'} ${m.message} [${m.extract ?? ''}]`);
  expect(errors).toEqual([]);
});
