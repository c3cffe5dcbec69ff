import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { hostUrl, shoot, waitForHydration } from '../support';

/**
 * Issue 23 "every market reads native": American words on en-US, each market's own hotline (none
 * where it has none), US sizes in quarter inches with the metric size beside, and a link inspector
 * that speaks the page's language and says nothing is wrong before anything was typed.
 */

/** British spellings and words a US shopper should not read (the unit tests scan the sources). */
const BRITISH =
  /\b(basket|baskets|colours?|coloured|favourites?|aluminium|personalis\w*|customis\w*|centres?|centimetres?|grey|catalogue|jewellery|matt)\b/i;

/** axe's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('en-US reads American English', () => {
  for (const [host, path] of [
    ['us.posters.localhost', '/'],
    ['us.posters.localhost', '/canvas-prints'],
    ['us.cards.localhost', '/'],
    ['us.cards.localhost', '/products'],
  ] as const) {
    test(`${host}${path} shows no British words`, async ({ page }) => {
      await page.goto(hostUrl(test.info().project.use.baseURL, host, path));
      // What the shopper reads: rendered text, not the scripts' data (which holds slugs like aluminium-prints).
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
      const text = await page.locator('body').innerText();
      expect(text.match(new RegExp(BRITISH, 'gi')) ?? []).toEqual([]);
      // The header's cart says so, where en-GB says basket.
      await expect(page.getByTestId('header-cart')).toHaveAccessibleName(/^Cart\b/);
    });
  }
});

test.describe('every market shows its own hotline', () => {
  test('UK and US pages carry no German number; the UK shows its own, the US none', async ({ page }) => {
    // Seven page loads in one walk.
    test.setTimeout(90_000);
    const base = test.info().project.use.baseURL;
    for (const [host, path] of [
      ['gb.cards.localhost', '/'],
      ['gb.cards.localhost', '/help'],
      ['us.posters.localhost', '/'],
      ['us.posters.localhost', '/help'],
    ] as const) {
      const response = await page.goto(hostUrl(base, host, path));
      expect(response?.status(), `${host}${path}`).toBe(200);
      const html = await page.content();
      expect(html, `${host}${path}`).not.toMatch(/\+49|tel:\+?49/);
      if (host.startsWith('gb.')) expect(html, `${host}${path}`).toContain('+44 20 7946 0123');
      else expect(html, `${host}${path}`).not.toMatch(/href="tel:/);
    }
    // The help page's phone line stays on the UK page and goes with the number on the US page.
    await page.goto(hostUrl(base, 'gb.cards.localhost', '/help'));
    await expect(page.getByText('Phone: +44 20 7946 0123')).toBeVisible();
    await page.goto(hostUrl(base, 'us.posters.localhost', '/help'));
    await expect(page.getByText(/^Phone:/)).toHaveCount(0);
    await shoot(page, test.info(), 'us-posters-help');
    expect(await seriousViolations(page)).toEqual([]);
    // The German market keeps the German number.
    await page.goto(hostUrl(base, 'de.cards.localhost', '/hilfe'));
    await expect(page.getByText('Telefon: +49 221 123 456 70')).toBeVisible();
  });
});

test('US sizes read in quarter inches with the metric size beside', async ({ page }) => {
  // A long page: full-page screenshot and axe take a while on a busy machine.
  test.setTimeout(90_000);
  await page.goto(hostUrl(test.info().project.use.baseURL, 'us.posters.localhost', '/canvas-prints'));
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
  const text = await page.locator('main').innerText();
  // "7¾ x 11¾ in (20 x 30 cm)", never "7.9 x 11.8 in".
  expect(text).toMatch(/\d+[¼½¾]? x \d+[¼½¾]?\s?in \(\d+(\.\d)? x \d+(\.\d)?\s?cm\)/);
  expect(text).not.toMatch(/\d\.\d+ x \d+(\.\d+)?\s?in\b/);
  await shoot(page, test.info(), 'us-posters-canvas-prints');
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('the link inspector speaks the page language', () => {
  test('no error before typing, checks as you type, parameters and errors side by side', async ({
    page,
  }, testInfo) => {
    await page.goto(hostUrl(testInfo.project.use.baseURL, 'de.cards.localhost', '/configurator-inspector'));
    test.setTimeout(60_000);
    await waitForHydration(page);
    const result = page.getByTestId('inspector-result');
    await expect(result).toHaveText(
      'Füge oben einen Designer-Link ein: Die Prüfung beginnt, sobald du tippst.',
    );
    await expect(page.getByTestId('inspector-verdict')).toHaveCount(0);
    await shoot(page, testInfo, 'inspector-empty');

    // Typed, not submitted: the check follows the input.
    await page
      .getByRole('textbox', { name: 'Designer-Link' })
      .pressSequentially('/configurator-card/?themeId=1&quantity=42&colour=red');
    // Checked on the server after a pause in typing: allow for a busy machine.
    await expect(page.getByTestId('inspector-verdict')).toHaveText('Dieser Link hat 2 Fehler.', {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/configurator-inspector\?link=/);
    const params = page.getByTestId('inspector-params');
    await expect(params.getByRole('row')).toHaveCount(4);
    await expect(params.getByRole('row', { name: /themeId/ })).toContainText('in Ordnung');
    await expect(params.getByRole('row', { name: /colour/ })).toContainText(
      '„colour“ ist kein Designer-Parameter und wird ignoriert.',
    );
    await expect(params.getByRole('row', { name: /quantity/ })).toContainText(
      'quantity passt nicht zu diesem Designer oder zu den anderen Parametern.',
    );
    await expect(page.getByTestId('inspector-no-params')).toHaveCount(0);
    await shoot(page, testInfo, 'inspector-errors');
    expect(await seriousViolations(page)).toEqual([]);

    // Corrected in place: the verdict turns valid without pressing the button.
    await page
      .getByRole('textbox', { name: 'Designer-Link' })
      .fill('/configurator-card/?themeId=1&quantity=41');
    await expect(page.getByTestId('inspector-verdict')).toHaveText('Dieser Link ist gültig.', {
      timeout: 15_000,
    });
    await expect(page.getByTestId('inspector-price')).toContainText('€');
  });

  test('in English on an English market', async ({ page }) => {
    const link = encodeURIComponent('/configurator-card/?themeId=1&colour=red');
    await page.goto(
      hostUrl(test.info().project.use.baseURL, 'gb.cards.localhost', `/configurator-inspector?link=${link}`),
    );
    await expect(page.getByTestId('inspector-params')).toContainText(
      '“colour” is not a designer parameter and is ignored.',
    );
  });
});
