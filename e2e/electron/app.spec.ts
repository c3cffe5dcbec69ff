/**
 * ISSUE 8 against the real Electron app: one locked-down window on the shop at /d, the bridge,
 * native back navigation, deep links, the offline cache. Skipped (one line) without the binary.
 */
import { expect, test } from '@playwright/test';
import type { ShopDesktopBridge } from '../../desktop/bridge-api';
import { findElectronBinary } from '../../desktop/scripts/electron-binary';
import { waitForHydration } from '../support';
import {
  backKeys,
  forwardKeys,
  freshUserData,
  launchApp,
  SCHEME,
  ShopProxy,
  secondInstance,
} from './support';

/** The page's window with the bridge (declared by the web app's platform context, not here). */
type W = Window & { shopDesktop?: ShopDesktopBridge };

const binary = findElectronBinary();
test.skip(!binary.found, 'Electron binary not installed');

let proxy: ShopProxy;
let shopUrl: string;
test.beforeEach(async () => {
  proxy = new ShopProxy();
  shopUrl = await proxy.start();
});
test.afterEach(async () => {
  await proxy.stop();
});

test('opens one locked-down window on the shop at /d/', async () => {
  const { app, page } = await launchApp({ shopUrl, userData: freshUserData() });
  try {
    await expect(page).toHaveURL(`${shopUrl}/d/`);
    await waitForHydration(page);
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
    // No Node, no Electron, nothing of the preload's world in the page: only the bridge.
    expect(
      await page.evaluate(() => {
        const g = globalThis as Record<string, unknown>;
        return ['require', 'process', 'module', 'ipcRenderer', 'electron', 'Buffer'].map(
          (name) => typeof g[name],
        );
      }),
    ).toEqual(['undefined', 'undefined', 'undefined', 'undefined', 'undefined', 'undefined']);
    // The shop's own CSP is in force: an inline script without the nonce does not run.
    expect(
      await page.evaluate(() => {
        const s = document.createElement('script');
        s.textContent = 'window.__inline = true';
        document.body.append(s);
        return (window as { __inline?: boolean }).__inline === true;
      }),
    ).toBe(false);
  } finally {
    await app.close();
  }
});

test('the bridge offers platform information, history, cache status and a guarded openExternal', async () => {
  const { app, page } = await launchApp({
    shopUrl,
    userData: freshUserData(),
    env: { SHOP_MARKET: 'de-DE' },
  });
  try {
    const result = await page.evaluate(async () => {
      const bridge = (window as W).shopDesktop;
      if (!bridge) return undefined;
      return {
        apiVersion: bridge.apiVersion,
        info: bridge.info,
        canGoBack: await bridge.canGoBack(),
        cache: await bridge.cacheStatus(),
        refused: await bridge.openExternal('file:///etc/passwd'),
        keys: Object.keys(bridge).sort(),
      };
    });
    expect(result?.apiVersion).toBe(1);
    expect(result?.info).toMatchObject({ platform: 'd', market: 'de-DE', linkScheme: SCHEME });
    expect(result?.canGoBack).toBe(false);
    expect(result?.cache).toMatchObject({ enabled: true, online: true });
    expect(result?.refused).toEqual({ opened: false, reason: 'scheme file: is not allowed' });
    expect(result?.keys).toEqual([
      'apiVersion',
      'cacheStatus',
      'canGoBack',
      'goBack',
      'info',
      'onHistoryChange',
      'openExternal',
    ]);
  } finally {
    await app.close();
  }
});

test('back navigation: keys, menu and bridge go back; Back is disabled without history', async () => {
  const { app, page } = await launchApp({ shopUrl, userData: freshUserData() });
  const backEnabled = () =>
    app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.getMenuItemById('back')?.enabled);
  try {
    await waitForHydration(page);
    expect(await backEnabled()).toBe(false);
    await page.goto(`${shopUrl}/d/products`);
    await expect.poll(backEnabled).toBe(true);

    await page.keyboard.press(backKeys);
    await expect(page).toHaveURL(`${shopUrl}/d/`);
    await page.keyboard.press(forwardKeys);
    await expect(page).toHaveURL(`${shopUrl}/d/products`);

    await app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.getMenuItemById('back')?.click());
    await expect(page).toHaveURL(`${shopUrl}/d/`);
    await expect.poll(backEnabled).toBe(false);

    await page.goto(`${shopUrl}/d/products`);
    expect(await page.evaluate(() => (window as W).shopDesktop?.goBack())).toBe(true);
    await expect(page).toHaveURL(`${shopUrl}/d/`);
    expect(await page.evaluate(() => (window as W).shopDesktop?.goBack())).toBe(false);
  } finally {
    await app.close();
  }
});

