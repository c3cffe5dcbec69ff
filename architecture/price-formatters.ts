/**
 * Money has one formatter (shared/money/format.ts). A second one creeps in as a currency-style
 * Intl.NumberFormat, a toLocaleString with a currency, or a hand-made two-decimal string; this finds
 * them in source text, comments aside.
 */
export const THE_PRICE_FORMATTER = 'shared/money/format.ts';

const SECOND_FORMATTER = [
  /style\s*:\s*['"]currency['"]/,
  /toLocaleString\([^)]*currency/,
  /\.toFixed\(\s*2\s*\)/,
];

/** `file:line` of every price formatting outside THE_PRICE_FORMATTER (tests excluded). */
export function findPriceFormatters(sources: Record<string, string>): string[] {
  return Object.entries(sources)
    .filter(([file]) => file !== THE_PRICE_FORMATTER && !/\.test\.tsx?$/.test(file))
    .flatMap(([file, text]) =>
      text.split('\n').flatMap((line, index) => {
        const code = line.replace(/\/\/.*$|\/\*.*?\*\/|^\s*\*.*$/g, '');
        return SECOND_FORMATTER.some((pattern) => pattern.test(code)) ? [`${file}:${index + 1}`] : [];
      }),
    )
    .sort();
}

/** Where money's arithmetic lives: minor units, the one rounding rule and its conversions. */
export const THE_MONEY_FOLDER = 'shared/money/';

/** Times or divided by 100, as a literal (not 1000, not 100.5). */
const BY_HUNDRED = /[*/]\s*100(?![\d.])|\b100\s*\*/;
/** A line about a price: the names money goes by in this code. */
const MONEY_WORD = /price|cents|euros?\b|amount|money|major|minor|voucher|total/i;
/** Percentages are hundreds of their own. */
const PERCENT = /percent|share|ratio/i;

/**
 * `file:line` of every conversion between major and minor units done by hand outside
 * shared/money/ (issue 30 §3): `price / 100`, `cents * 100` and their kin, comments and tests aside.
 */
export function findCentArithmetic(sources: Record<string, string>): string[] {
  return Object.entries(sources)
    .filter(([file]) => !file.startsWith(THE_MONEY_FOLDER) && !/\.test\.tsx?$/.test(file))
    .filter(([file]) => /^(shared|web|server|desktop)\//.test(file))
    .flatMap(([file, text]) =>
      text.split('\n').flatMap((line, index) => {
        const code = line.replace(/\/\/.*$|\/\*.*?\*\/|^\s*\*.*$/g, '');
        return BY_HUNDRED.test(code) && MONEY_WORD.test(code) && !PERCENT.test(code)
          ? [`${file}:${index + 1}`]
          : [];
      }),
    )
    .sort();
}
