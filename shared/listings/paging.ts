/** SPEC 9 listing page sizes and the paging rules: pages count from 1, a page past the end is the last. */

export const PAGE_SIZES = [12, 48] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 12;
/** Far beyond any real listing; keeps page numbers (and offsets) small, safe integers. */
export const MAX_PAGE = 10_000;

export function isPageSize(value: unknown): value is PageSize {
  return typeof value === 'number' && (PAGE_SIZES as readonly number[]).includes(value);
}

/** The allowed size nearest to a wish (20 → 12, 40 → 48); ties go to the smaller. */
export function nearestPageSize(value: number): PageSize {
  if (!Number.isFinite(value)) return DEFAULT_PAGE_SIZE;
  let best: PageSize = DEFAULT_PAGE_SIZE;
  for (const size of PAGE_SIZES) if (Math.abs(size - value) < Math.abs(best - value)) best = size;
  return best;
}

export interface Paging {
  /** The page shown, 1-based, within 1..pageCount. */
  page: number;
  pageSize: PageSize;
  /** At least 1: an empty listing is one empty page. */
  pageCount: number;
  total: number;
  offset: number;
  /** The page asked for lay outside 1..pageCount and was moved inside. */
  clamped: boolean;
  /** 1-based positions of the first and last result shown; 0 and 0 when empty. */
  from: number;
  to: number;
}

export function paginate(total: number, page: number, pageSize: PageSize): Paging {
  const safeTotal = Math.max(0, Math.floor(total));
  const pageCount = Math.max(1, Math.ceil(safeTotal / pageSize));
  const wanted = Number.isSafeInteger(page) ? page : 1;
  const shown = Math.min(Math.max(1, wanted), pageCount);
  const offset = (shown - 1) * pageSize;
  const to = Math.min(safeTotal, offset + pageSize);
  return {
    page: shown,
    pageSize,
    pageCount,
    total: safeTotal,
    offset,
    clamped: shown !== wanted,
    from: to > offset ? offset + 1 : 0,
    to: to > offset ? to : 0,
  };
}

export type PageLink = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

/**
 * The page numbers a pager shows: always the first and last, the current one with `around`
 * neighbours each side, and a gap where numbers are left out (a gap of one number shows it).
 */
export function pageWindow(page: number, pageCount: number, around = 1): PageLink[] {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const shown = new Set<number>([1, count]);
  for (let p = current - around; p <= current + around; p += 1) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) links.push({ kind: 'page', page: p - 1, current: false });
    else if (p - previous > 2) links.push({ kind: 'gap', key: `gap-${previous}-${p}` });
    links.push({ kind: 'page', page: p, current: p === current });
    previous = p;
  }
  return links;
}
