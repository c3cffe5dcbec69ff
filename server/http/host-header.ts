/**
 * The Host header, parsed once and strictly before any route runs (issue 22 item 7): `hostname` or
 * `hostname:port` with a port of 1–65535, nothing else. Anything else (`localhost:@evil.example`,
 * `localhost:x`, a second Host) is a 400, so no later code can be fooled by what a looser parser
 * (the WHATWG URL parser, a regex looking for a trailing port) would make of it.
 *
 * Behind a trusted proxy (TRUST_PROXY) X-Forwarded-Host names the host the shopper asked for; it is
 * taken only when it is just as well-formed and a host of the host table, so it can choose a market
 * of ours but never a foreign host (issue 18 item 3). It then replaces the Host header for the rest
 * of the request, like Fastify's own `request.host` does with a trusted proxy.
 */
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { lookupHost } from '../../shared/markets';
import { ApiError } from './errors';

export interface ParsedHost {
  /** Lower-case DNS name, IPv4 address, or bracketed IPv6 address. */
  hostname: string;
  port?: number;
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DNS_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::([1-9][0-9]{0,4}))?$/;

/** `hostname[:port]` or undefined; the only reading of a Host header the shop makes. */
export function parseHost(value: unknown): ParsedHost | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 260) return undefined;
  const match = HOST.exec(value.toLowerCase());
  if (!match) return undefined;
  const [, hostname = '', portText] = match;
  if (hostname.startsWith('[')) {
    if (!isIPv6(hostname.slice(1, -1))) return undefined;
  } else if (hostname.length > 253 || !DNS_NAME.test(hostname)) {
    return undefined;
  }
  if (portText === undefined) return { hostname };
  const port = Number(portText);
  return port >= 1 && port <= 65535 ? { hostname, port } : undefined;
}

export function formatHost(host: ParsedHost): string {
  return host.port === undefined ? host.hostname : `${host.hostname}:${host.port}`;
}

/** The last X-Forwarded-Host entry (the one our proxy added), when it is a host of the table. */
function forwardedTableHost(request: FastifyRequest): ParsedHost | undefined {
  const header = request.headers['x-forwarded-host'];
  if (header === undefined) return undefined;
  // Fastify answers request.host from X-Forwarded-Host only when the peer is a trusted proxy.
  if (request.host === request.headers.host) return undefined;
  const last = (Array.isArray(header) ? header.join(',') : header).split(',').pop()?.trim();
  const parsed = parseHost(last);
  return parsed && lookupHost(parsed.hostname).known ? parsed : undefined;
}

/**
 * Checks and normalises the Host of one request: the host it names (the trusted proxy's table
 * host when there is one), or an ApiError when it is not acceptable. server/http/request-context.ts
 * calls it first thing for every request.
 */
export function acceptHost(request: FastifyRequest): ParsedHost | ApiError {
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') count++;
  const parsed = count === 1 ? parseHost(request.headers.host) : undefined;
  if (!parsed) {
    return new ApiError(
      400,
      'bad_host',
      'The Host header must be a host name with an optional port (1-65535), sent once.',
    );
  }
  const host = forwardedTableHost(request) ?? parsed;
  request.headers.host = formatHost(host);
  return host;
}
