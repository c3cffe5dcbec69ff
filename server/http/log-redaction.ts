/**
 * Keeps one-time secrets out of the logs (issue 22.5). Reset, e-mail and newsletter links carry
 * their token as a query parameter (`/kundenkonto?resetToken=…`), and an access log that records
 * the URL would hand every reader of the log a working link. Wire the serializers into the root
 * logger: `Fastify({ logger: { level, serializers: requestLogSerializers } })`.
 */
import type { FastifyRequest } from 'fastify';
import { clientAddressOf } from './client-address';

/** Parameter names that carry a secret: any *token*, and the few other names links use. */
const SECRET_PARAMETER = /token|secret|password|passwort|unsubscribe|signature|^key$|api[-_]?key|^sig$/i;

export const REDACTED = '[redacted]';

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The URL with the value of every secret-bearing query parameter replaced; everything else as it was. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hashAt = url.indexOf('#', start);
  const end = hashAt === -1 ? url.length : hashAt;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_PARAMETER.test(decodedName(name)) && eq !== -1 ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}${hashAt === -1 ? '' : `#${REDACTED}`}`;
}

/** Fastify's request serializer (same fields as its default) with the URL redacted. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    const version = request.headers?.['accept-version'];
    return {
      method: request.method,
      url: redactUrl(request.url),
      version: typeof version === 'string' ? version : undefined,
      host: request.host,
      remoteAddress: clientAddressOf(request),
      remotePort: request.socket?.remotePort,
    };
  },
};
