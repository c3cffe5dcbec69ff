/**
 * ASVS V6.2: passwords of at least 8 characters (checked by the shared schema), no composition
 * rules, refused when they are on the list of common passwords shipped with the project
 * (common-passwords.txt, see scripts/generate-common-passwords.ts) or are the shopper's own name,
 * address or the shop's name with a few digits or marks added.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FieldCode } from '../../shared/customer/forms';

let common: Set<string> | undefined;

export function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common;
}

const BRAND_WORDS = ['fotowerk', 'wandwerk', 'photoshop', 'shop'];

/** The password without the digits and marks people append ("Sommer2024!" → "sommer"). */
function stem(password: string): string {
  return password
    .toLowerCase()
    .replace(/[\d\s!?.#*+$@%&_-]+$/u, '')
    .replace(/^[\d\s!?.#*+$@%&_-]+/u, '');
}

export interface PasswordContext {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** Why a new password is refused, or null when it may be used. */
export function passwordProblem(password: string, context: PasswordContext = {}): FieldCode | null {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  const stemmed = stem(password);
  if (list.has(lower) || (stemmed.length > 0 && list.has(stemmed))) return 'commonPassword';
  const local = context.email?.split('@')[0];
  const personal = [
    context.email,
    local,
    context.firstName,
    context.lastName,
    context.firstName && context.lastName ? `${context.firstName}${context.lastName}` : undefined,
    context.firstName && context.lastName ? `${context.lastName}${context.firstName}` : undefined,
    ...BRAND_WORDS,
  ]
    .filter((v): v is string => typeof v === 'string' && v.length >= 3)
    .map((v) => v.toLowerCase().replace(/\s+/g, ''));
  const compact = stemmed.replace(/\s+/g, '');
  if (personal.some((word) => compact === word || lower === word)) return 'passwordContext';
  return null;
}
