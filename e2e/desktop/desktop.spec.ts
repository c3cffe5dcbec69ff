import { tsImport } from 'tsx/esm/api';
import type * as DeepLinkModule from '../../desktop/core/deep-link';
import type * as DesignerLinkModule from '../../desktop/core/designer-link';
import type * as ShopTargetModule from '../../desktop/core/shop-target';
import { expect, test } from '../fixtures';
import { shoot, waitForHydration } from '../support';
import { bridgeCalls, bridgeMethods, emitHistory, installBridge } from './bridge-double';

/**
 * Issue 8: platform d as the desktop app shows it, in Chromium with a recording double of the
 * preload bridge (window.shopDesktop) instead of Electron.
 */

test.describe('platform d with the desktop bridge', () => {
  for (const path of ['/d/', '/d/products']) {
    test(`${path}: back link instead of the shop navigation, no whitelabel bar`, async ({ page }) => {
      await installBridge(page, { canGoBack: true });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByTestId('back-link')).toBeVisible();
      await expect(page.getByTestId('burger-toggle')).toHaveCount(0);
      await expect(page.getByTestId('main-nav')).toHaveCount(0);
      await expect(page.getByTestId('whitelabel-bar')).toHaveCount(0);
      // The shop's links stay on platform d.
      await expect(page.locator('.chrome-header__logo')).toHaveAttribute('href', '/d');
      // The double is what the page sees.
      expect(await page.evaluate(() => window.shopDesktop?.info.platform)).toBe('d');
    });
  }

  test('the back link asks the bridge for its state and goes back through it, not the router', async ({
    page,
  }) => {
    await installBridge(page, { canGoBack: true });
    await page.goto('/d/products');
    await waitForHydration(page);
    // A client navigation, so the router itself would have somewhere to go back to.
    await page.locator('.chrome-header__logo').click();
    await expect(page).toHaveURL(/\/d\/?$/);
    await waitForHydration(page);

    const backLink = page.getByTestId('back-link');
    await expect(backLink).toBeEnabled();
    await backLink.click();
    // The double goes nowhere, so any back navigation now can only be the router's own.
    await page.waitForTimeout(500);
    expect
      .soft(new URL(page.url()).pathname, 'the router must not go back by itself inside the app')
      .toMatch(/^\/d\/?$/);
    expect(
      await bridgeMethods(page),
      'the back link must go back through window.shopDesktop.goBack()',
    ).toEqual(expect.arrayContaining(['goBack']));
    expect((await bridgeCalls(page)).filter((c) => c.method === 'goBack')).toHaveLength(1);
  });

  test('with nowhere to go back to (canGoBack false) the back link is disabled', async ({ page }) => {
    await installBridge(page, { canGoBack: false });
    await page.goto('/d/products');
    await waitForHydration(page);
    // It asks the app, and subscribes to the app's history so that it can follow it.
    await expect
      .poll(() => bridgeMethods(page), { message: 'the back link must ask window.shopDesktop for its state' })
      .toEqual(expect.arrayContaining(['canGoBack', 'onHistoryChange']));
    await expect(page.getByTestId('back-link')).toBeDisabled();
    // The app reports a new history state: the link follows it, both ways.
    await emitHistory(page, { canGoBack: true, canGoForward: false });
    await expect(page.getByTestId('back-link')).toBeEnabled();
    await emitHistory(page, { canGoBack: false, canGoForward: true });
    await expect(page.getByTestId('back-link')).toBeDisabled();
    expect(await bridgeMethods(page)).not.toContain('goBack');
  });

  test('screenshot of /d at 1280 px', async ({ page }, testInfo) => {
    await installBridge(page, { canGoBack: true });
    await page.goto('/d');
    await waitForHydration(page);
    expect(page.viewportSize()?.width).toBe(1280);
    await expect(page.getByTestId('back-link')).toBeVisible();
    await shoot(page, testInfo, 'platform-d-home');
  });
});

/**
 * The desktop module's own pure functions, run here in Node. Loaded through tsx because the shared
 * market tables import JSON without an import attribute, which Playwright's loader refuses.
 */
const desktopCore = async () => {
  const [deepLink, designerLink, shopTarget] = await Promise.all([
    tsImport('../../desktop/core/deep-link.ts', import.meta.url) as Promise<typeof DeepLinkModule>,
    tsImport('../../desktop/core/designer-link.ts', import.meta.url) as Promise<typeof DesignerLinkModule>,
    tsImport('../../desktop/core/shop-target.ts', import.meta.url) as Promise<typeof ShopTargetModule>,
  ]);
  return { ...deepLink, ...designerLink, ...shopTarget };
};

let core: Awaited<ReturnType<typeof desktopCore>>;

test.describe('deep links open the right designer page', () => {
  test.beforeAll(async () => {
    core = await desktopCore();
  });

  /** The shop URL the desktop app loads for a deep link, with the app configured for de-DE at baseURL. */
  const openDeepLink = (link: string, baseURL: string | undefined) => {
    const resolved = core.resolveShopTarget(new URL(baseURL ?? 'http://localhost:3210'), 'de-DE');
    if (!resolved.ok) throw new Error(resolved.message);
    return core.parseDeepLink(link, {
      scheme: core.DEEP_LINK_SCHEME,
      target: resolved.target,
      validateDesigner: core.validateDesignerLink,
    });
  };

  test('photoprintshop://configurator-card/?themeId=4711 shows the card designer with that theme', async ({
    page,
    baseURL,
  }, testInfo) => {
    const result = openDeepLink('photoprintshop://configurator-card/?themeId=4711', baseURL);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.kind).toBe('configurator');
    expect(result.warnings).toEqual([]);
    const url = new URL(result.url);
    expect(url.origin).toBe(new URL(baseURL ?? '').origin);
    expect(url.pathname.startsWith('/d/')).toBe(true);

    await installBridge(page, { canGoBack: false });
    const response = await page.goto(result.url);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/d/configurator-card/');
    // Issue 31: the link opens the card designer (the link inspector is support staff's, on its own path).
    await expect(page.getByTestId('designer')).toHaveAttribute('data-family', 'card');
    await expect(page.getByTestId('designer-problems')).toHaveCount(0);
    await expect(page.getByTestId('back-link')).toBeVisible();
    await expect(page.getByTestId('main-nav')).toHaveCount(0);
    await shoot(page, testInfo, 'deep-link-card');
  });

  test('a designer link with a parameter the schema refuses opens without it', async ({ page, baseURL }) => {
    const result = openDeepLink(
      'photoprintshop://configurator-card/?themeId=4711&evil=%3Cscript%3E',
      baseURL,
    );
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.warnings.join('\n')).toMatch(/evil/);
    await installBridge(page, { canGoBack: false });
    await page.goto(result.url);
    expect(new URL(page.url()).searchParams.get('themeId')).toBe('4711');
    expect(new URL(page.url()).searchParams.has('evil')).toBe(false);
    await expect(page.getByTestId('designer')).toHaveAttribute('data-family', 'card');
    await expect(page.getByTestId('designer-problems')).toHaveCount(0);
  });

  test('a page link opens that shop page at platform d', async ({ page, baseURL }) => {
    const result = openDeepLink('photoprintshop://products', baseURL);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.kind).toBe('page');
    expect(new URL(result.url).pathname).toBe('/d/products');
    await installBridge(page, { canGoBack: false });
    const response = await page.goto(result.url);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('listing-page')).toBeVisible();
    await expect(page.getByTestId('back-link')).toBeVisible();
  });
});
