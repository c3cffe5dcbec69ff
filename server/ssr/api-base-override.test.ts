/** SPEC 4/5: the development-only override of the browser's API base (?_apiBase=). */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { apiBaseOverrideEnabled, readConfig } from '../config';
import { createTestApp } from '../testing/test-app';

const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

describe('API base override', () => {
  it('is on in development, off elsewhere unless asked, and refused in production', () => {
    expect(apiBaseOverrideEnabled(readConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(
      apiBaseOverrideEnabled(readConfig({ NODE_ENV: 'development', DEV_API_BASE_OVERRIDE: 'false' })),
    ).toBe(false);
    expect(apiBaseOverrideEnabled(readConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(apiBaseOverrideEnabled(readConfig({ NODE_ENV: 'test', DEV_API_BASE_OVERRIDE: 'true' }))).toBe(
      true,
    );
    expect(() => readConfig({ NODE_ENV: 'production', DEV_API_BASE_OVERRIDE: 'true' })).toThrow(
      /DEV_API_BASE_OVERRIDE: is a development tool/,
    );
  });

  it('gives the page the other backend and lets the browser call it (CSP)', { timeout: 90_000 }, async () => {
    const app = await createTestApp({ DEV_API_BASE_OVERRIDE: 'true', PAGE_CACHE_SECONDS: '0' });
    apps.push(app);
    const page = await app.inject({ url: '/?_apiBase=http://qa.example.test:4000' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"apiBase":"http://qa.example.test:4000"');
    expect(String(page.headers['content-security-policy'])).toContain(
      "connect-src 'self' http://qa.example.test:4000",
    );
    // Anything but a bare origin is ignored.
    const bad = await app.inject({ url: '/?_apiBase=javascript:alert(1)' });
    expect(bad.body).not.toContain('"apiBase"');
  });

  it('does nothing where it is off (as in production)', { timeout: 90_000 }, async () => {
    const app = await createTestApp({ PAGE_CACHE_SECONDS: '0' });
    apps.push(app);
    const page = await app.inject({ url: '/?_apiBase=http://qa.example.test:4000' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('qa.example.test');
    expect(String(page.headers['content-security-policy'])).not.toContain('qa.example.test');
  });
});
