/**
 * The contact form of the ContactForm content block: one set of rules for the browser (checked
 * before anything is sent) and the `/web-api/contact` endpoint (checked again, as every API input is).
 *
 * Every issue message is an error code, not prose: the browser translates
 * `blocks.contactForm.errors.{code}`, and the endpoint answers
 * `{ error: { code, message, fields: { [field]: code } } }` with the same codes, so a field error
 * reads the same whichever side found it.
 */
/** SPEC 5 e-mail pattern: a local part, @, a domain with a dot and an ending of two or more letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const CONTACT_TOPICS = ['order', 'delivery', 'product', 'payment', 'voucher', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  /** RFC 5321 path limit. */
  emailMax: 254,
  orderNumberMax: 20,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** Order numbers are digits and capital letters, optionally grouped with hyphens, e.g. "FW-2024-001234". */
export const ORDER_NUMBER_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

export const CONTACT_FIELDS = ['name', 'email', 'orderNumber', 'topic', 'message', 'consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The codes a field error can carry; each has a translation under blocks.contactForm.errors. */
export const CONTACT_ERROR_CODES = [
  'required',
  'tooShort',
  'tooLong',
  'email',
  'orderNumber',
  'topic',
  'consent',
] as const;
export type ContactErrorCode = (typeof CONTACT_ERROR_CODES)[number];

export function isContactErrorCode(value: unknown): value is ContactErrorCode {
  return typeof value === 'string' && (CONTACT_ERROR_CODES as readonly string[]).includes(value);
}

/** What the form sends (before trimming). */
export interface ContactFormInput {
  name: string;
  email: string;
  /** Optional: an empty field is the same as none. */
  orderNumber?: string | undefined;
  topic: ContactTopic;
  message: string;
  consent: true;
}

/** What the endpoint works with (trimmed, order number upper-cased or absent). */
export interface ContactFormData {
  name: string;
  email: string;
  orderNumber?: string | undefined;
  topic: ContactTopic;
  message: string;
  consent: true;
}

/**
 * One field's rule: its error code, or its clean value. Plain functions rather than a schema
 * library, so the form's chunk carries no validation library to the browser (issue 30 §7); the
 * endpoint runs the very same rules.
 */
type FieldRule = (value: unknown) => { code: ContactErrorCode } | { value: unknown };

/** Text input: anything but a string counts as missing, and surrounding spaces never count. */
const text =
  (min: number, max: number, pattern?: { test: RegExp; code: ContactErrorCode }): FieldRule =>
  (value) => {
    if (typeof value !== 'string') return { code: 'required' };
    const trimmed = value.trim();
    if (trimmed.length === 0) return { code: 'required' };
    if (trimmed.length < min) return { code: 'tooShort' };
    if (trimmed.length > max) return { code: 'tooLong' };
    if (pattern && !pattern.test.test(trimmed)) return { code: pattern.code };
    return { value: trimmed };
  };

const RULES: Record<ContactField, FieldRule> = {
  name: text(CONTACT_LIMITS.nameMin, CONTACT_LIMITS.nameMax),
  email: text(1, CONTACT_LIMITS.emailMax, { test: EMAIL_PATTERN, code: 'email' }),
  orderNumber: (value) => {
    if (value === undefined) return { value: undefined };
    if (typeof value !== 'string') return { code: 'required' };
    const cleaned = value.trim().toUpperCase();
    if (cleaned.length > CONTACT_LIMITS.orderNumberMax) return { code: 'tooLong' };
    if (cleaned !== '' && !ORDER_NUMBER_PATTERN.test(cleaned)) return { code: 'orderNumber' };
    return { value: cleaned || undefined };
  },
  topic: (value) => ((CONTACT_TOPICS as readonly unknown[]).includes(value) ? { value } : { code: 'topic' }),
  message: text(CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax),
  consent: (value) => (value === true ? { value } : { code: 'consent' }),
};

export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorCode>>;

export type ContactValidation =
  | { ok: true; data: ContactFormData }
  | { ok: false; fields: ContactFieldErrors };

/** Checks a submission; on failure one error code per field (the first problem found). */
export function validateContactForm(input: unknown): ContactValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, fields: {} };
  const record = input as Record<string, unknown>;
  const fields: ContactFieldErrors = {};
  const data: Record<string, unknown> = {};
  for (const field of CONTACT_FIELDS) {
    const result = RULES[field](Object.hasOwn(record, field) ? record[field] : undefined);
    if ('code' in result) fields[field] = result.code;
    else if (result.value !== undefined) data[field] = result.value;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, data: data as unknown as ContactFormData };
}
