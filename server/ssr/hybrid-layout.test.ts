/**
 * SPEC 8 hybrid layout: GET /web-api/hybrid-layout answers the pages' own header and footer for
 * another application to embed, and its three failures are 4xx/502 JSON with the SPEC's log lines.
 */
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlobalContent } from '../../shared/content/story-types';
import type { ContentSource, Logger, ServerServices } from '../../shared/contracts/page-services';
import * as entry from '../../web/entry-server';
import { errorHandling } from '../http/error-handler';
import { requestContext } from '../http/request-context';
import { createTestApp, TEST_ASSETS } from '../testing/test-app';
import { HYBRID_LAYOUT_PATH, hybridLayoutRoutes } from './hybrid-layout';
import type { Renderer } from './renderer';

/** The cards brand's German global story as the embedded CMS stores it. */
const storyGlobal = (
  JSON.parse(readFileSync(new URL('../../content/stories/cards/global.json', import.meta.url), 'utf8')) as {
    content: GlobalContent;
  }
).content;

interface LogLine {
  level: string;
  message: string;
}

function capturingLog(lines: LogLine[]): Logger {
  const at = (level: string) => (message: string) => {
    lines.push({ level, message });
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** The route alone, over a CMS whose global story is what the test says, with the real renderer. */
async function routeApp(
  global: () => Promise<GlobalContent | null>,
  lines: LogLine[],
): Promise<FastifyInstance> {
  const services: ServerServices = {
    log: capturingLog(lines),
    content: { global } as Partial<ContentSource> as ContentSource,
  };
  const renderer: Renderer = {
    assets: TEST_ASSETS,
    renderPage: entry.renderPage,
    loadPayload: entry.loadPayload,
    renderHybridLayout: entry.renderHybridLayout,
    i18nAsset: entry.i18nAsset,
  };
  const app = Fastify({ logger: false });
  errorHandling(app);
  requestContext(app);
  await app.register(hybridLayoutRoutes, {
    renderer: async () => renderer,
    services,
    publicBase: 'http://localhost:3000',
  });
  await app.ready();
  return app;
}

const HOST = { host: 'localhost:3000' };

describe('hybrid layout of the whole shop', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, 60_000);
  afterAll(() => app.close());

  it.each([
    ['de-DE', HOST, 'Impressum'],
    ['en-GB', { host: 'gb.cards.localhost:3000' }, 'Imprint'],
  ])(
    'renders the %s header with the main navigation and the footer with the legal links',
    async (market, headers, legal) => {
      const response = await app.inject({ url: `${HYBRID_LAYOUT_PATH}?parts=header,footer`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      const body = response.json<{ header: string; footer: string; css: string[]; lang: string }>();
      expect(body.lang).toBe(market);
      expect(body.header).toContain('data-testid="main-nav"');
      expect(body.header.match(/data-testid="main-nav-link"/g)?.length).toBeGreaterThan(2);
      expect(body.footer).toContain('data-testid="footer-legal"');
      expect(body.footer).toContain(legal);
      // Shown on another origin: every link of the shop names the shop's origin.
      expect(body.header).not.toMatch(/href="\/(?!\/)/);
      expect(body.footer).not.toMatch(/href="\/(?!\/)/);
      expect(body.css).toEqual(
        TEST_ASSETS.css.map((href) => expect.stringMatching(new RegExp(`^https?://[^/]+${href}$`))),
      );
    },
  );

  it('takes the market from X-Locale and answers only the parts asked for', async () => {
    const response = await app.inject({
      url: `${HYBRID_LAYOUT_PATH}?parts=footer`,
      headers: { ...HOST, 'x-channel': 'cards', 'x-locale': 'en-GB' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body.lang).toBe('en-GB');
    expect(body.header).toBeUndefined();
    expect(body.footer).toContain('footer-legal');
  });

  it.each([
    ['parts=sidebar', /"sidebar" is not a part/],
    ['parts=', /parts is empty/],
    ['parts=,,', /parts is empty/],
    [`parts=${'header,'.repeat(20)}`, /longer than/],
    ['parts=header&parts=footer', /more than once/],
  ])('answers %s with a 400 that says what would work', async (query, message) => {
    const response = await app.inject({ url: `${HYBRID_LAYOUT_PATH}?${query}`, headers: HOST });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('invalid_parts');
    expect(body.error.message).toMatch(message);
    expect(body.error.message).toContain('header, footer');
  });

  it('is described in the OpenAPI document', async () => {
    const response = await app.inject({ url: '/web-api/docs', headers: HOST });
    const document = response.json<{ paths: Record<string, { get?: { operationId: string } }> }>();
    expect(document.paths[HYBRID_LAYOUT_PATH]?.get?.operationId).toBe('getHybridLayout');
  });

  it('answers an unknown X-Locale with a 400', async () => {
    const response = await app.inject({ url: HYBRID_LAYOUT_PATH, headers: { ...HOST, 'x-locale': 'xx-YY' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('invalid_input');
  });
});

describe('hybrid layout failures and their log lines', () => {
  it('logs "hybrid parse error" for bad parts', async () => {
    const lines: LogLine[] = [];
    const app = await routeApp(async () => storyGlobal, lines);
    const response = await app.inject({ url: `${HYBRID_LAYOUT_PATH}?parts=navigation`, headers: HOST });
    expect(response.statusCode).toBe(400);
    expect(lines).toContainEqual({ level: 'warn', message: 'hybrid parse error' });
    await app.close();
  });

  it('answers 404 and logs "empty hybrid layout" when the market has no global story', async () => {
    const lines: LogLine[] = [];
    const app = await routeApp(async () => null, lines);
    const response = await app.inject({ url: HYBRID_LAYOUT_PATH, headers: HOST });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { code: string; message: string } }>().error).toEqual({
      code: 'not_found',
      message: 'The cards shop has no header and footer for de-DE.',
    });
    expect(lines).toContainEqual({ level: 'warn', message: 'empty hybrid layout' });
    await app.close();
  });

  it('answers 502 and logs "hybrid server-render error" when the chrome cannot render', async () => {
    const lines: LogLine[] = [];
    // A story the chrome cannot render: its navigation is not a list.
    const broken = {
      ...storyGlobal,
      navigationItems: 42,
    } as unknown as GlobalContent;
    const app = await routeApp(async () => broken, lines);
    const response = await app.inject({ url: HYBRID_LAYOUT_PATH, headers: HOST });
    expect(response.statusCode).toBe(502);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('render_failed');
    expect(lines).toContainEqual({ level: 'error', message: 'hybrid server-render error' });
    await app.close();
  });

  it('renders the story it is given, so a working story is a 200', async () => {
    const lines: LogLine[] = [];
    const app = await routeApp(async () => storyGlobal, lines);
    const response = await app.inject({ url: `${HYBRID_LAYOUT_PATH}?parts=header`, headers: HOST });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ header: string }>().header).toContain('main-nav-link');
    await app.close();
  });
});
