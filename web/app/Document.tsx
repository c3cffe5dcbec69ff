import type { ReactNode } from 'react';
import { BOOTSTRAP_ID } from './bootstrap';

interface DocumentProps {
  lang: string;
  css: string[];
  /** Data the entry fetches before it hydrates (the translation bundle): asked for with the HTML. */
  preload?: string[];
  /** The bootstrap JSON, already escaped for a script element. */
  bootstrapJson: string;
  children: ReactNode;
}

/** The whole HTML document; the browser hydrates it as a whole (hydrateRoot(document, ...)). */
export function Document({ lang, css, preload = [], bootstrapJson, children }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d3c34" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {preload.map((href) => (
          <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />
        ))}
        {css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        <div id="app">{children}</div>
        <script
          id={BOOTSTRAP_ID}
          type="application/json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own escaped JSON, not executed (type application/json)
          dangerouslySetInnerHTML={{ __html: bootstrapJson }}
        />
      </body>
    </html>
  );
}
