import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { hostUrl, shoot, waitForHydration } from '../support';
import { flyoutOf, newConsentedContext, tabletOptions } from './chrome-helpers';

/**
 * The shop chrome (issue 4) in de-DE cards (localhost), en-GB posters (gb.posters.localhost) and
 * platform d (/d/…): flyouts, burger, sub-navigation, breadcrumbs, countdown, smartbanner,
 * footer boxes, platform d's header, accessibility.
 */

interface Site {
  name: string;
  host: string;
  /** A main navigation item with a flyout. */
  navItem: string;
  /** A category page whose sub-navigation has a tile for itself. */
  category: string;
  /** A page two levels deep (breadcrumbs: home, parent, page). */
  nested: { path: string; parent: string; parentText: RegExp; current: RegExp };
}

const SITES: Site[] = [
  {
    name: 'de-DE cards',
    host: 'localhost',
    navItem: 'Karten',
    category: '/geburtstag',
    nested: {
      path: '/geburtstag/kindergeburtstag',
      parent: '/geburtstag',
      parentText: /Geburtstag/,
      current: /Kindergeburtstag/,
    },
  },
  {
    name: 'en-GB posters',
    host: 'gb.posters.localhost',
    navItem: 'Wall art',
    category: '/poster-printing',
    nested: {
      path: '/poster-printing/fine-art',
      parent: '/poster-printing',
      parentText: /Poster/,
      current: /Fine/,
    },
  },
];

const desktopOnly = 'flyouts are for desktop user agents; the phone project gets none';
const phoneOnly = 'phone user agent rule; the desktop project is a desktop user agent';

async function open(
  page: import('@playwright/test').Page,
  baseURL: string | undefined,
  site: Site,
  path = '/',
) {
  const response = await page.goto(hostUrl(baseURL, site.host, path));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test.describe('main navigation flyouts', () => {
  for (const site of SITES) {
    test(`${site.name}: hovering a main navigation link opens its flyout, leaving closes it`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'web-desktop', desktopOnly);
      await open(page, baseURL, site);
      const { link, toggle, flyout } = await flyoutOf(page, site.navItem);
      // Flyouts come with their groups the first time they open: none is in the page before.
      await expect(page.getByTestId('flyout')).toHaveCount(0);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await link.hover();
      await expect(flyout).toBeVisible();
      expect(await flyout.evaluate((el) => (el as HTMLElement).hidden)).toBe(false);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('[data-testid="flyout"]:not([hidden])')).toHaveCount(1);
      await shoot(page, testInfo, `flyout-${site.host}`);

      await page.mouse.move(2, 2);
      await expect(flyout).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    test(`${site.name}: the flyout toggle has aria-expanded and opens and closes the flyout`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'web-desktop', desktopOnly);
      await open(page, baseURL, site);
      const { toggle, flyout } = await flyoutOf(page, site.navItem);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(flyout).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(flyout).toBeHidden();
    });

    test(`${site.name}: ArrowDown focuses the first flyout link, Escape closes and returns focus to the toggle`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'web-desktop', desktopOnly);
      await open(page, baseURL, site);
      const { link, toggle, flyout } = await flyoutOf(page, site.navItem);
      await link.focus();
      await page.keyboard.press('ArrowDown');
      await expect(flyout).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const links = flyout.locator('a');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(flyout).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });
  }

  test('de-DE cards: hovering an occasion of the card flyout moves the active entry', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'web-desktop', desktopOnly);
    await open(page, baseURL, SITES[0] as Site);
    const { link, flyout } = await flyoutOf(page, 'Karten');
    await link.hover();
    await expect(flyout).toBeVisible();
    await expect(flyout).toHaveAttribute('data-kind', 'card');
    const occasions = flyout.getByTestId('flyout-occasion');
    expect(await occasions.count()).toBeGreaterThan(2);
    const active = flyout.locator('.flyout__entry[data-active="true"]');
    // The first occasion is active whenever the flyout opens.
    await expect(active).toHaveCount(1);
    await expect(active).toContainText(((await occasions.first().textContent()) ?? '').trim());

    // The link lists beside the occasions belong to the active occasion.
    const lists = flyout.locator('[data-row]:not([data-row="occasions"])');
    const listsText = async () => (await lists.allTextContents()).join(' | ');
    const listsBefore = await listsText();
    expect(listsBefore).not.toBe('');

    const third = occasions.nth(2);
    const thirdText = ((await third.textContent()) ?? '').trim();
    await third.hover();
    await expect(active).toHaveCount(1);
    await expect(active).toContainText(thirdText);
    await expect(flyout).toBeVisible();
    await expect.poll(listsText).not.toBe(listsBefore);
    await shoot(page, testInfo, 'flyout-card-occasion');
  });

  test('a phone UA gets no flyouts', async ({ page, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'web-mobile', phoneOnly);
    for (const site of SITES) {
      await open(page, baseURL, site);
      await expect(page.getByTestId('main-nav-link').first()).toBeAttached();
      await expect(page.getByTestId('flyout')).toHaveCount(0);
      await expect(page.getByTestId('flyout-toggle')).toHaveCount(0);
    }
  });

  test('a tablet UA at 768 px gets no flyouts', async ({ browser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'web-mobile', 'tablet context runs once, in the phone project');
    const context = await newConsentedContext(browser, tabletOptions());
    const page = await context.newPage();
    await open(page, baseURL, SITES[0] as Site);
    await expect(page.getByTestId('flyout')).toHaveCount(0);
    await context.close();
  });
});

