/**
 * Deep JSON (issue 22 item 11): a body nested deeper than 64 levels is a 400 JSON on every route
 * that takes a body, in one place, before any handler walks it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { jsonDeeperThan, MAX_JSON_DEPTH } from './json-body';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('jsonDeeperThan', () => {
  it.each([
    [nested(64), false],
    [nested(65), true],
    [nestedObject(64), false],
    [nestedObject(65), true],
    [`{"text":"${'['.repeat(500)}"}`, false],
    [`{"text":"\\"${'{'.repeat(500)}"}`, false],
    [`["\\\\", ${nested(65)}]`, true],
    ['{"a":[1,2,{"b":[3]}]}', false],
  ])('%#', (text, deeper) => {
    expect(jsonDeeperThan(text, MAX_JSON_DEPTH)).toBe(deeper);
  });
});

/** The routes of one method from Fastify's route tree (every route the app has, not a list kept by hand). */
function routesOf(app: FastifyInstance, method: string): string[] {
  const tree = app.printRoutes({ method, commonPrefix: false });
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(/.exec(line);
    if (!match) continue;
    const depth = (match[1]?.length ?? 0) / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    paths.push(stack.join(''));
  }
  return paths.filter((p) => !p.includes('*') && !p.includes(':'));
}

describe('every route with a body refuses deep JSON', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the routes of /web-api/docs and the CMS transform among them', async () => {
    const docs = (await app.inject({ url: '/web-api/docs' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(docs.paths)
      .filter(([, ops]) => 'post' in ops)
      .map(([path]) => path);
    expect(documented.length).toBeGreaterThan(0);
    const posts = routesOf(app, 'POST');
    for (const path of [...documented, '/frontend-api/mp/storyblok/transform', '/web-api/customer-login'])
      expect(posts).toContain(path);
  });

  it('every POST, PUT, PATCH and DELETE route answers 400 too_deep', async () => {
    const routes = ['POST', 'PUT', 'PATCH', 'DELETE'].flatMap((method) =>
      routesOf(app, method).map((url) => [method, url] as const),
    );
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const [method, url] of routes) {
      for (const payload of [nested(5000), nestedObject(65), `{"items":${nested(100)}}`]) {
        const response = await app.inject({
          method: method as 'POST',
          url,
          headers: { 'content-type': 'application/json', host: 'localhost' },
          payload,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json(), `${method} ${url}`).toMatchObject({ error: { code: 'too_deep' } });
      }
    }
  });

  it('still parses ordinary bodies and refuses prototype poisoning', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/frontend-api/mp/storyblok/transform',
      headers: { 'content-type': 'application/json' },
      payload: nested(10),
    });
    expect(ok.json()).not.toMatchObject({ error: { code: 'too_deep' } });
    const poisoned = await app.inject({
      method: 'POST',
      url: '/web-api/customer-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
