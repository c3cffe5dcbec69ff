/**
 * The origin the shop writes into absolute URLs (canonical, hreflang, og:image, JSON-LD, the page's
 * bootstrap, mails): a host of the host table with the public scheme and port from the settings
 * (issue 22 item 7). The request only says which table host it was for (its Host, already checked
 * by host-header.ts) and, with no public scheme configured, whether it came over TLS (directly or
 * from a trusted proxy, issue 18); its port and any host outside the table never reach a URL.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lookupHost } from '../../shared/markets';
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

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by publicOrigin() for every request; read it through shopOriginOf(). */
    shopOrigin: ShopOrigin | null;
  }
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

/** The public scheme and port for one request. */
export function publicAddressOf(request: FastifyRequest, settings: PublicOriginSettings): PublicAddress {
  const protocol = settings.scheme ?? (request.protocol === 'https' ? 'https' : 'http');
  // A TLS-terminating proxy listens on 443; a plain-HTTP shop is reached on the port it listens on.
  const port = settings.port ?? (protocol === 'https' ? 443 : settings.listenPort || undefined);
  return { protocol, port };
}

export function computeShopOrigin(request: FastifyRequest, settings: PublicOriginSettings): ShopOrigin {
  const address = publicAddressOf(request, settings);
  const entry = lookupHost(typeof request.headers.host === 'string' ? request.headers.host : undefined);
  if (entry.known) return { address, origin: formatOrigin(address, entry.host), knownHost: true };
  const origin = settings.baseUrl ? settings.baseUrl.origin : formatOrigin(address, 'localhost');
  return { address, origin, knownHost: false };
}

/**
 * The request's shop origin. Apps built without publicOrigin() (unit tests of one plugin) get the
 * request's scheme with the scheme's default port.
 */
export function shopOriginOf(request: FastifyRequest): ShopOrigin {
  return request.shopOrigin ?? computeShopOrigin(request, { listenPort: 0 });
}

/** Works out every request's public origin once, after the Host check. */
export function publicOrigin(app: FastifyInstance, settings: PublicOriginSettings): void {
  app.decorateRequest('shopOrigin', null);
  app.addHook('onRequest', async (request) => {
    request.shopOrigin = computeShopOrigin(request, settings);
  });
}
