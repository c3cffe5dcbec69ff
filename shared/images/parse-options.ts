/**
 * Parsing the option string of `/cdn-cgi/image/{options}/{path}` (options.ts describes it): strict,
 * because the server keys its disk cache on the canonical form. Only the resizer parses; the pages
 * write option strings with options.ts, which carries no validation library to the browser.
 */
import { z } from '../validation/zod';
import {
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_ROTATIONS,
  type ImageOptionsResult,
  MAX_IMAGE_DIMENSION,
  MAX_IMAGE_DPR,
  type OptionKey,
} from './options';

const ALIASES: Readonly<Record<string, OptionKey>> = {
  width: 'width',
  w: 'width',
  height: 'height',
  h: 'height',
  dpr: 'dpr',
  fit: 'fit',
  quality: 'quality',
  q: 'quality',
  blur: 'blur',
  brightness: 'brightness',
  rotate: 'rotate',
  format: 'format',
  f: 'format',
};

// Regexes rather than Number(): Number accepts '', ' 1', '1e3' and '0x10', each of which would be
// one more spelling of the same image.
const UNSIGNED_INT = /^(0|[1-9][0-9]*)$/;
const SIGNED_INT = /^-?(0|[1-9][0-9]*)$/;
const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

function numberFrom(pattern: RegExp) {
  return z
    .string()
    .regex(pattern, 'must be a number')
    .transform((value) => Number(value));
}

function range(min: number, max: number) {
  return z
    .number()
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);
}

const dimension = numberFrom(UNSIGNED_INT).pipe(
  z
    .number()
    .gt(0, 'must be greater than 0')
    .max(MAX_IMAGE_DIMENSION, `must be at most ${MAX_IMAGE_DIMENSION}`),
);

const optionsSchema = z.strictObject({
  width: dimension.optional(),
  height: dimension.optional(),
  dpr: numberFrom(DECIMAL)
    .pipe(z.number().gt(0, 'must be greater than 0').max(MAX_IMAGE_DPR, `must be at most ${MAX_IMAGE_DPR}`))
    .optional(),
  fit: z.enum(IMAGE_FITS, { error: `must be one of ${IMAGE_FITS.join(', ')}` }).optional(),
  quality: numberFrom(UNSIGNED_INT).pipe(range(0, 100)).optional(),
  blur: numberFrom(UNSIGNED_INT).pipe(range(0, 100)).optional(),
  brightness: numberFrom(SIGNED_INT).pipe(range(-100, 100)).optional(),
  rotate: numberFrom(UNSIGNED_INT)
    .pipe(z.literal(IMAGE_ROTATIONS, { error: 'must be 0, 90, 180 or 270' }))
    .optional(),
  format: z.enum(IMAGE_FORMATS, { error: `must be one of ${IMAGE_FORMATS.join(', ')}` }).optional(),
});

function failure(fields: Record<string, string>): ImageOptionsResult {
  const list = Object.entries(fields)
    .map(([key, message]) => `${key} ${message}`)
    .join('; ');
  return { ok: false, message: `Invalid image options: ${list}.`, fields };
}

/** Parses `width=300,q=80,format=auto`. Keys may use Cloudflare's short aliases (w, h, q, f). */
export function parseImageOptions(input: string): ImageOptionsResult {
  if (input === '') return failure({ _: 'at least one option is required' });
  const raw: Partial<Record<OptionKey, string>> = {};
  // A Map, because option names come from the URL and `toString` or `__proto__` must not collide
  // with what a plain object already has.
  const problems = new Map<string, string>();
  const note = (key: string, message: string) => {
    if (!problems.has(key)) problems.set(key, message);
  };
  for (const part of input.split(',')) {
    const eq = part.indexOf('=');
    const name = eq === -1 ? part : part.slice(0, eq);
    const value = eq === -1 ? '' : part.slice(eq + 1);
    const key = Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined;
    if (key === undefined) {
      note(name.slice(0, 40) || '_', 'is not a known option');
    } else if (raw[key] !== undefined) {
      note(key, 'is given more than once');
    } else if (value === '') {
      note(key, 'needs a value');
    } else {
      raw[key] = value;
    }
  }
  if (problems.size > 0) return failure(Object.fromEntries(problems));

  const parsed = optionsSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) note(issue.path.join('.') || '_', issue.message);
    return failure(Object.fromEntries(problems));
  }
  return { ok: true, options: parsed.data };
}
