/**
 * The one JSON body parser of every route (issue 22 item 11): before the body is parsed, its
 * nesting depth is counted, and a body nested deeper than any request of ours needs is a 400.
 * A few kilobytes of "[[[[…" would otherwise reach code that walks the value recursively and
 * overflow its stack (a 500, and a cheap way to keep a worker busy). Parsing itself stays
 * Fastify's own (prototype-poisoning checks included).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

export const MAX_JSON_DEPTH = 64;

/** Whether JSON text opens more than `max` arrays or objects inside each other (strings skipped). */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** Replaces the application/json parser of `app` (register before any route or plugin). */
export function jsonBodyParser(app: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDeeperThan(text, maxDepth)) {
      done(
        new ApiError(400, 'too_deep', `The JSON body is nested deeper than ${maxDepth} levels.`),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
