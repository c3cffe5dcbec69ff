import type { Page, Request } from '@playwright/test';
import type { FlagsBootstrap } from '../../shared/flags';
import { expect, test } from '../fixtures';
import { waitForHydration } from '../support';

/**
 * Issue 7: feature flags as the browser sees them. The server evaluates (or not) and hands its
 * decision over in the bootstrap JSON; the browser SDK is its own chunk, loaded only after
 * hydration, with consent, and never for bots.
 */

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const FLAG = 'card-brand_ab_content';
const CARD_FLAGS = [
  'card-brand_posterdruck',
  'card-brand_ab_content',
  'card-brand_wandbilder_flyout',
  'card-brand_calculator_redesign',
  'card-brand_calculator_nudging',
  'card-brand_calculator_portrait',
  'card-brand_calculator_canvas_redesign',
];

/** The Split browser SDK's chunk (web/features/flags/browser-sdk.ts loadSplitBrowser). */
const isSdkChunk = (request: Request) => /\/assets\/browser-[\w-]+\.js(\?|$)/.test(request.url());
/** Split's own services (remote mode); in localhost mode nothing may go there either. */
const isSplitService = (request: Request) => /(^|\.)split\.io$/.test(new URL(request.url()).hostname);

async function bootstrapOf(
  page: Page,
): Promise<{ flags: FlagsBootstrap; info: { isBot: boolean; debug: boolean } }> {
  const json = await page.locator('#__shop').textContent();
  return JSON.parse(json ?? 'null');
}

/** The debug panel's treatment per flag, as the page shows it now. */
async function panelTreatments(page: Page): Promise<Record<string, string>> {
  const rows = page.locator('.flag-debug tbody tr[data-flag]');
  await expect(rows.first()).toBeVisible();
  return Object.fromEntries(
    await rows.evaluateAll((trs) =>
      trs.map((tr) => [tr.getAttribute('data-flag'), tr.getAttribute('data-treatment')]),
    ),
  );
}

/** The same facts, read from the HTML the server sent. */
function serverPanelTreatments(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<tr data-flag="([^"]+)" data-treatment="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );
}

const row = (page: Page, flag: string) => page.locator(`.flag-debug tr[data-flag="${flag}"]`);

test.describe('bots', () => {
  test('a Googlebot page carries no flag client: reason bot, no SDK, every treatment control', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({
      userAgent: GOOGLEBOT,
      viewport: testInfo.project.use.viewport,
      baseURL,
    });
    // Even with consent on record, a crawler gets no flag client.
    await context.addCookies([{ name: 'shop_consent', value: 'granted', url: baseURL ?? '' }]);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (isSdkChunk(r) || isSplitService(r)) requests.push(r.url());
    });

    const response = await page.goto('/?_debug=1');
    expect(response?.status()).toBe(200);
    // No user key either: a bot gets no cookie.
    expect(response?.headers()['set-cookie'] ?? '').not.toContain('shop_uid');
    const bootstrap = await bootstrapOf(page);
    expect(bootstrap.info.isBot).toBe(true);
    expect(bootstrap.flags.reason).toBe('bot');
    expect(bootstrap.flags.sdk).toBeNull();
    expect(bootstrap.flags.splitKey).toBeNull();
    expect(Object.values(bootstrap.flags.treatments).every((t) => t === 'control')).toBe(true);

    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const treatments = await panelTreatments(page);
    expect(Object.keys(treatments).sort()).toEqual([...CARD_FLAGS].sort());
    for (const [flag, treatment] of Object.entries(treatments)) expect(treatment, flag).toBe('control');
    await expect(page.locator('.flag-debug__facts')).toContainText('not-loaded');
    // No consent dialog for bots either.
    await expect(page.locator('.consent-dialog')).toHaveCount(0);
    expect(requests).toEqual([]);
    await context.close();
  });
});

