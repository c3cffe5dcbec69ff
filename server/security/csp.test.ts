import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { contentSecurityPolicy } from './headers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.split(' ')[0] === name);

describe('the Content-Security-Policy for styles (issue 22.15)', () => {
  it('lets no injected <style> element run: style-src has no unsafe-inline, only style attributes do', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'localhost:3000' } });
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
    expect(directive(csp, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    // The page itself needs no inline style element.
    expect(response.body).not.toMatch(/<style[\s>]/);
  });

  it('keeps inline style elements for Vite in development only', () => {
    expect(directive(contentSecurityPolicy('n', true), 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(contentSecurityPolicy('n', false), 'style-src')).toBe("style-src 'self'");
  });
});
