import { describe, expect, it } from 'vitest';
import {
  cacheKey,
  declaredImmutable,
  headersForPassOn,
  headersToKeep,
  isPageRequest,
  needsConnection,
  storable,
  strategyFor,
  titleOf,
} from './cache-policy';

const req = (url: string, init: { method?: string; accept?: string; range?: string } = {}) => ({
  method: init.method ?? 'GET',
  url: `http://localhost:3000${url}`,
  headers: new Headers({
    ...(init.accept ? { accept: init.accept } : {}),
    ...(init.range ? { range: init.range } : {}),
  }),
});
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('strategyFor', () => {
  it('serves hashed static assets, fonts and images cache-first', () => {
    expect(strategyFor(req('/assets/entry-client-EYFC5NaX.js'))).toEqual({
      strategy: 'cache-first',
      kind: 'asset',
      immutable: true,
    });
    expect(strategyFor(req('/assets/entry-client-BYO7xMbO.css'))).toEqual({
      strategy: 'cache-first',
      kind: 'asset',
      immutable: true,
    });
    expect(strategyFor(req('/assets/inter-latin-400-Df3kP1xY.woff2'))).toEqual({
      strategy: 'cache-first',
      kind: 'font',
      immutable: true,
    });
    expect(strategyFor(req('/fonts/shop.woff2'))).toEqual({
      strategy: 'cache-first',
      kind: 'font',
      immutable: false,
    });
    expect(strategyFor(req('/cdn-cgi/image/width=300,format=auto/stories/a.jpg'))).toEqual({
      strategy: 'cache-first',
      kind: 'image',
      immutable: false,
    });
    expect(strategyFor(req('/favicon.svg'))).toEqual({
      strategy: 'cache-first',
      kind: 'image',
      immutable: false,
    });
  });

  it('sends URLs with one-time tokens to the network only, whatever they look like', () => {
    for (const url of [
      '/d/?resetToken=abc',
      '/d/kundenkonto?emailToken=abc',
      '/d/kundenkonto/newsletter?token=abc',
      '/d/kundenkonto/newsletter?unsubscribe=abc',
      '/assets/entry-client-EYFC5NaX.js?token=abc',
      '/d/?_storyblok_tk%5Btoken%5D=abc',
    ]) {
      expect(strategyFor(req(url, { accept: HTML }))).toEqual({
        strategy: 'network-only',
        reason: 'one-time token in URL',
      });
    }
    expect(strategyFor(req('/d/products?page=2', { accept: HTML })).strategy).toBe('network-first');
  });

  it('trusts a hashed-looking name as immutable only with the shop’s own `immutable`', () => {
    const headers = (value: string) => ({ status: 200, headers: new Headers({ 'cache-control': value }) });
    expect(declaredImmutable(headers('public, max-age=31536000, immutable'))).toBe(true);
    expect(declaredImmutable(headers('public, max-age=3600'))).toBe(false);
  });

  it('serves pages and route data network-first', () => {
    expect(strategyFor(req('/d/', { accept: HTML }))).toEqual({
      strategy: 'network-first',
      kind: 'document',
    });
    expect(strategyFor(req('/d/themes/4711?x=1', { accept: HTML }))).toEqual({
      strategy: 'network-first',
      kind: 'document',
    });
    expect(strategyFor(req('/d/products/_payload.json'))).toEqual({
      strategy: 'network-first',
      kind: 'data',
    });
  });

  it('keeps the translation bundles like assets: a saved page needs its bundle to hydrate offline', () => {
    expect(strategyFor(req('/_i18n/de-DE.1a2b3c4d.json'))).toEqual({
      strategy: 'cache-first',
      kind: 'asset',
      immutable: true,
    });
  });

  it('sends the designers and the basket to the network only: they need a connection (issue 36)', () => {
    for (const path of [
      '/d/configurator-card/',
      '/d/configurator-photobook?format=a4',
      '/fr/d/configurator-calendar',
      '/d/fr/warenkorb',
      '/d/warenkorb',
      '/warenkorb/',
    ]) {
      expect(strategyFor(req(path, { accept: HTML })), path).toEqual({
        strategy: 'network-only',
        reason: 'needs a connection',
      });
      expect(needsConnection(`http://localhost:3000${path}`), path).toBe(true);
    }
    for (const path of ['/d/', '/d/karten', '/d/themes/warenkorb-motiv', '/d/hilfe/warenkorb-fragen']) {
      expect(needsConnection(`http://localhost:3000${path}`), path).toBe(false);
    }
  });

  it('recognises a page load also by its navigation headers', () => {
    const nav = (headers: Record<string, string>, method = 'GET') => ({
      method,
      url: 'http://localhost:3000/d/',
      headers: new Headers(headers),
    });
    expect(isPageRequest(nav({ accept: HTML }))).toBe(true);
    expect(isPageRequest(nav({ 'sec-fetch-dest': 'document' }))).toBe(true);
    expect(isPageRequest(nav({ 'upgrade-insecure-requests': '1' }))).toBe(true);
    expect(isPageRequest(nav({ accept: 'application/json' }))).toBe(false);
    expect(isPageRequest(nav({ accept: HTML }, 'POST'))).toBe(false);
  });

  it.each([
    [req('/web-api/customer-data', { accept: HTML }), 'API'],
    [req('/price-api/prices/article'), 'API'],
    [req('/frontend-api/mp/storyblok'), 'API'],
    [req('/v2/cdn/stories/home'), 'API'],
    [req('/d/', { method: 'POST', accept: HTML }), 'method POST'],
    [req('/assets/video-AbCdEfGh.mp4', { range: 'bytes=0-' }), 'range request'],
    [req('/d/some-json'), 'not a page, asset, font or image'],
  ])('sends %o straight to the network', (request, reason) => {
    expect(strategyFor(request)).toEqual({ strategy: 'network-only', reason });
  });

  it('keys by URL without the fragment', () => {
    expect(cacheKey('http://localhost:3000/d/?a=1#top')).toBe('http://localhost:3000/d/?a=1');
  });
});

