import { gzipSync } from 'node:zlib';

export interface PageWeight {
  jsFiles: number;
  jsGzipBytes: number;
  cssFiles: number;
  cssGzipBytes: number;
  htmlGzipBytes: number;
}

/** The gzip bytes of the scripts and stylesheets a page loads, as a browser would fetch them. */
export async function pageWeight(origin: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const attr = (tag: RegExp) => [...html.matchAll(tag)].map((m) => m[1] ?? '');
  const scripts = new Set([
    ...attr(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ]);
  const styles = new Set(attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g));
  const gzipOf = async (url: string) =>
    gzipSync(Buffer.from(await (await fetch(`${origin}${url}`)).arrayBuffer())).length;
  let jsGzipBytes = 0;
  for (const url of scripts) jsGzipBytes += await gzipOf(url);
  let cssGzipBytes = 0;
  for (const url of styles) cssGzipBytes += await gzipOf(url);
  return {
    jsFiles: scripts.size,
    jsGzipBytes,
    cssFiles: styles.size,
    cssGzipBytes,
    htmlGzipBytes: gzipSync(html).length,
  };
}
