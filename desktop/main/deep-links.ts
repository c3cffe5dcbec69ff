/**
 * Deep links reach the app three ways: open-url (macOS), the command line of a second instance and
 * the command line of the first (Windows, Linux). All of them go through parseDeepLink.
 */
import { resolve } from 'node:path';
import { app } from 'electron';
import { type DeepLinkContext, findDeepLinkArg, parseDeepLink } from '../core/deep-link';
import type { Logger } from '../core/log';

export interface DeepLinkOptions {
  context: DeepLinkContext;
  log: Logger;
  /** Registers the scheme with the OS even when running unpackaged (development). */
  registerInDev: boolean;
  /** Shows an accepted link's shop URL in the window (creating it if needed). */
  open: (url: string) => void;
}

const shorten = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

export interface DeepLinks {
  /** The shop URL of a link on this process's own command line, if any (first start on Windows/Linux). */
  fromArgv(argv: readonly string[]): string | undefined;
  /** Handles a link from any source; refused ones are logged and ignored. */
  receive(raw: string, source: string): void;
}

export function setupDeepLinks(options: DeepLinkOptions): DeepLinks {
  const { context, log } = options;
  const scheme = context.scheme;

  if (app.isPackaged) {
    if (!app.setAsDefaultProtocolClient(scheme)) log.warn('deep links: scheme not registered', { scheme });
  } else if (options.registerInDev && process.argv[1]) {
    // Unpackaged, the OS must start Electron with the app's entry as its argument.
    app.setAsDefaultProtocolClient(scheme, process.execPath, [resolve(process.argv[1])]);
  }

  const accept = (raw: string, source: string): string | undefined => {
    const result = parseDeepLink(raw, context);
    if (!result.ok) {
      log.warn('deep link: refused', { source, link: shorten(raw), reason: result.reason });
      return undefined;
    }
    for (const warning of result.warnings) log.warn('deep link: part dropped', { source, warning });
    log.info('deep link: opened', { source, kind: result.kind, url: shorten(result.url) });
    return result.url;
  };

  const links: DeepLinks = {
    fromArgv(argv) {
      const raw = findDeepLinkArg(argv, scheme);
      return raw === undefined ? undefined : accept(raw, 'argv');
    },
    receive(raw, source) {
      const url = accept(raw, source);
      if (url) options.open(url);
    },
  };

  // macOS delivers links (also the one that started the app) as open-url, possibly before ready.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    links.receive(url, 'open-url');
  });
  return links;
}