test.describe('burger navigation (below 1000 px)', () => {
  const narrow = async (page: import('@playwright/test').Page, projectName: string) => {
    if (projectName === 'web-desktop') await page.setViewportSize({ width: 900, height: 800 });
  };

  for (const site of SITES) {
    test(`${site.name}: the burger toggle opens the burger and locks page scrolling`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await narrow(page, testInfo.project.name);
      await open(page, baseURL, site);
      const toggle = page.getByTestId('burger-toggle');
      const burger = page.getByTestId('burger');
      await expect(burger).toHaveAttribute('data-open', 'false');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(burger).toHaveAttribute('data-open', 'true');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true');
      await expect(burger.getByTestId('burger-main')).toBeVisible();
      await shoot(page, testInfo, `burger-open-${site.host}`);
    });

    test(`${site.name}: resizing to 1100 px closes the open burger`, async ({ page, baseURL }, testInfo) => {
      await narrow(page, testInfo.project.name);
      await open(page, baseURL, site);
      await page.getByTestId('burger-toggle').click();
      const burger = page.getByTestId('burger');
      await expect(burger).toHaveAttribute('data-open', 'true');
      await page.setViewportSize({ width: 1100, height: 800 });
      await expect(burger).toHaveAttribute('data-open', 'false');
      await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true');
      await expect(page.getByTestId('burger-toggle')).toBeHidden();
    });

    test(`${site.name}: Escape closes the burger and focus returns to the burger toggle`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await narrow(page, testInfo.project.name);
      await open(page, baseURL, site);
      const toggle = page.getByTestId('burger-toggle');
      await toggle.click();
      const burger = page.getByTestId('burger');
      await expect(burger).toHaveAttribute('data-open', 'true');
      // Focus moved into the dialog.
      expect(await burger.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(burger).toHaveAttribute('data-open', 'false');
      await expect(toggle).toBeFocused();
      await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true');
    });
  }
});

test.describe('sub-navigation', () => {
  for (const site of SITES) {
    test(`${site.name}: on ${site.category} the tile of the page is aria-current=page`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await open(page, baseURL, site, site.category);
      await expect(page.getByTestId('sub-nav')).toBeVisible();
      const current = page.locator('[data-testid="sub-nav-tile"][aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', site.category);
      await expect(current).toBeInViewport();
      await shoot(page, testInfo, `sub-nav-${site.host}`);
    });
  }

  test('platform d: the tile keeps the /d basename and is current', async ({ page, baseURL }) => {
    await open(page, baseURL, SITES[0] as Site, '/d/geburtstag');
    const current = page.locator('[data-testid="sub-nav-tile"][aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/d/geburtstag');
  });

  test('there is no sub-navigation on /feed-card', async ({ page }) => {
    await page.goto('/feed-card');
    await expect(page.getByTestId('chrome-header')).toBeVisible();
    await expect(page.getByTestId('sub-nav')).toHaveCount(0);
  });
});

