/**
 * The customer forms as zod schemas, shared by the dialogs (to shape what they send) and the
 * /web-api/customer-* endpoints (which check every input again). Issue messages are codes (see
 * FIELD_CODES); the server turns them into text in the shopper's language, and SPEC 5 says the
 * forms show the server's field messages, not their own.
 */
import { z } from '../validation/zod';
import { canonicalEmail } from './email';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './form-limits';

export { NAME_MAX, newsletterEmailAllowed, PASSWORD_MAX, PASSWORD_MIN } from './form-limits';
/** Tokens we issue are 32 random bytes in base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
/** Theme ids, as the designer parameters accept them (letters, digits, ".", "-", "_"). */
export const THEME_ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

export const FIELD_CODES = [
  'required',
  'email',
  'tooLong',
  'name',
  'passwordTooShort',
  'passwordTooLong',
  'commonPassword',
  'passwordContext',
  'token',
  'themeId',
  'invalid',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

export function isFieldCode(value: unknown): value is FieldCode {
  return typeof value === 'string' && (FIELD_CODES as readonly string[]).includes(value);
}

/** Length in code points, so an emoji or a combining sequence is not counted twice. */
export function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** An address in its canonical form (see canonicalEmail); the code says what was wrong. */
export const emailField = () =>
  z.unknown().transform((value, ctx) => {
    const result = canonicalEmail(value);
    if (result.ok) return result.email;
    ctx.addIssue({ code: 'custom', message: result.problem });
    return z.NEVER;
  });

/** A password as typed: NFC (so the same keys give the same password anywhere), 8 to 1024 characters. */
export const newPasswordField = () =>
  z
    .string({ error: 'required' })
    .transform((value) => value.normalize('NFC'))
    .refine((value) => value.length > 0, 'required')
    .refine((value) => value.length === 0 || codePointLength(value) >= PASSWORD_MIN, 'passwordTooShort')
    .refine((value) => codePointLength(value) <= PASSWORD_MAX, 'passwordTooLong');

/** A password to check against a stored one: only presence and the upper bound matter. */
export const passwordField = () =>
  z
    .string({ error: 'required' })
    .transform((value) => value.normalize('NFC'))
    .refine((value) => value.length > 0, 'required')
    .refine((value) => codePointLength(value) <= PASSWORD_MAX, 'passwordTooLong');

/**
 * Letters (any script) with combining marks, spaces, apostrophes, hyphens and dots: enough for
 * "Anna-Lena", "O’Brien", "José María" or "Nguyễn", and nothing that could be markup or a script.
 */
const NAME_PATTERN = /^[\p{L}\p{M}](?:[\p{L}\p{M}'’. -]*[\p{L}\p{M}.])?$/u;

export const nameField = () =>
  z
    .string({ error: 'required' })
    .transform((value) => value.normalize('NFC').trim().replace(/\s+/g, ' '))
    .refine((value) => value.length > 0, 'required')
    .refine((value) => codePointLength(value) <= NAME_MAX, 'tooLong')
    .refine((value) => value.length === 0 || NAME_PATTERN.test(value), 'name');

export const tokenField = () =>
  z.string({ error: 'token' }).refine((value) => TOKEN_PATTERN.test(value), 'token');

export const loginSchema = z.object({ email: emailField(), password: passwordField() });
export type LoginInput = z.input<typeof loginSchema>;

export const signUpSchema = z.object({
  firstName: nameField(),
  lastName: nameField(),
  email: emailField(),
  password: newPasswordField(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({ email: emailField() });
export const passwordResetConfirmSchema = z.object({ token: tokenField(), password: newPasswordField() });
/** POST /web-api/customer-password-reset: either asks for a link ({ email }) or uses one ({ token, password }). */
export type PasswordResetInput = { email: string } | { token: string; password: string };

export const passwordChangeSchema = z.object({
  currentPassword: passwordField(),
  newPassword: newPasswordField(),
  /** The offer of ASVS V7.4.3: end every other session along with the change. */
  endOtherSessions: z.boolean().default(true),
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** Changing the address needs the password again (re-authentication) and a link sent to the new one. */
export const emailChangeSchema = z.object({ password: passwordField(), email: emailField() });
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

export const tokenSchema = z.object({ token: tokenField() });

/** SPEC 3 newsletter form; SPEC 5 only the simple pattern decides whether the browser sends it. */
export const newsletterSubscribeSchema = z.object({
  email: emailField(),
  /** The page the form was sent from (SPEC 3 tracking uniqueIdentifier). */
  uniqueIdentifier: z.string().trim().max(200, 'tooLong').optional().default(''),
  reCaptchaToken: z.string().max(4000, 'tooLong').nullish(),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

export const newsletterPreferenceSchema = z.object({ subscribe: z.boolean({ error: 'required' }) });

export const wishlistItemSchema = z.object({
  themeId: z.string({ error: 'required' }).refine((v) => THEME_ID_PATTERN.test(v), 'themeId'),
});

export const whitelabelSwitchSchema = z.object({ isWhitelabelOrder: z.boolean().optional() }).default({});