test.describe('query overrides', () => {
  test(`?${FLAG}=on flips the treatment, in the bootstrap and in the debug panel`, async ({ page }) => {
    await page.goto(`/?${FLAG}=on&_debug=1`);
    const bootstrap = await bootstrapOf(page);
    expect(bootstrap.flags.overrides).toEqual({ [FLAG]: 'on' });
    // The home page renders no ABContent block, so the server does not evaluate the flag (no
    // impression, issue 24); the override still wins on top.
    expect(bootstrap.flags.treatments[FLAG]).toBeUndefined();
    await waitForHydration(page);
    await expect(row(page, FLAG)).toHaveAttribute('data-treatment', 'on');
    await expect(row(page, FLAG)).toContainText('Query-Override');
    await expect(page.getByRole('link', { name: `${FLAG} einschalten` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Only that flag is overridden; the layout's flyout experiment is the one the page evaluates.
    await expect(row(page, 'card-brand_posterdruck')).toHaveAttribute('data-treatment', 'control');
    await expect(row(page, 'card-brand_wandbilder_flyout')).toHaveAttribute('data-treatment', 'off');

    // "aus" in the panel reloads with the override off, "zurücksetzen" removes it.
    await page.getByRole('link', { name: `${FLAG} ausschalten` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]${FLAG}=off`));
    expect((await bootstrapOf(page)).flags.overrides).toEqual({ [FLAG]: 'off' });
    await expect(row(page, FLAG)).toHaveAttribute('data-treatment', 'off');
    await page.getByRole('link', { name: `Override für ${FLAG} entfernen` }).click();
    await expect(page).not.toHaveURL(new RegExp(FLAG));
    expect((await bootstrapOf(page)).flags.overrides).toEqual({});
  });

  test(`?${FLAG}=maybe is ignored`, async ({ page }) => {
    await page.goto(`/?${FLAG}=maybe&_debug=1`);
    const bootstrap = await bootstrapOf(page);
    expect(bootstrap.flags.overrides).toEqual({});
    await waitForHydration(page);
    // The evaluated treatment (everyone's default is off), not an override.
    await expect(row(page, FLAG)).toHaveAttribute(
      'data-treatment',
      bootstrap.flags.treatments[FLAG] ?? 'control',
    );
    await expect(row(page, FLAG)).not.toHaveAttribute('data-treatment', 'on');
    await expect(row(page, FLAG)).not.toContainText('Query-Override');
  });

  test.describe('before consent', () => {
    test.use({ consent: 'unknown' });

    test(`nothing is evaluated (reason no-consent, all control) and ?${FLAG}=maybe leaves it control`, async ({
      page,
    }) => {
      await page.goto(`/?${FLAG}=maybe&_debug=1`);
      const bootstrap = await bootstrapOf(page);
      expect(bootstrap.flags.reason).toBe('no-consent');
      expect(bootstrap.flags.overrides).toEqual({});
      expect(new Set(Object.values(bootstrap.flags.treatments))).toEqual(new Set(['control']));
      await waitForHydration(page);
      await expect(row(page, FLAG)).toHaveAttribute('data-treatment', 'control');
    });
  });
});

test.describe('hydration', () => {
  test('a page rendered with a treatment shows the same variant before and after hydration', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const sdkChunk = page.waitForRequest(isSdkChunk);

    const response = await page.goto(`/?${FLAG}=on&_debug=1`);
    const serverHtml = (await response?.text()) ?? '';
    const before = serverPanelTreatments(serverHtml);
    expect(before[FLAG]).toBe('on');
    expect(Object.keys(before).sort()).toEqual([...CARD_FLAGS].sort());

    await waitForHydration(page);
    expect(await panelTreatments(page)).toEqual(before);

    // Still the same once the browser SDK has taken over.
    await sdkChunk;
    await expect(page.locator('.flag-debug__facts')).not.toContainText('not-loaded');
    await page.waitForLoadState('networkidle');
    expect(await panelTreatments(page)).toEqual(before);
    expect(errors.filter((e) => /hydrat|did not match|mismatch/i.test(e))).toEqual([]);
  });
});

test.describe('consent granted', () => {
  test('the server evaluates (reason evaluated) and the browser SDK chunk loads after hydration', async ({
    page,
  }) => {
    const sdkChunk = page.waitForRequest(isSdkChunk);
    await page.goto('/');
    const bootstrap = await bootstrapOf(page);
    expect(bootstrap.flags.reason).toBe('evaluated');
    expect(bootstrap.flags.sdk).toEqual({ authorizationKey: 'localhost' });
    expect(bootstrap.flags.splitKey).toMatch(/^[0-9a-f-]{36}$/);
    // Only what the home page renders: the layout's flyout (issue 24).
    expect(Object.keys(bootstrap.flags.treatments)).toEqual(['card-brand_wandbilder_flyout']);
    expect(Object.values(bootstrap.flags.treatments).every((t) => t === 'off')).toBe(true);
    await waitForHydration(page);
    await sdkChunk;
  });
});