test.describe('breadcrumbs', () => {
  const CASES = [
    ...SITES.map((site) => ({ name: site.name, site, basename: '' })),
    { name: 'platform d', site: SITES[0] as Site, basename: '/d' },
  ];
  for (const { name, site, basename } of CASES) {
    test(`${name}: ${basename}${site.nested.path} has breadcrumbs from home with a BreadcrumbList`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await open(page, baseURL, site, `${basename}${site.nested.path}`);
      const breadcrumbs = page.getByTestId('breadcrumbs');
      await expect(breadcrumbs, `no breadcrumbs on ${basename}${site.nested.path}`).toBeVisible();
      await shoot(page, testInfo, `breadcrumbs-${name.replace(/\s+/g, '-')}`);
      const links = breadcrumbs.getByTestId('breadcrumb-link');
      await expect(links.first()).toHaveAttribute('href', basename || '/');
      await expect(links.nth(1)).toHaveAttribute('href', `${basename}${site.nested.parent}`);
      await expect(links.nth(1)).toHaveText(site.nested.parentText);
      const current = breadcrumbs.getByTestId('breadcrumb-current');
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(current).toHaveText(site.nested.current);

      const json = await breadcrumbs.locator('script[type="application/ld+json"]').textContent();
      const ld = JSON.parse(json ?? '{}');
      expect(ld['@type']).toBe('BreadcrumbList');
      expect(ld.itemListElement).toHaveLength(3);
      expect(ld.itemListElement[0].position).toBe(1);
      // Structured data names the page's canonical URL: the market's host from the host table,
      // whichever host served it, and the web page (never /d).
      const canonicalHost = site.host === 'localhost' ? 'de.cards.localhost' : site.host;
      expect(ld.itemListElement[2].item).toBe(hostUrl(baseURL, canonicalHost, site.nested.path));
    });
  }

  test('the home page has no breadcrumbs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('breadcrumbs')).toHaveCount(0);
  });
});

test.describe('action bar countdown', () => {
  test('the countdown shows days only when nonzero, then hh mm ss, and ticks', async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
    let found: (typeof SITES)[number] | undefined;
    for (const site of SITES) {
      await page.goto(hostUrl(baseURL, site.host, '/'));
      if ((await page.getByTestId('countdown').count()) > 0) {
        found = site;
        break;
      }
    }
    test.skip(
      !found,
      'no action bar of the content has a countdownEndDate (global stories of cards and posters), so no page shows a countdown',
    );
    await waitForHydration(page);
    const countdown = page.getByTestId('countdown');
    await expect(countdown).toHaveAttribute('data-state', 'running');
    const segments = countdown.locator('.countdown__segment');
    const units = await segments.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.unit));
    const values = await countdown.locator('.countdown__value').allInnerTexts();
    expect(units.slice(-3)).toEqual(['hours', 'minutes', 'seconds']);
    if (units[0] === 'days') expect(Number(values[0])).toBeGreaterThan(0);
    for (const v of values.slice(-3)) expect(v).toMatch(/^\d{2}$/);
    const before = values.join(':');
    await page.clock.runFor(1000);
    await expect
      .poll(async () => (await countdown.locator('.countdown__value').allInnerTexts()).join(':'))
      .not.toBe(before);
    await shoot(page, testInfo, 'countdown');
  });
});

