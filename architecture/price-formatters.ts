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
