/**
 * E-mail addresses of customers and newsletter subscribers.
 *
 * - SPEC 5 pattern: a local part, @, a domain with a dot and an ending of two or more letters.
 * - Identity: an address is stored and compared in its canonical form (see canonicalEmail), so
 *   "Erika@Example.DE", " erika@example.de " and the Unicode-equivalent spellings of the same
 *   address are one account, and invisible characters can never make a look-alike second one.
 * - emailHash (SPEC 3): lowercase hex SHA-256 of the canonical form; the same on server and browser.
 */
import { EMAIL_PATTERN } from '../content/contact-form';

export { EMAIL_PATTERN };

/** RFC 5321: 254 characters for the whole path, 64 for the local part. */
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;

/** SPEC 5: the newsletter form submits nothing unless the address matches the simple pattern. */
export function matchesEmailPattern(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Control, format (zero-width joiners, bidi overrides, BOM), private-use, surrogate and unassigned
 * code points, plus the Unicode line and paragraph separators: none belongs in an address.
 */
const INVISIBLE = /[\p{C}\u2028\u2029]/u;

export type EmailProblem = 'required' | 'tooLong' | 'email';

export type CanonicalEmail = { ok: true; email: string } | { ok: false; problem: EmailProblem };

/**
 * The one spelling of an address the shop stores: trimmed, NFC, lower-cased, the domain in its
 * ASCII (punycode) form. Refuses addresses that fail the SPEC 5 pattern, exceed the RFC lengths,
 * contain invisible characters or have a domain that is not a valid host name.
 */
export function canonicalEmail(input: unknown): CanonicalEmail {
  if (typeof input !== 'string') return { ok: false, problem: 'required' };
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (trimmed.length > EMAIL_MAX * 2) return { ok: false, problem: 'tooLong' };
  if (INVISIBLE.test(trimmed)) return { ok: false, problem: 'email' };
  const normalized = trimmed.normalize('NFC').toLowerCase();
  const at = normalized.lastIndexOf('@');
  if (at <= 0 || normalized.indexOf('@') !== at) return { ok: false, problem: 'email' };
  const local = normalized.slice(0, at);
  const domain = asciiDomain(normalized.slice(at + 1));
  if (domain === undefined) return { ok: false, problem: 'email' };
  const email = `${local}@${domain}`;
  if (!EMAIL_PATTERN.test(email)) return { ok: false, problem: 'email' };
  if (local.length > EMAIL_LOCAL_MAX || email.length > EMAIL_MAX) return { ok: false, problem: 'tooLong' };
  return { ok: true, email };
}

/** The IDNA (punycode) form of a domain, as the WHATWG URL parser computes it; undefined if invalid. */
function asciiDomain(domain: string): string | undefined {
  if (domain === '' || /[\s/\\?#[\]@:%]/.test(domain)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
  // An IP address literal or a host the parser rewrote to something else is no mail domain.
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(host)) return undefined;
  if (/^[0-9.]+$/.test(host)) return undefined;
  return host;
}

/**
 * SPEC 3 emailHash: hex SHA-256 of the canonical address (Web Crypto, available in browsers and
 * Node). Addresses that are not valid hash as trimmed and lower-cased, so the function never fails.
 */
export async function emailHash(email: string): Promise<string> {
  const canonical = canonicalEmail(email);
  const text = canonical.ok ? canonical.email : email.trim().toLowerCase();
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Providers known to ignore dots in the local part (Gmail): `e.r.i.k.a` reaches `erika`. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address delivers to, for caps on the mails the shop sends (issue 34 item 3): the
 * canonical address without a plus-tag (`erika+flood7@` reaches `erika@`), lower-cased, and at
 * providers that ignore dots in the local part without them. Never stored or used to deliver: two
 * addresses with one mailbox are still two accounts; they just share one mail budget.
 */
export function mailboxOf(address: string): string {
  const canonical = canonicalEmail(address);
  const email = canonical.ok ? canonical.email : address.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}
