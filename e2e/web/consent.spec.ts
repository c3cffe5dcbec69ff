import { mkdirSync } from 'node:fs';
import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { waitForHydration } from '../support';

/**
 * Issue 7: the shop's own consent dialog, and that nothing leaves the browser for a tracking or
 * flag service before consent or after a decline.
 */
test.use({ consent: 'unknown' });

const TITLE = 'Deine Privatsphäre';

/** The Split browser SDK's chunk (web/features/flags/browser-sdk.ts loadSplitBrowser). */
const isSdkChunk = (url: string) => /\/assets\/browser-[\w-]+\.js(\?|$)/.test(url);
/** Flag and analytics services: Split, the Google tag, and common session recorders. */
const TRACKING_HOST =
  /(^|\.)(split\.io|googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|hotjar\.com|hotjar\.io|clarity\.ms|mouseflow\.com|contentsquare\.net)$/;
const TRACKING_PATH =
  /split|analytics|collect|gtag|gtm\.js|\/events\b|\/impressions\b|\/telemetry\b|\/metrics\b/i;

const consentDialog = (page: Page) => page.getByRole('dialog', { name: TITLE });

async function focusIsInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((node) => node.contains(document.activeElement));
}

async function consentCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'shop_consent')?.value;
}

async function userKeyCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'shop_uid')?.value;
}

/** The dialog as the shopper sees it: the viewport, not the whole (scroll-locked) page. */
async function shootViewport(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  mkdirSync('screenshots', { recursive: true });
  const path = `screenshots/${testInfo.project.name}-${name}.png`;
  await page.screenshot({ path });
  return path;
}

