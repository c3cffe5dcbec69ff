/**
 * The customer forms' limits and the browser's own checks, apart from the schemas in forms.ts, so
 * that the dialogs and the newsletter form carry no validation library to the browser (issue 30 §7).
 */
import { EMAIL_PATTERN } from './email';

/** ASVS 5 V6.2: at least 8 characters, no composition rules, long pass phrases welcome. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;
export const NAME_MAX = 50;

/** The browser-side SPEC 5 check: true when the newsletter form may be sent. */
export function newsletterEmailAllowed(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
