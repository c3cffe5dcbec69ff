import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect, test } from '../fixtures';
import { shoot } from '../support';

/** A shop process of its own (the built one), on a port of its own. */
async function startShop(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'error',
      DATA_DIR: `.data/e2e-cms-${port}`,
      ...env,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/sitemap.xml`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`shop on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

test('with the CMS stopped, pages already visited are still served from the cache', async ({
  page,
}, testInfo) => {
  test.skip(!!process.env.E2E_BASE_URL, 'starts shops of its own');
  test.setTimeout(150_000);
  const base = 4400 + testInfo.workerIndex * 10 + (testInfo.project.name === 'web-mobile' ? 5 : 0);
  // One shop plays the CMS (its embedded Storyblok API); the other reads it as a remote Storyblok.
  let cms: ChildProcess | undefined = await startShop(base, {});
  // No image warm-up: it renders the pages in the background, which would load /fotobuch's story
  // into the cache before the CMS stops (sooner the faster pages render), so it would not be unseen.
  const shop = await startShop(base + 1, {
    STORYBLOK_TOKEN: 'embedded-public-token',
    STORYBLOK_ENDPOINT: `http://127.0.0.1:${base}/v2`,
    IMAGE_WARMUP: 'false',
    // Nor the search index, which reads every page of the CMS when the shop starts.
    SEARCH_INDEXING: 'false',
  });
  try {
    const url = `http://localhost:${base + 1}/leinwanddruck`;
    await page.goto(url);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading?.trim().length).toBeGreaterThan(0);

    await stop(cms);
    cms = undefined;
    const again = await page.goto(url);
    expect(again?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await expect(page.getByTestId('calculator')).toBeVisible();
    await shoot(page, testInfo, 'cms-stopped');

    // A page never visited cannot come from the cache: the shop says so instead of failing badly.
    const unseen = await page.goto(`http://localhost:${base + 1}/fotobuch`);
    expect(unseen?.status()).toBeGreaterThanOrEqual(500);
    expect(unseen?.status()).toBeLessThan(600);
  } finally {
    await stop(cms);
    await stop(shop);
  }
});
