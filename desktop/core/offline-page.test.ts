import { describe, expect, it } from 'vitest';
import { escapeHtml, OFFLINE_PAGE_CSP, offlinePageHtml, offlinePageResponse } from './offline-page';
import { stringsFor } from './strings';

const origins = new Set(['http://localhost:3000']);
const input = {
  url: 'http://localhost:3000/d/themes/1',
  lang: 'fr',
  homeUrl: 'http://localhost:3000/fr/d/',
  origins,
  strings: stringsFor('fr-FR'),
  saved: [
    { url: 'http://localhost:3000/d/', title: 'Accueil <b>&</b>', storedAt: 1 },
    { url: 'http://localhost:3000/d/themes/1', title: 'Same page', storedAt: 1 },
    { url: 'https://evil.example/', title: 'Elsewhere', storedAt: 1 },
    { url: 'http://localhost:3000/d/x"><script>alert(1)</script>', title: undefined, storedAt: 1 },
  ],
};

describe('offline page', () => {
  it('says what happened in the market’s language, with retry and home', () => {
    const html = offlinePageHtml(input);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Hors ligne');
    expect(html).toContain('<a class="button" href="http://localhost:3000/d/themes/1">Réessayer</a>');
    expect(html).toContain('href="http://localhost:3000/fr/d/"');
  });

  it('lists only other saved shop pages, escaped, and runs no script', () => {
    const html = offlinePageHtml(input);
    expect(html).toContain('Accueil &lt;b&gt;&amp;&lt;/b&gt; (/d/)');
    expect(html).not.toContain('Same page');
    expect(html).not.toContain('Elsewhere');
    expect(html).not.toMatch(/<script/i);
  });

  it('leaves the list out when nothing is saved', () => {
    expect(offlinePageHtml({ ...input, saved: [] })).not.toContain('<ul>');
  });

  it('answers 503 with its own strict CSP and no caching', async () => {
    const response = offlinePageResponse(input);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-security-policy')).toBe(OFFLINE_PAGE_CSP);
    expect(OFFLINE_PAGE_CSP).toContain("default-src 'none'");
    expect(OFFLINE_PAGE_CSP).not.toContain('script-src');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('<!doctype html>');
  });

  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
