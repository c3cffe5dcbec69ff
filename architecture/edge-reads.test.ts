/** No second parse of Host, cookies or consent below the edge (issue 30 §1), with a planted case per read. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSecondReads } from './edge-reads';
import { readSourceTree } from './import-graph';

const ROOT = join(import.meta.dirname, '..');
const reads = (sources: Record<string, string>) =>
  findSecondReads(sources).map(({ file, line, read }) => `${file}:${line} ${read}`);

describe('the request is read once, at the edge', () => {
  it('nothing in server/, web/ or shared/ parses the Host, the cookies or the consent again', () => {
    const tree = readSourceTree(ROOT);
    expect(Object.keys(tree).length).toBeGreaterThan(400);
    expect(reads(tree)).toEqual([]);
  });

  it.each([
    [
      'server/ssr/x.ts',
      "const c = parseCookies(request.headers.cookie ?? '');",
      ['parseCookies(', 'headers.cookie'],
    ],
    ['server/flags/x.ts', 'const consent = consentFromCookies(cookies);', ['consentFromCookies(']],
    [
      'web/features/chrome/x.tsx',
      'const bars = chromeDismissalsOf(jar).actionBars;',
      ['chromeDismissalsOf('],
    ],
    ['server/ssr/page.ts', 'resolveRequest({ host: request.headers.host, path });', ['headers.host']],
    ['server/content/x.ts', "const host = request.headers['host'];", ["headers['host']"]],
    ['shared/routing/x.ts', 'const entry = lookupHost(target.host);', ['lookupHost(']],
    ['server/customers/x.ts', 'const h = parseHost(value);', ['parseHost(']],
    ['web/features/chrome/banners/x.tsx', 'const jar = document.cookie;', ['document.cookie']],
  ])('catches a planted second read in %s', (file, line, expected) => {
    expect(reads({ [file]: `export {};\n${line}` })).toEqual(expected.map((read) => `${file}:2 ${read}`));
  });

  it('lets the edge, cookie writes, comments and tests pass', () => {
    expect(
      reads({
        'server/http/request-context.ts': 'this.cookies = parseCookies(headers.cookie);',
        'web/features/consent/x.tsx': 'document.cookie = consentCookie(status);',
        'web/features/chrome/y.tsx': '// never from document.cookie\nconst a = 1; /* parseCookies( */',
        'server/ssr/x.test.ts': "parseCookies('a=b');",
        'desktop/core/x.ts': 'lookupHost(new URL(origin).host);',
      }),
    ).toEqual([]);
  });
});
