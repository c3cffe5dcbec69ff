import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { hostUrl, shoot, waitForHydration } from '../support';

/**
 * Issue 23.5: "Zum Shop „Wandbilder“ wechseln" goes to the other brand's host of the same market
 * (its fallback market's where it does not sell), keeping the language and /d, and the page where
 * the other brand has it.
 */

const cases = [
  { from: 'de.cards.localhost', path: '/', to: 'de.posters.localhost', toPath: '/' },
  {
    from: 'de.cards.localhost',
    path: '/d/kundenkonto',
    to: 'de.posters.localhost',
    toPath: '/d/kundenkonto',
  },
  {
    from: 'fr.cards.localhost',
    path: '/confidentialite',
    to: 'fr.posters.localhost',
    toPath: '/confidentialite',
  },
  { from: 'de.cards.localhost', path: '/geburtstag', to: 'de.posters.localhost', toPath: '/' },
  { from: 'at.cards.localhost', path: '/', to: 'de.posters.localhost', toPath: '/' },
  { from: 'ch.cards.localhost', path: '/fr/', to: 'fr.posters.localhost', toPath: '/' },
  { from: 'de.posters.localhost', path: '/', to: 'de.cards.localhost', toPath: '/' },
];

test.describe('the brand switch', () => {
  for (const c of cases) {
    test(`${c.from}${c.path} → ${c.to}${c.toPath}`, async ({ page, baseURL }) => {
      await page.goto(hostUrl(baseURL, c.from, c.path));
      await waitForHydration(page);
      const link = page.getByTestId('channel-toggle');
      await expect(link).toBeVisible();
      await link.click();
      await page.waitForURL((url) => url.hostname === c.to);
      const url = new URL(page.url());
      expect(`${url.hostname}${url.pathname}`).toBe(`${c.to}${c.toPath}`);
      await waitForHydration(page);
      // The other brand's own pages: its switch points back.
      const back = c.to.includes('posters') ? 'Karten' : 'Wandbilder';
      await expect(page.getByTestId('channel-toggle')).toContainText(c.to.startsWith('fr.') ? /./ : back);
    });
  }

  test('the top bar with the switch, on both widths', async ({ page, baseURL }, testInfo) => {
    await page.goto(hostUrl(baseURL, 'de.cards.localhost', '/'));
    await waitForHydration(page);
    await expect(page.getByTestId('channel-toggle')).toHaveText(/Zum Shop „Wandbilder“ wechseln/);
    await shoot(page, testInfo, 'journey-brand-switch');
    const results = await new AxeBuilder({ page }).include('[data-testid="top-bar"]').analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
