/**
 * npm run bench: speed and size of the built shop, printed as a table. Never part of npm test;
 * these machines are noisy, so read the figures as orders of magnitude and compare runs.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { benchCustomer } from './customer';
import { load } from './http-load';
import { benchImageResize } from './image-resize';
import { lighthouseScores } from './lighthouse';
import { pageWeight } from './page-weight';
import { startShop } from './shop-server';

interface Row {
  measure: string;
  value: string;
  note?: string;
}

const rows: Row[] = [];
const add = (measure: string, value: string, note = '') => rows.push({ measure, value, note });
const fmt = (n: number, digits = 0) => n.toLocaleString('en-GB', { maximumFractionDigits: digits });
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENT_DIR = join(import.meta.dirname, '..', 'dist', 'client');

async function main() {
  const shop = await startShop(Number(process.env.BENCH_PORT ?? 3300));
  try {
    // The ceiling: the very bytes of the home page, served as a static file by the same server.
    const homeHtml = await (await fetch(`${shop.origin}/`)).text();
    await mkdir(join(CLIENT_DIR, '__bench'), { recursive: true });
    await writeFile(join(CLIENT_DIR, '__bench', 'home.html'), homeHtml);

    const ssr = await load(`${shop.origin}/`, { seconds: SECONDS });
    add(
      'home SSR requests/s',
      fmt(ssr.requestsPerSecond),
      `50 connections, ${SECONDS} s, non-2xx ${ssr.non2xx}`,
    );
    add('home SSR latency p50 / p99 ms', `${fmt(ssr.p50)} / ${fmt(ssr.p99)}`);
    const ceiling = await load(`${shop.origin}/__bench/home.html`, { seconds: SECONDS });
    add(
      'static ceiling requests/s',
      fmt(ceiling.requestsPerSecond),
      `same ${fmt(homeHtml.length)} bytes as a file`,
    );
    add('static ceiling latency p50 / p99 ms', `${fmt(ceiling.p50)} / ${fmt(ceiling.p99)}`);

    const content = await load(`${shop.origin}/leinwanddruck`, { seconds: SECONDS });
    add(
      'content page SSR requests/s',
      fmt(content.requestsPerSecond),
      `/leinwanddruck with calculator, non-2xx ${content.non2xx}`,
    );
    add('content page SSR latency p50 / p99 ms', `${fmt(content.p50)} / ${fmt(content.p99)}`);

    const prices = await load(`${shop.origin}/price-api/prices/formats?material=leinwand`, {
      seconds: SECONDS,
      headers: { 'x-channel': 'cards', 'x-locale': 'de-DE' },
    });
    add(
      'price API requests/s (formats of a material)',
      fmt(prices.requestsPerSecond),
      `non-2xx ${prices.non2xx}`,
    );
    add('price API latency p50 / p99 ms', `${fmt(prices.p50)} / ${fmt(prices.p99)}`);

    const themes = await load(`${shop.origin}/web-api/themes?category=geburtstag&color=blue&sort=created`, {
      seconds: SECONDS,
      headers: { 'x-channel': 'cards', 'x-locale': 'de-DE' },
    });
    add(
      'themes API requests/s (two filters and a sort)',
      fmt(themes.requestsPerSecond),
      `non-2xx ${themes.non2xx}`,
    );
    add('themes API latency p50 / p99 ms', `${fmt(themes.p50)} / ${fmt(themes.p99)}`);
    const listing = await load(`${shop.origin}/products?category=geburtstag`, { seconds: SECONDS });
    add(
      'listing page SSR requests/s',
      fmt(listing.requestsPerSecond),
      `/products?category=geburtstag, non-2xx ${listing.non2xx}`,
    );
    add('listing page SSR latency p50 / p99 ms', `${fmt(listing.p50)} / ${fmt(listing.p99)}`);

    const customer = await benchCustomer(shop.origin, SECONDS);
    add(
      'log-in, 50 at once: p50 / p99 ms',
      `${fmt(customer.loginP50)} / ${fmt(customer.loginP99)}`,
      `scrypt N=2^16 r=8 p=2 (64 MiB), 2 hashes at a time; ${customer.loginOk}/50 ok`,
    );
    add(
      'session look-up (customer-data) requests/s',
      `${fmt(customer.sessionPerSecond)} vs ${fmt(customer.anonymousPerSecond)}`,
      `with a session vs anonymous; p99 ${fmt(customer.sessionP99)} ms`,
    );

    const images = await benchImageResize(shop.origin, SECONDS);
    add(
      'image resize 2000 -> 400 px WebP, cold',
      `${fmt(images.coldPerSecond, 1)}/s`,
      'sequential, each a new variant',
    );
    add(
      'image resize, cached',
      `${fmt(images.cachedPerSecond)}/s`,
      `20 connections, p99 ${fmt(images.cachedP99)} ms`,
    );

    const weight = await pageWeight(shop.origin, '/');
    add('home JavaScript, gzip bytes', fmt(weight.jsGzipBytes), `${weight.jsFiles} file(s)`);
    add('home CSS, gzip bytes', fmt(weight.cssGzipBytes), `${weight.cssFiles} file(s)`);
    add('home HTML, gzip bytes', fmt(weight.htmlGzipBytes));

    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const scores = await lighthouseScores(`${shop.origin}/`, formFactor);
        add(
          `Lighthouse home, ${formFactor}`,
          `${scores.performance} / ${scores.accessibility} / ${scores.bestPractices} / ${scores.seo}`,
          'performance / accessibility / best practices / SEO',
        );
      }
    }
  } finally {
    await rm(join(CLIENT_DIR, '__bench'), { recursive: true, force: true });
    await shop.stop();
  }
  printTable();
}

function printTable() {
  const widths = [
    Math.max(7, ...rows.map((r) => r.measure.length)),
    Math.max(5, ...rows.map((r) => r.value.length)),
    Math.max(4, ...rows.map((r) => (r.note ?? '').length)),
  ];
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(['measure', 'value', 'note']));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line([r.measure, r.value, r.note ?? '']));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
