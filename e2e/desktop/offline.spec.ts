import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import type * as CacheHandlerModule from '../../desktop/core/cache-handler';
import type * as CacheStoreModule from '../../desktop/core/cache-store';
import type * as OfflinePageModule from '../../desktop/core/offline-page';
import type * as StringsModule from '../../desktop/core/strings';
import { expect, test } from '../fixtures';
import { shoot, waitForHydration } from '../support';
import { installBridge } from './bridge-double';

/**
 * Issue 36 item 8: the desktop app shows visited pages offline. Chromium at /d with the bridge
 * double, and the app's own offline cache (desktop/core: the policy, the disk store and the handler
 * that Electron binds to protocol.handle) answering every request of the page through page.route,
 * with a switch that takes the network away.
 */

const load = <T>(path: string) => tsImport(path, import.meta.url) as Promise<T>;

interface AppCache {
  online: { value: boolean };
  /** What failed like the network (offline and not saved): for the report of a failure. */
  aborted: string[];
  dir: string;
  close(): Promise<void>;
}

/** Plays the desktop app's part: its cache in front of the shop, and its cacheStatus for the bridge. */
async function installAppCache(page: Page, baseURL: string): Promise<AppCache> {
  const { createShopFetch } = await load<typeof CacheHandlerModule>('../../desktop/core/cache-handler.ts');
  const { DiskCache } = await load<typeof CacheStoreModule>('../../desktop/core/cache-store.ts');
  const { offlinePageResponse } = await load<typeof OfflinePageModule>('../../desktop/core/offline-page.ts');
  const { stringsFor } = await load<typeof StringsModule>('../../desktop/core/strings.ts');
  const dir = await mkdtemp(join(tmpdir(), 'desktop-offline-e2e-'));
  const cache = await DiskCache.open(dir, { maxBytes: 64 * 1024 * 1024, maxEntryBytes: 8 * 1024 * 1024 });
  const origin = new URL(baseURL).origin;
  const origins = new Set([origin]);
  const network = { value: true };
  const aborted: string[] = [];
  let online = true;
  let lastOnlineAt: string | undefined;
  const shopFetch = createShopFetch({
    origins,
    cache,
    network: async (request) => {
      if (!network.value) throw new TypeError('net::ERR_INTERNET_DISCONNECTED');
      return fetch(request, { redirect: 'manual' });
    },
    passThrough: (request) => fetch(request),
    offlinePage: (url, saved) =>
      offlinePageResponse({
        url,
        lang: 'de',
        homeUrl: `${origin}/d/`,
        saved,
        origins,
        strings: stringsFor('de-DE'),
      }),
    onNetworkState: (up) => {
      online = up;
      if (up) lastOnlineAt = new Date().toISOString();
    },
  });
  await page.exposeFunction('__desktopCacheStatus', () => ({
    enabled: true,
    online,
    lastOnlineAt,
    entries: cache.savedPages(1000).length,
    bytes: 0,
    maxBytes: 64 * 1024 * 1024,
  }));
  await page.route('**/*', async (route: Route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    const body = request.postDataBuffer();
    const response = await shopFetch(
      new Request(request.url(), {
        method: request.method(),
        headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':'))),
        ...(body && request.method() !== 'GET' && request.method() !== 'HEAD'
          ? { body: new Uint8Array(body) }
          : {}),
      }),
    );
    if (response.type === 'error') {
      aborted.push(request.url());
      return route.abort('internetdisconnected');
    }
    const out: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      // The body handed on is decoded; its length is Playwright's to set.
      if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) out[name] = value;
    });
    return route.fulfill({
      status: response.status,
      headers: out,
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  return {
    online: network,
    aborted,
    dir,
    async close() {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await cache.flush();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const VISITS = ['/d/', '/d/karten', '/d/fotobuch'];

test.describe('the desktop app offline', () => {
  // Consent declined: the visitor's pages carry no identifier at all.
  test.use({ consent: 'declined' });

  test('visit three pages, go offline, revisit them: each shows as last seen, with a visible notice; a designer says it needs a connection', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    await installBridge(page, { canGoBack: true });
    const app = await installAppCache(page, baseURL ?? 'http://localhost:3210');
    try {
      const headings: string[] = [];
      for (const path of VISITS) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(response?.headers()['cache-control'], path).toBe('private, no-cache');
        await waitForHydration(page);
        await expect(page.getByTestId('desktop-offline')).toHaveCount(0);
        headings.push((await page.locator('h1').first().textContent()) ?? '');
      }

      app.online.value = false;
      for (const [i, path] of VISITS.entries()) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(response?.headers()['x-shop-desktop-cache'], path).toBe('offline');
        await waitForHydration(page);
        await expect(page.locator('h1').first()).toHaveText(headings[i] ?? '');
        const notice = page.getByTestId('desktop-offline');
        await expect(notice).toBeVisible();
        await expect(notice).toContainText('zuletzt geladenen Stand');
        await expect(notice).toContainText('Gestalter und Warenkorb');
      }
      await page.screenshot({ path: 'screenshots/desktop-offline-notice-1280.png' });
      // The notice at a phone's width too (the app's window can be that narrow).
      await page.setViewportSize({ width: 375, height: 740 });
      await expect(page.getByTestId('desktop-offline')).toBeVisible();
      await page.screenshot({ path: 'screenshots/desktop-offline-notice-375.png' });
      await page.setViewportSize({ width: 1280, height: 800 });

      // Never visited, and a designer: the app's offline page, saying it needs a connection.
      const designer = await page.goto('/d/configurator-card/');
      expect(designer?.status()).toBe(503);
      await expect(page.getByTestId('offline-page')).toContainText('brauchen eine Internetverbindung');
      await expect(page.getByTestId('offline-page').getByRole('link', { name: /\/d\/karten/ })).toBeVisible();
      await shoot(page, testInfo, 'desktop-offline-designer');

      // Back online: the notice goes with the next page.
      app.online.value = true;
      await page.goto('/d/karten');
      await waitForHydration(page);
      await expect(page.getByTestId('desktop-offline')).toHaveCount(0);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus || app.aborted.length)
        console.log('aborted offline:', app.aborted);
      await app.close();
    }
  });
});
