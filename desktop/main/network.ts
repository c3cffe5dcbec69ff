/**
 * The network behind the offline cache: the shop's requests leave through the window's own session
 * with custom protocol handlers bypassed (so they do not loop back into protocol.handle).
 */
import { Readable } from 'node:stream';
import { type IncomingMessage, net, type Session } from 'electron';
import { isPageRequest } from '../core/cache-policy';

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

function toHeaders(raw: Record<string, string | string[]>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(name, item);
      } catch {
        // A header value fetch cannot represent is dropped rather than failing the page.
      }
    }
  }
  return headers;
}

/**
 * A page request with redirects handed back to Chromium instead of followed: Electron's net.fetch
 * cannot return a redirect (redirect "manual" rejects), and following it here would show the
 * target's content under the old URL. net.request reports the redirect and we answer with it.
 */
export function fetchDocument(ses: Session, request: Request): Promise<Response> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const origin = request.headers.get('origin') ?? undefined;
    const outgoing = net.request({
      method: request.method,
      url: request.url,
      session: ses,
      bypassCustomProtocolHandlers: true,
      redirect: 'manual',
      // Like net.fetch: cookies of the session go along; same-origin needs the Origin it names.
      credentials: origin ? 'same-origin' : 'include',
      ...(origin ? { origin } : {}),
    });
    request.headers.forEach((value, name) => {
      try {
        outgoing.setHeader(name, value);
      } catch {
        // Headers Chromium sets itself (Host, Content-Length …) are refused here; it adds them anyway.
      }
    });
    outgoing.on('redirect', (statusCode, _method, redirectUrl, responseHeaders) => {
      settled = true;
      const headers = toHeaders(responseHeaders);
      // Chromium has stored the redirect's cookies already; the answer must not carry them again.
      headers.delete('set-cookie');
      headers.set('location', new URL(redirectUrl, request.url).href);
      resolve(new Response(null, { status: statusCode, headers }));
      // Not calling followRedirect() cancels this request; its "Redirect was cancelled" error is ignored.
    });
    outgoing.on('response', (message: IncomingMessage) => {
      settled = true;
      const headers = toHeaders(message.headers);
      headers.delete('set-cookie');
      const body =
        NULL_BODY_STATUS.has(message.statusCode) || request.method === 'HEAD'
          ? null
          : (Readable.toWeb(message as unknown as Readable) as ReadableStream<Uint8Array>);
      resolve(new Response(body, { status: message.statusCode, statusText: message.statusMessage, headers }));
    });
    outgoing.on('error', (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
    outgoing.end();
  });
}

/** What the cache's fetch handler calls for the shop: pages through fetchDocument, the rest through ses.fetch. */
export function shopNetwork(ses: Session): (request: Request) => Promise<Response> {
  return (request) => {
    return isPageRequest(request)
      ? fetchDocument(ses, request)
      : ses.fetch(request, { bypassCustomProtocolHandlers: true });
  };
}

/** Other origins: exactly what Chromium would have done. */
export function passThrough(ses: Session): (request: Request) => Promise<Response> {
  return (request) => ses.fetch(request, { bypassCustomProtocolHandlers: true });
}