test.describe('smartbanner (phones and tablets)', () => {
  const checkDismissal = async (page: import('@playwright/test').Page, baseURL: string | undefined) => {
    await open(page, baseURL, SITES[0] as Site);
    const banner = page.getByTestId('smartbanner');
    await expect(banner).toBeVisible();
    await page.getByTestId('smartbanner-close').click();
    await expect(banner).toHaveCount(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'chrome_smartbanner_dismissed');
    expect(cookie?.value).toBe('1');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(20.9);
    expect(days).toBeLessThan(21.1);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('smartbanner')).toHaveCount(0);
    await expect(page.getByTestId('chrome-header')).toBeVisible();
  };

  test('phone: closing the smartbanner sets a 21-day cookie and it stays away after reload', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'web-mobile', phoneOnly);
    await page.goto('/');
    await shoot(page, testInfo, 'smartbanner');
    await checkDismissal(page, baseURL);
  });

  test('tablet: closing the smartbanner sets a 21-day cookie and it stays away after reload', async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'web-mobile', 'tablet context runs once, in the phone project');
    const context = await newConsentedContext(browser, tabletOptions());
    const page = await context.newPage();
    await checkDismissal(page, baseURL);
    await context.close();
  });

  test('a desktop UA gets no smartbanner', async ({ page, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'web-desktop', 'desktop user agent rule');
    for (const site of SITES) {
      await open(page, baseURL, site);
      await expect(page.getByTestId('smartbanner')).toHaveCount(0);
    }
  });
});

test.describe('footer boxes', () => {
  test('below 720 px the footer-box toggles flip aria-expanded', async ({ page, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'web-mobile', 'narrow-viewport rule (375 px project)');
    for (const site of SITES) {
      await open(page, baseURL, site);
      const toggles = page.getByTestId('footer-box-toggle');
      expect(await toggles.count()).toBeGreaterThan(0);
      const toggle = toggles.first();
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await toggle.scrollIntoViewIfNeeded();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await shoot(page, testInfo, `footer-expanded-${site.host}`);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    }
  });

  test('at 1280 px the footer boxes are open and have no toggles', async ({ page, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'web-desktop', 'wide-viewport rule (1280 px project)');
    for (const site of SITES) {
      await open(page, baseURL, site);
      await expect(page.getByTestId('footer-box').first()).toBeAttached();
      await expect(page.getByTestId('footer-box-toggle')).toHaveCount(0);
      for (const panel of await page.locator('.footer-box__panel').all()) await expect(panel).toBeVisible();
    }
  });
});

test.describe('platform d', () => {
  for (const { host, path } of [
    { host: 'localhost', path: '/d' },
    { host: 'localhost', path: '/d/leinwanddruck' },
    { host: 'gb.posters.localhost', path: '/d/canvas-prints' },
  ]) {
    test(`${host}${path}: back link, no burger, no main navigation, no whitelabel bar`, async ({
      page,
      baseURL,
    }, testInfo) => {
      const response = await page.goto(hostUrl(baseURL, host, path));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByTestId('back-link')).toBeVisible();
      await expect(page.getByTestId('burger-toggle')).toHaveCount(0);
      await expect(page.getByTestId('burger')).toHaveCount(0);
      await expect(page.getByTestId('main-nav')).toHaveCount(0);
      await expect(page.getByTestId('whitelabel-bar')).toHaveCount(0);
      await expect(page.getByTestId('smartbanner')).toHaveCount(0);
      await shoot(page, testInfo, `platform-d-${host}-${path.replace(/\//g, '_')}`);
    });
  }
});

test.describe('accessibility', () => {
  for (const site of SITES) {
    test(`${site.name}: axe finds no serious or critical violation on the home page`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await open(page, baseURL, site);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const report = bad
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n${v.nodes
              .slice(0, 8)
              .map(
                (n) =>
                  `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`,
              )
              .join('\n')}${v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : ''}`,
        )
        .join('\n');
      testInfo.annotations.push({ type: 'axe', description: report || 'no serious or critical violations' });
      expect(
        bad.length,
        `axe serious/critical violations on ${site.host} at ${testInfo.project.name}:\n${report}`,
      ).toBe(0);
    });
  }
});
