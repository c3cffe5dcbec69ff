/**
 * The contact form of the ContactForm content block: one schema for the browser (checked before
 * anything is sent) and the `/web-api/contact` endpoint (checked again, as every API input is).
 *
 * Every issue message is an error code, not prose: the browser translates
 * `blocks.contactForm.errors.{code}`, and the endpoint answers
 * `{ error: { code, message, fields: { [field]: code } } }` with the same codes, so a field error
 * reads the same whichever side found it.
 */
import { z } from '../validation/zod';

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

/** Text input: anything but a string counts as missing, and surrounding spaces never count. */
const text = () => z.string({ error: 'required' }).trim();

export const contactFormSchema = z.object({
  name: text()
    .min(1, 'required')
    .min(CONTACT_LIMITS.nameMin, 'tooShort')
    .max(CONTACT_LIMITS.nameMax, 'tooLong'),
  email: text().min(1, 'required').max(CONTACT_LIMITS.emailMax, 'tooLong').regex(EMAIL_PATTERN, 'email'),
  /** Optional: an empty field is the same as none. */
  orderNumber: z
    .string()
    .trim()
    .toUpperCase()
    .max(CONTACT_LIMITS.orderNumberMax, 'tooLong')
    .refine((value) => value === '' || ORDER_NUMBER_PATTERN.test(value), 'orderNumber')
    .optional()
    .transform((value) => (value ? value : undefined)),
  topic: z.enum(CONTACT_TOPICS, { error: 'topic' }),
  message: text()
    .min(1, 'required')
    .min(CONTACT_LIMITS.messageMin, 'tooShort')
    .max(CONTACT_LIMITS.messageMax, 'tooLong'),
  consent: z.literal(true, { error: 'consent' }),
});

/** What the form sends (before trimming). */
export type ContactFormInput = z.input<typeof contactFormSchema>;
/** What the endpoint works with (trimmed, order number upper-cased or absent). */
export type ContactFormData = z.output<typeof contactFormSchema>;

export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorCode>>;

export type ContactValidation =
  | { ok: true; data: ContactFormData }
  | { ok: false; fields: ContactFieldErrors };

/** Checks a submission; on failure one error code per field (the first problem found). */
export function validateContactForm(input: unknown): ContactValidation {
  const result = contactFormSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fields: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(CONTACT_FIELDS as readonly string[]).includes(field)) continue;
    const key = field as ContactField;
    if (fields[key]) continue;
    fields[key] = isContactErrorCode(issue.message) ? issue.message : 'required';
  }
  return { ok: false, fields };
}
