/**
 * Issue 13 item 9 and issue 23 item 8: one error page with the CMS error story and the shop's
 * sections to go on, the right status everywhere, and the SPEC 8 events in the log.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
const lines: { msg: string; [key: string]: unknown }[] = [];

beforeAll(async () => {
  app = await createTestApp({ LOG_LEVEL: 'info' });
  // The app logs through pino; the test listens to what it writes.
  const write = (level: string) => (obj: unknown, msg?: string) => {
    if (typeof obj === 'object' && obj !== null)
      lines.push({ ...(obj as object), msg: String(msg ?? ''), level });
    else lines.push({ msg: String(obj), level });
  };
  for (const level of ['info', 'warn', 'error'] as const) {
    const original = app.log[level].bind(app.log);
    (app.log as unknown as Record<string, unknown>)[level] = (obj: unknown, msg?: string) => {
      write(level)(obj, msg);
      return original(obj as never, msg as never);
    };
  }
});
afterAll(() => app.close());
beforeEach(() => {
  lines.length = 0;
});

const get = (url: string, host = 'localhost:3000') => app.inject({ method: 'GET', url, headers: { host } });
const logged = (msg: string) => lines.filter((l) => l.msg === msg);

describe('status codes', () => {
  it('/error answers 404, not 200, with the CMS error story', async () => {
    const response = await get('/error');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-testid="error-page"');
    expect(response.body).toContain('Diese Seite gibt es leider nicht (mehr)');
  });

  it('an unknown language prefix lands on /error, which answers 404', async () => {
    const redirect = await get('/xx/karten');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/error');
    expect((await get(String(redirect.headers.location))).statusCode).toBe(404);
  });

  it('an unknown page answers 404 with the same design and the CMS error story', async () => {
    const response = await get('/gibt-es-wirklich-nicht');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-testid="error-page"');
    expect(response.body).toContain('data-status="404"');
    expect(response.body).toContain('Diese Seite gibt es leider nicht (mehr)');
    // Navigation to go on: home and the shop's sections.
    expect(response.body).toContain('data-testid="error-go-on"');
    expect(response.body).toMatch(/data-testid="error-go-on"[\s\S]*href="\/karten"/);
  });

  it('a themes page without id is the same 404 page', async () => {
    const response = await get('/themes');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-testid="error-page"');
  });

  it('the poster brand shows its own error story, in English on gb.posters', async () => {
    const response = await get('/no-such-page', 'gb.posters.localhost:3000');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-testid="error-page"');
    expect(response.body).toContain('<html lang="en-GB">');
  });

  it('a client navigation to a missing page gets the error story in its payload', async () => {
    const response = await get('/gibt-es-nicht/_payload.json');
    expect(response.statusCode).toBe(404);
    const payload = response.json() as { errorStory?: { content: unknown } };
    expect(payload.errorStory?.content).toBeTruthy();
  });
});

describe('SPEC 8 logged events', () => {
  it('error page encountered: every error page, with status and path', async () => {
    await get('/gibt-es-nicht');
    expect(logged('error page encountered')).toEqual([
      expect.objectContaining({ status: 404, path: '/gibt-es-nicht' }),
    ]);
    await get('/');
    expect(logged('error page encountered')).toHaveLength(1);
  });

  it('page not found in CMS: the slug the CMS does not know', async () => {
    await get('/unbekannte-seite');
    expect(logged('page not found in CMS')).toEqual([
      expect.objectContaining({ path: '/unbekannte-seite', channel: 'cards', language: 'de' }),
    ]);
  });

  it('asset load on slug: a file asked of the page route is a 404 without asking the CMS', async () => {
    const response = await get('/wp-login.php');
    expect(response.statusCode).toBe(404);
    expect(logged('asset load on slug')).toEqual([expect.objectContaining({ path: '/wp-login.php' })]);
    expect(logged('page not found in CMS')).toHaveLength(0);
    await get('/scripts/old-bundle.js.map');
    expect(logged('asset load on slug')).toHaveLength(2);
  });
});
