/**
 * The request is read once, at the server's edge (issue 30 §1): the Host, the cookies and what they
 * say (consent, closed banners) are parsed by server/http/request-context.ts (and the strict Host
 * parser it calls) into `request.shop`; the page gets them in its `ShopRequestInfo`. This check
 * finds a second reading anywhere below: in the server, in the pages (the browser re-parsing
 * `document.cookie`), or in shared code that is not the parser itself.
 */

export interface SecondRead {
  file: string;
  line: number;
  /** What was read again, e.g. `parseCookies(` or `document.cookie`. */
  read: string;
}

/** The edge, and the modules that define the parsers it calls. */
export const EDGE_FILES: ReadonlySet<string> = new Set([
  'server/http/request-context.ts',
  'server/http/host-header.ts',
  'shared/http/cookies.ts',
  'shared/tracking/consent.ts',
  'shared/chrome/dismissals.ts',
  'shared/markets/hosts.ts',
]);

/** A parse of the request, or a read of the raw header or cookie jar. */
const READS: readonly RegExp[] = [
  /\bparseCookies\s*\(/,
  /\bconsentFromCookies\s*\(/,
  /\bchromeDismissalsOf\s*\(/,
  /\blookupHost\s*\(/,
  /\bparseHost\s*\(/,
  /\bheaders\s*(?:\.\s*(?:host|cookie)\b|\[\s*['"](?:host|cookie)['"]\s*\])/,
  // Reading the browser's cookie jar; writing one (`document.cookie = …`) is how a page sets a cookie.
  /\bdocument\s*\.\s*cookie\b(?!\s*=[^=])/,
];

/** Layers that see requests: the server below its edge, the pages, and the shared rules. */
const SCANNED = /^(server|web|shared)\//;
const TEST = /(\.test\.tsx?|\/test-utils\.tsx?|\/testing(\/|\.ts$))/;

/** Comments out, line numbers kept: a comment may name what it does not do. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

export function findSecondReads(sources: Record<string, string>): SecondRead[] {
  const found: SecondRead[] = [];
  for (const [file, source] of Object.entries(sources)) {
    if (!SCANNED.test(file) || TEST.test(file) || EDGE_FILES.has(file)) continue;
    withoutComments(source)
      .split('\n')
      .forEach((text, index) => {
        for (const pattern of READS) {
          const match = pattern.exec(text);
          if (match) found.push({ file, line: index + 1, read: match[0].replace(/\s+/g, '') });
        }
      });
  }
  return found;
}