describe('storable', () => {
  const res = (status: number, headers: Record<string, string>) => ({
    status,
    headers: new Headers(headers),
  });
  it('keeps complete answers of the expected type', () => {
    expect(
      storable(
        'document',
        res(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache' }),
      ),
    ).toEqual({ ok: true });
    expect(storable('data', res(200, { 'content-type': 'application/json' }))).toEqual({ ok: true });
    expect(storable('asset', res(200, { 'content-type': 'text/javascript' }))).toEqual({ ok: true });
  });
  it('keeps nothing marked no-store, pages and route data included', () => {
    for (const [kind, type] of [
      ['document', 'text/html; charset=utf-8'],
      ['data', 'application/json'],
      ['asset', 'text/javascript'],
      ['image', 'image/png'],
    ] as const) {
      expect(storable(kind, res(200, { 'content-type': type, 'cache-control': 'No-Store' }))).toEqual({
        ok: false,
        reason: 'no-store',
      });
    }
  });
  it('does not keep errors, redirects, partial answers, wrong types, or assets marked no-store', () => {
    expect(storable('document', res(404, { 'content-type': 'text/html' })).ok).toBe(false);
    expect(storable('document', res(301, { location: '/d/' })).ok).toBe(false);
    expect(storable('document', res(200, { 'content-type': 'application/json' })).ok).toBe(false);
    expect(storable('data', res(200, { 'content-type': 'text/html' })).ok).toBe(false);
    expect(
      storable('image', res(200, { 'content-type': 'image/png', 'content-range': 'bytes 0-9/100' })).ok,
    ).toBe(false);
    expect(
      storable('image', res(200, { 'content-type': 'image/png', 'cache-control': 'private, no-store' })).ok,
    ).toBe(false);
    expect(storable('asset', res(200, { vary: '*' })).ok).toBe(false);
  });
});

describe('headers', () => {
  const raw: [string, string][] = [
    ['Content-Type', 'text/html; charset=utf-8'],
    ['Content-Security-Policy', "default-src 'self'; script-src 'self' 'nonce-abc'"],
    ['Set-Cookie', 'sid=secret; HttpOnly'],
    ['Content-Encoding', 'br'],
    ['Content-Length', '1234'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Server', 'fastify'],
  ];
  it('keeps the page’s CSP and protections, never cookies or transfer framing', () => {
    expect(headersToKeep(raw)).toEqual([
      ['content-type', 'text/html; charset=utf-8'],
      ['content-security-policy', "default-src 'self'; script-src 'self' 'nonce-abc'"],
      ['x-frame-options', 'SAMEORIGIN'],
    ]);
  });
  it('passes a fresh answer on without the encoding of a body that is now decoded', () => {
    expect(headersForPassOn(raw).map(([n]) => n.toLowerCase())).toEqual([
      'content-type',
      'content-security-policy',
      'set-cookie',
      'x-frame-options',
      'server',
    ]);
  });
});

describe('titleOf', () => {
  it('reads the page title for the offline list', () => {
    expect(titleOf('<html><head><title>Karten &amp; Kalender</title></head>')).toBe('Karten & Kalender');
    expect(titleOf('<html><body>no title</body>')).toBeUndefined();
    expect(titleOf('<title>   </title>')).toBeUndefined();
  });
});
