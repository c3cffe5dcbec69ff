/**
 * Storyblok's visual editor (issue 37 §1): a stand-in editor page on the configured editor origin
 * (EDITOR_ORIGIN of playwright.config.ts, answered by Playwright's routing) frames a verified preview of the
 * shop, the bridge (a stand-in speaking Storyblok's postMessage protocol, served at the bridge's
 * real URL) reports in, an `input` event changes the block in place, and a public page refuses to
 * be framed by the same editor.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { baseURL, chromium, EDITOR_ORIGIN } from '../../playwright.config';

// The stand-in editor page comes from Playwright's routing, with no address of its own, so
// Chromium counts it a public site and would block its frame of the shop on localhost (Local
// Network Access; the real editor asks its user for that permission once).
test.use({
  launchOptions: { ...chromium, args: [...chromium.args, '--disable-features=LocalNetworkAccessChecks'] },
});

/** The bridge URL the shop loads by default (STORYBLOK_BRIDGE_URL), answered with the stand-in. */
const BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';
const BRIDGE_STAND_IN = readFileSync(
  path.join(import.meta.dirname, 'fixtures/storyblok-bridge-stand-in.js'),
  'utf8',
);
const SPACE_ID = '1';
const HOME = { id: 102, uuid: '335e71ac-8fee-4f20-8c58-44150643d43b' };

/** The embedded CMS's preview token of the shop this suite started (server/cms/preview-secret.ts). */
function previewSecret(): string | undefined {
  if (process.env.STORYBLOK_PREVIEW_TOKEN) return process.env.STORYBLOK_PREVIEW_TOKEN;
  if (process.env.E2E_BASE_URL) return undefined;
  const dataDir = `.data/e2e-${process.env.E2E_PORT ?? 3210}`;
  return readFileSync(path.join(dataDir, 'cms-preview-token'), 'utf8').trim();
}

/** The URL the editor opens: the shop page with Storyblok's signed `_storyblok_tk` parameters. */
function previewUrl(secret: string, pagePath = '/'): string {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const token = createHash('sha1').update(`${SPACE_ID}:${secret}:${timestamp}`).digest('hex');
  const query = new URLSearchParams({
    _storyblok: String(HOME.id),
    _storyblok_c: 'Page',
    _storyblok_lang: 'default',
    _storyblok_release: '0',
    '_storyblok_tk[space_id]': SPACE_ID,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token,
  });
  return `${baseURL}${pagePath}?${query}`;
}

/** The editor's page: a frame of the shop and the editor side of the bridge protocol. */
function editorHtml(frameUrl: string): string {
  const shopOrigin = new URL(baseURL).origin;
  return `<!doctype html><html><head><title>Stand-in editor</title></head><body>
<iframe id="preview" src="${frameUrl.replace(/&/g, '&amp;')}" style="width:100%;height:700px;border:0"></iframe>
<script>
  window.received = [];
  window.frameLoaded = false;
  document.getElementById('preview').addEventListener('load', () => { window.frameLoaded = true; });
  window.addEventListener('message', (event) => {
    if (event.origin === ${JSON.stringify(shopOrigin)}) window.received.push(event.data);
  });
  window.sendToPreview = (message) =>
    document.getElementById('preview').contentWindow.postMessage(message, ${JSON.stringify(shopOrigin)});
</script></body></html>`;
}

async function openEditor(page: Page, frameUrl: string) {
  await page.route(BRIDGE_URL, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: BRIDGE_STAND_IN }),
  );
  await page.route(`${EDITOR_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: editorHtml(frameUrl) }),
  );
  await page.goto(`${EDITOR_ORIGIN}/editor`);
}

test.describe('visual editor', () => {
  test('frames a verified preview, and an input event from the editor changes the block in place', async ({
    page,
    request,
  }) => {
    const secret = previewSecret();
    test.skip(!secret, 'needs the preview token of the shop under test (STORYBLOK_PREVIEW_TOKEN)');
    const url = previewUrl(secret ?? '');

    // The verified preview may be framed by the editor origin, and only by it.
    const direct = await request.get(url);
    expect(direct.headers()['content-security-policy']).toContain(`frame-ancestors 'self' ${EDITOR_ORIGIN};`);
    expect(direct.headers()['x-frame-options']).toBeUndefined();

    // The story as the editor holds it (read now: a kept-alive connection may be closed later).
    const draft = await request.get(
      `${baseURL}/v2/cdn/stories/cards/home?version=draft&token=${encodeURIComponent(secret ?? '')}`,
    );
    expect(draft.ok()).toBe(true);
    const story = (await draft.json()).story;
    await openEditor(page, url);
    const frame = page.frameLocator('#preview');
    const teaser = frame.locator(`[data-blok-c][data-blok-uid^="${HOME.id}-"]`).first();
    await expect(teaser).toBeVisible();
    const headline = frame.locator('h1');
    await expect(headline).toHaveText('Deine Fotos. Wunderschön gedruckt.');

    // The bridge started inside the frame and reported to the editor.
    await page.waitForFunction(() =>
      (window as unknown as { received: { action: string }[] }).received.some(
        (m) => m.action === 'initialized',
      ),
    );
    // Every block of the page is marked for the editor.
    const marked = await frame.locator('[data-blok-uid]').count();
    expect(marked).toBeGreaterThan(5);

    // The editor sends the story as the editor is typing it.
    story.content.teaser[0].headline = 'Live aus dem Editor';
    await page.evaluate(
      (message) => {
        (window as unknown as { sendToPreview: (m: unknown) => void }).sendToPreview(message);
      },
      { action: 'input', story },
    );
    await expect(headline).toHaveText('Live aus dem Editor');
    // No reload happened: the bridge still runs in the same document and got no second start.
    const starts = await page.evaluate(
      () =>
        (window as unknown as { received: { action: string }[] }).received.filter(
          (m) => m.action === 'initialized',
        ).length,
    );
    expect(starts).toBe(1);

    // A click on a block asks the editor to open it. (The consent dialog covers the page in a
    // frame: the shop's SameSite cookies are not sent there. The click goes to the block itself.)
    await headline.dispatchEvent('click');
    await page.waitForFunction(() =>
      (window as unknown as { received: { action: string }[] }).received.some((m) => m.action === 'edit'),
    );

    // Saving (change) reloads the preview, which shows the saved draft again and restarts the bridge.
    await page.evaluate(
      (message) => {
        (window as unknown as { sendToPreview: (m: unknown) => void }).sendToPreview(message);
      },
      { action: 'change', storyId: HOME.id, slug: 'cards/home', reload: true },
    );
    await page.waitForFunction(
      () =>
        (window as unknown as { received: { action: string }[] }).received.filter(
          (m) => m.action === 'initialized',
        ).length === 2,
    );
    await expect(headline).toHaveText('Deine Fotos. Wunderschön gedruckt.');
  });

  test('a public page refuses framing and has no editor markers', async ({ page, request }) => {
    const res = await request.get(`${baseURL}/`);
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'self';");
    expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(await res.text()).not.toContain('data-blok-c');

    await openEditor(page, `${baseURL}/`);
    await page.waitForFunction(() => (window as unknown as { frameLoaded: boolean }).frameLoaded);
    await expect(page.frameLocator('#preview').locator('.content-page')).toHaveCount(0);
  });

  test('a preview link with a wrong token is a public page: not frameable, no drafts', async ({
    request,
  }) => {
    const url = previewUrl('not-the-secret-of-this-shop');
    const res = await request.get(url);
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'self';");
    expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(await res.text()).not.toContain('data-blok-c');
  });
});
