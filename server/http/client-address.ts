/**
 * Who the client is, for limits and logs (issue 34 items 4 and 10).
 *
 * - The address: Fastify's `request.ip`, which behind a trusted proxy (TRUST_PROXY) is the last
 *   untrusted X-Forwarded-For entry. That entry is whatever the client wrote; unless it parses as
 *   an IP address it is ignored and the socket's peer stands in (`X-Forwarded-For: garbage`
 *   must not become a limit key or a log field).
 * - The limit key: one IPv4 address, or the /64 network of an IPv6 address. One IPv6 customer line
 *   gets at least a /64 (RFC 6177), so counting single IPv6 addresses would give one attacker
 *   2^64 fresh budgets. IPv4-mapped IPv6 addresses (`::ffff:192.0.2.1`) count as their IPv4.
 *
 * Every per-client limit (log-in, sign-up, reset, newsletter, wishlist, contact, toolbox, resizer)
 * keys on clientKeyOf(request).
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/** The prefix length IPv6 clients are grouped by. */
export const IPV6_CLIENT_PREFIX = 64;

/** A strict IP address (what node:net accepts), normalised; undefined for anything else. */
export function parseClientAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const text = value.trim();
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  // node:net refuses the odd IPv4 spellings ipaddr.js would take (0x7f.1, 2130706433).
  const family = isIP(bare.split('%')[0] ?? '');
  if (family === 0) return undefined;
  const address = ipaddr.parse(bare.split('%')[0] ?? '');
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address().toString() : v6.toNormalizedString();
  }
  return address.toString();
}

/** The request's client address: the trusted forwarded one when it is an address, else the socket's. */
export function clientAddressOf(request: FastifyRequest): string {
  return (
    parseClientAddress(request.ip) ??
    parseClientAddress(request.socket?.remoteAddress) ??
    request.socket?.remoteAddress ??
    'unknown'
  );
}

/** The key of a client address for limits: the IPv4 address, or its IPv6 /64 network. */
export function clientKeyOfAddress(address: string): string {
  const parsed = parseClientAddress(address);
  if (!parsed) return address;
  const ip = ipaddr.parse(parsed);
  if (ip.kind() === 'ipv4') return parsed;
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toNormalizedString()}/${IPV6_CLIENT_PREFIX}`;
}

/** The limit key of a request's client (see above). */
export function clientKeyOf(request: FastifyRequest): string {
  return clientKeyOfAddress(clientAddressOf(request));
}
