/**
 * Whether an error means "the database cannot be reached right now" (issue 36 item 4): the server is
 * stopped, restarting, refusing connections or cut the connection. Such a failure is temporary and
 * the same on every instance, so a request that needed the database answers 503 with Retry-After
 * (the shopper may simply try again) instead of a 500, and nothing of the SQL reaches the answer.
 * Drizzle wraps the driver's error (`cause`), so the whole chain is searched.
 */

/** Node's socket errors when PostgreSQL is down or the connection broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01-57P03
 * (admin shutdown, crash shutdown, cannot connect now: starting up or shutting down), 53300 (too
 * many connections).
 */
function unavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

/** node-postgres' own messages when a connection ends under it. */
const MESSAGES = [
  /connection terminated/i,
  /connection timeout/i,
  /client has encountered a connection error/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || unavailableSqlState(code))) return true;
    if (MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : '')))
      return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before trying again: a restart or fail-over takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The first error code in the chain (ECONNREFUSED, 57P01, ...), for a log line without the SQL. */
export function databaseErrorCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    if (current instanceof AggregateError) {
      const inner = current.errors.find(
        (e) => e instanceof Error && typeof (e as { code?: unknown }).code === 'string',
      );
      if (inner) return String((inner as { code: string }).code);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return 'unknown';
}