test.describe('the consent dialog', () => {
  test('is a labelled modal dialog that holds focus: Escape does not close it, Tab stays inside', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    // Rendered on the server, so it is there before any script runs.
    const dialog = consentDialog(page);
    await expect(dialog).toBeVisible();
    await waitForHydration(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleName(TITLE);
    await expect(dialog).toHaveAccessibleDescription(/Ohne deine Zustimmung senden wir nichts/);
    const decline = dialog.getByRole('button', { name: 'Ablehnen' });
    const accept = dialog.getByRole('button', { name: 'Akzeptieren' });
    await expect(decline).toBeVisible();
    await expect(accept).toBeVisible();

    // Focus moves into the dialog once the page is interactive.
    await expect.poll(() => focusIsInside(dialog)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    expect(await focusIsInside(dialog)).toBe(true);

    // Tab cycles through the privacy link and the two buttons and never leaves.
    const focused: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(dialog), `after Tab ${i + 1}`).toBe(true);
      focused.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    const privacy = 'Mehr dazu in der Datenschutzerklärung';
    expect(focused).toEqual([privacy, 'Ablehnen', 'Akzeptieren', privacy, 'Ablehnen']);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInside(dialog), `after Shift+Tab ${i + 1}`).toBe(true);
    }
    // A click on the dimmed page does not take focus out either.
    await page.mouse.click(5, (page.viewportSize()?.height ?? 700) - 5);
    await expect.poll(() => focusIsInside(dialog)).toBe(true);
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    expect(await consentCookie(page)).toBeUndefined();
    await shootViewport(page, testInfo, 'consent-dialog');
  });

  test('Accept sets shop_consent=granted, closes the dialog, and only then loads the flag SDK', async ({
    page,
  }) => {
    const sdkRequests: { url: string; afterAccept: boolean }[] = [];
    let accepted = false;
    page.on('request', (r) => {
      if (isSdkChunk(r.url())) sdkRequests.push({ url: r.url(), afterAccept: accepted });
    });
    await page.goto('/');
    const bootstrap = JSON.parse((await page.locator('#__shop').textContent()) ?? 'null');
    expect(bootstrap.flags.reason).toBe('no-consent');
    expect(bootstrap.tracking.consent).toBe('unknown');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    // Nothing before consent: no SDK chunk, and no identifier cookie (issue 18).
    expect(sdkRequests).toEqual([]);
    expect(await userKeyCookie(page)).toBeUndefined();

    const sdk = page.waitForRequest((r) => isSdkChunk(r.url()));
    accepted = true;
    await consentDialog(page).getByRole('button', { name: 'Akzeptieren' }).click();
    await expect(consentDialog(page)).toHaveCount(0);
    await expect.poll(() => consentCookie(page)).toBe('granted');
    await sdk;
    expect(sdkRequests.every((r) => r.afterAccept)).toBe(true);
    // The user key arrives with the choice, not with a later page.
    expect(await userKeyCookie(page)).toMatch(/^[0-9a-f-]{36}$/);

    await page.reload();
    await waitForHydration(page);
    await expect(consentDialog(page)).toHaveCount(0);
    const after = JSON.parse((await page.locator('#__shop').textContent()) ?? 'null');
    expect(after.flags.reason).toBe('evaluated');
    expect(after.tracking.consent).toBe('granted');
  });

  test('after Decline nothing goes to another host or a flag/analytics service, and the choice holds', async ({
    page,
    baseURL,
  }) => {
    const shopHost = new URL(baseURL ?? 'http://localhost:3210').host;
    const requests: { url: string; host: string; phase: string }[] = [];
    let phase = 'before';
    page.on('request', (r: Request) => {
      const url = r.url();
      if (!/^https?:/.test(url)) return; // data: and blob: never leave the browser
      requests.push({ url, host: new URL(url).host, phase });
    });

    await page.goto('/');
    await waitForHydration(page);
    phase = 'after-decline';
    await consentDialog(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(consentDialog(page)).toHaveCount(0);
    await expect.poll(() => consentCookie(page)).toBe('declined');

    // Five seconds of browsing: client navigations, a reload, and some clicks and scrolling.
    const until = Date.now() + 5_000;
    await page.goto('/themes/hochzeit-001');
    await waitForHydration(page);
    await expect(consentDialog(page)).toHaveCount(0);
    // A client navigation into the designer stand-in.
    await page.getByTestId('theme-cta').click();
    await expect(page).toHaveURL(/\/configurator-card\/\?themeId=hochzeit-001/);
    await expect(page.getByTestId('designer')).toHaveAttribute('data-family', 'card');
    await page.mouse.wheel(0, 1500);
    await page.goto('/products');
    await waitForHydration(page);
    await page.reload();
    await waitForHydration(page);
    await expect(consentDialog(page)).toHaveCount(0);
    await page.mouse.wheel(0, 3000);
    await page.goto('/?_debug=1');
    await waitForHydration(page);
    await expect(page.locator('.flag-debug__facts')).toContainText('declined');
    await expect(page.locator('.flag-debug__facts')).toContainText('not-loaded');
    const left = until - Date.now();
    if (left > 0) await page.waitForTimeout(left);

    const foreign = requests.filter((r) => r.host !== shopHost);
    expect(foreign, 'requests to hosts other than the shop').toEqual([]);
    // The shop's own script chunks are code, not endpoints (a chunk may be named after its module).
    const ownChunk = (url: URL) => url.host === shopHost && url.pathname.startsWith('/assets/');
    const tracking = requests.filter((r) => {
      const url = new URL(r.url);
      return TRACKING_HOST.test(url.hostname) || (TRACKING_PATH.test(url.pathname) && !ownChunk(url));
    });
    expect(tracking, 'requests to flag or analytics endpoints').toEqual([]);
    expect(
      requests.filter((r) => isSdkChunk(r.url)),
      'the Split SDK chunk',
    ).toEqual([]);
    expect(requests.filter((r) => r.phase === 'after-decline').length).toBeGreaterThan(0);

    // The choice is remembered: the cookie says declined and the server renders no dialog.
    expect(await consentCookie(page)).toBe('declined');
    expect(await userKeyCookie(page)).toBeUndefined();
    const bootstrap = JSON.parse((await page.locator('#__shop').textContent()) ?? 'null');
    expect(bootstrap.tracking.consent).toBe('declined');
    expect(bootstrap.flags.reason).toBe('no-consent');
  });
});
