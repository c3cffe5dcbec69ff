/**
 * TRUST_PROXY (issue 18 item 3): which peers are proxies of ours, so that their X-Forwarded-For,
 * X-Forwarded-Proto and X-Forwarded-Host count. Off by default: then those headers are ignored and
 * the client is the socket's peer. A comma-separated list of addresses, CIDR ranges and the names
 * loopback, linklocal, uniquelocal, as Fastify's trustProxy (proxy-addr) understands them.
 * "Trust every peer" and hop counts are refused: neither can tell our proxy from a client that
 * sends the headers itself (Fastify 5 treats a hop count as trusting nobody for that reason).
 */
import { isIP } from 'node:net';

export type TrustProxy = false | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'off' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text) || text === 'true' || text === 'on') {
    return { error: 'list the proxy addresses or CIDR ranges (hop counts and "trust all" are not safe)' };
  }
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.filter((item) => !isAddressOrRange(item));
  if (bad.length > 0) {
    return {
      error: `not an address, CIDR range, loopback, linklocal or uniquelocal: ${bad.join(', ')}`,
    };
  }
  return items;
}