test('the window stays on the shop: no new windows, no foreign navigation, permissions denied', async () => {
  const { app, page } = await launchApp({ shopUrl, userData: freshUserData() });
  try {
    await waitForHydration(page);
    expect(await page.evaluate(() => window.open('https://example.com/') === null)).toBe(true);
    await page.evaluate(() => {
      window.location.href = 'https://example.com/';
    });
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(`${shopUrl}/d/`);
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
    expect(
      await page.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state),
    ).toBe('denied');
    expect(
      await page.evaluate(async () => (await navigator.permissions.query({ name: 'notifications' })).state),
    ).toBe('denied');
  } finally {
    await app.close();
  }
});

test('deep links open the right configurator, from the command line and from a second instance', async () => {
  const userData = freshUserData();
  const { app, page } = await launchApp({
    shopUrl,
    userData,
    args: [`${SCHEME}://configurator-card/?themeId=4711&quantity=42`],
  });
  try {
    await expect(page).toHaveURL(`${shopUrl}/d/configurator-card/?themeId=4711&locale=de-DE`);

    await secondInstance({ shopUrl, userData }, `${SCHEME}://themes/4711`);
    await expect(page).toHaveURL(`${shopUrl}/d/themes/4711`);

    await secondInstance({ shopUrl, userData }, `${SCHEME}://web-api/customer-data`);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(`${shopUrl}/d/themes/4711`);
  } finally {
    await app.close();
  }
});

test('offline: the app starts with saved pages and says so for the rest', async () => {
  const userData = freshUserData();
  const first = await launchApp({ shopUrl, userData });
  await waitForHydration(first.page);
  await first.page.goto(`${shopUrl}/d/products`);
  await waitForHydration(first.page);
  await first.page.waitForTimeout(500); // the cache writes behind the page
  await first.app.close();

  proxy.online = false;
  const { app, page } = await launchApp({ shopUrl, userData });
  try {
    await expect(page).toHaveURL(`${shopUrl}/d/`);
    await waitForHydration(page); // scripts and styles came from the cache
    expect(await page.evaluate(() => (window as W).shopDesktop?.cacheStatus())).toMatchObject({
      online: false,
    });

    await page.goto(`${shopUrl}/d/never-visited`);
    await expect(page.getByTestId('offline-page')).toBeVisible();
    await expect(page.getByRole('link', { name: /\/d\/products/ })).toBeVisible();

    proxy.online = true;
    await app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.getMenuItemById('clear-cache')?.click());
    await expect
      .poll(async () => (await page.evaluate(() => (window as W).shopDesktop?.cacheStatus()))?.entries)
      .toBe(0);
  } finally {
    await app.close();
  }
});

test('the window comes back with the size and position it had', async () => {
  const userData = freshUserData();
  const first = await launchApp({ shopUrl, userData });
  // Sizes that fit whatever screen the test runs on (xvfb's default is small).
  const wanted = await first.app.evaluate(({ BrowserWindow, screen }) => {
    const area = screen.getPrimaryDisplay().workArea;
    const bounds = {
      x: area.x + 20,
      y: area.y + 30,
      width: Math.min(1010, area.width - 40),
      height: Math.min(720, area.height - 60),
    };
    BrowserWindow.getAllWindows()[0]?.setBounds(bounds);
    return BrowserWindow.getAllWindows()[0]?.getBounds();
  });
  await first.page.waitForTimeout(800);
  await first.app.close();

  const { app } = await launchApp({ shopUrl, userData });
  try {
    const bounds = await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.getBounds());
    expect(bounds).toEqual(wanted);
  } finally {
    await app.close();
  }
});
