/**
 * Customer numbers (SPEC 3) are drawn at random from the eight-digit numbers, so that a number
 * tells nobody how many accounts exist or when one was opened (issue 22.6). The unique index on
 * customers.number catches the rare repeat, and the caller draws again.
 */
import { randomInt } from 'node:crypto';

const FIRST = 10_000_000;
const LAST = 99_999_999;

export function drawCustomerNumber(): number {
  return randomInt(FIRST, LAST + 1);
}

/** True when a failed insert collided with an existing customer number (PGlite and node-postgres alike). */
export function isCustomerNumberTaken(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'customers_number_unique') return true;
  }
  return false;
}
