/**
 * The origin the shop writes into absolute URLs (canonical, hreflang, og:image, JSON-LD, the page's
 * bootstrap, mails): a host of the host table with the public scheme and port from the settings
 * (issue 22 item 7). The request only says which table host it was for (its Host, already checked
 * by host-header.ts) and, with no public scheme configured, whether it came over TLS (directly or
 * from a trusted proxy, issue 18); its port and any host outside the table never reach a URL.
 */
import type { HostEntry } from '../../shared/markets';
import { formatOrigin, type PublicAddress } from '../../shared/routing';
import type { ServerConfig } from '../config';

export interface PublicOriginSettings {
  /** PUBLIC_SCHEME, else the scheme of PUBLIC_BASE_URL; unset: the request's (TLS or trusted proxy). */
  scheme?: 'http' | 'https' | undefined;
  /** PUBLIC_PORT, else the port of PUBLIC_BASE_URL; unset: PORT for http, 443 for https. */
  port?: number | undefined;
  /** The port the server listens on. */
  listenPort: number;
  /** PUBLIC_BASE_URL: the origin for requests to hosts outside the table. */
  baseUrl?: URL | undefined;
}

export interface ShopOrigin {
  address: PublicAddress;
  /** The table host's origin, or the fallback origin for hosts the table does not know. */
  origin: string;
  knownHost: boolean;
}

const DEFAULT_PORTS = { 'http:': 80, 'https:': 443 } as Record<string, number>;

export function publicOriginSettings(
  config: Pick<ServerConfig, 'PUBLIC_SCHEME' | 'PUBLIC_PORT' | 'PUBLIC_BASE_URL' | 'PORT'>,
): PublicOriginSettings {
  const baseUrl = config.PUBLIC_BASE_URL ? new URL(config.PUBLIC_BASE_URL) : undefined;
  const baseScheme = baseUrl ? (baseUrl.protocol === 'https:' ? 'https' : 'http') : undefined;
  const basePort = baseUrl ? Number(baseUrl.port || DEFAULT_PORTS[baseUrl.protocol]) : undefined;
  return {
    scheme: config.PUBLIC_SCHEME ?? baseScheme,
    port: config.PUBLIC_PORT ?? basePort,
    listenPort: config.PORT,
    baseUrl,
  };
}

/** The public scheme and port for one request (`secure`: it came over TLS, directly or from a trusted proxy). */
export function publicAddressOf(secure: boolean, settings: PublicOriginSettings): PublicAddress {
  const protocol = settings.scheme ?? (secure ? 'https' : 'http');
  // A TLS-terminating proxy listens on 443; a plain-HTTP shop is reached on the port it listens on.
  const port = settings.port ?? (protocol === 'https' ? 443 : settings.listenPort || undefined);
  return { protocol, port };
}

/**
 * The origin of a site of the host table, as server/http/request-context.ts works it out once per
 * request from the Host it already parsed.
 */
export function shopOriginFor(
  site: HostEntry & { known: boolean },
  secure: boolean,
  settings: PublicOriginSettings,
): ShopOrigin {
  const address = publicAddressOf(secure, settings);
  if (site.known) return { address, origin: formatOrigin(address, site.host), knownHost: true };
  const origin = settings.baseUrl ? settings.baseUrl.origin : formatOrigin(address, 'localhost');
  return { address, origin, knownHost: false };
}
