/**
 * Zod building blocks for the query strings and bodies of the catalogue APIs. Query values arrive
 * as text (repeated keys as lists); each block turns them into typed values with a message that
 * names the parameter and what it accepts.
 */
import { z } from 'zod';
import { isQuantityStep, parseFormat } from '../../shared/catalogue';
import { quantityStepMessage } from './cards';
import { quote } from './common';

function describeInput(input: unknown): string {
  if (Array.isArray(input)) return 'given more than once';
  if (typeof input === 'string') return quote(input);
  return `of type ${input === null ? 'null' : typeof input}`;
}

const missingOr = (name: string, message: (input: unknown) => string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${name} is missing.` : message(issue.input);

/** One of a fixed list, e.g. a material. */
export function oneOf<T extends string>(name: string, values: readonly T[], noun: string) {
  // z.enum wants a non-empty tuple; every list passed here is a non-empty constant.
  return z.enum(values as unknown as [T, ...T[]], {
    error: missingOr(name, (input) =>
      Array.isArray(input)
        ? `${name} is given more than once; send one value.`
        : `${name} ${describeInput(input)} is not ${noun}; expected one of: ${values.join(', ')}.`,
    ),
  });
}

/** Free text with a length cap, for ids the service looks up (SKUs, keys, card formats). */
export function text(name: string, max = 100) {
  return z
    .string({
      error: missingOr(name, (input) => `${name} must be a single text value, not ${describeInput(input)}.`),
    })
    .min(1, `${name} is empty.`)
    .max(max, `${name} is longer than ${max} characters.`);
}

/** SPEC 5 format string: WIDTHxHEIGHT in mm, positive, no leading zero. */
export function format(name = 'format') {
  return z
    .string({
      error: missingOr(name, (input) => `${name} must be a single text value, not ${describeInput(input)}.`),
    })
    .max(40, `${name} is longer than 40 characters.`)
    .transform((value, ctx) => {
      const parsed = parseFormat(value);
      if (parsed.ok) return parsed.format;
      ctx.addIssue({ code: 'custom', message: `${name} ${quote(value)}: ${parsed.reason}.`, input: value });
      return z.NEVER;
    })
    .meta({
      pattern: '^[1-9][0-9]*x[1-9][0-9]*$',
      examples: ['300x400'],
      description: 'WIDTHxHEIGHT in millimetres',
    });
}

/** A whole number given as text (query) or as a number (JSON body). */
export function integer(name: string, min: number, max: number) {
  return z
    .union([z.string(), z.number()], {
      error: missingOr(name, (input) => `${name} must be a whole number, not ${describeInput(input)}.`),
    })
    .transform((value, ctx) => {
      const text = String(value);
      const number = /^-?(?:0|[1-9]\d{0,15})$/.test(text) ? Number(text) : Number.NaN;
      if (Number.isSafeInteger(number) && number >= min && number <= max) return number;
      ctx.addIssue({
        code: 'custom',
        message: `${name} ${quote(text)} must be a whole number from ${min} to ${max}.`,
        input: value,
      });
      return z.NEVER;
    })
    .meta({ type: 'integer', minimum: min, maximum: max });
}

/** SPEC 9 card quantities: 1, 5, 9 … 5000, and nothing in between. */
export function cardQuantity(name = 'quantity') {
  return integer(name, 1, 5000).superRefine((value, ctx) => {
    if (!isQuantityStep(value))
      ctx.addIssue({ code: 'custom', message: quantityStepMessage(value), input: value });
  });
}

export function flag(name: string) {
  return z
    .union([z.enum(['true', 'false', '1', '0']), z.boolean()], {
      error: missingOr(name, (input) => `${name} ${describeInput(input)} must be true or false (or 1 or 0).`),
    })
    .transform((value) => value === true || value === 'true' || value === '1')
    .meta({ type: 'boolean' });
}

/** key[]=a&key[]=b (SPEC 7); a single key[]=a arrives as text and becomes a list of one. */
export function list<T extends z.ZodType>(name: string, item: T, max = 50) {
  return z
    .preprocess(
      (value) => (value === undefined || Array.isArray(value) ? value : [value]),
      z
        .array(item, { error: `${name} must be a list (${name}=a&${name}=b).` })
        .max(max, `${name} takes at most ${max} values.`),
    )
    .meta({
      type: 'array',
      items: z.toJSONSchema(item, { io: 'input', unrepresentable: 'any' }),
      maxItems: max,
    });
}

/**
 * A query string: empty values count as absent (the query builder drops nulls, some callers send
 * ""), names starting with "_" are the shop's own (SPEC 2 keeps them on links) and are ignored,
 * and any other unknown name is a 400, so a misspelt parameter is never silently dropped.
 */
export function queryObject<S extends z.ZodRawShape>(shape: S) {
  const names = Object.keys(shape);
  return z.preprocess(
    (raw) => {
      const out: Record<string, unknown> = {};
      if (raw === null || typeof raw !== 'object') return out;
      for (const [key, value] of Object.entries(raw)) {
        if (key.startsWith('_') || value === '') continue;
        out[key] = value;
      }
      return out;
    },
    z.strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown parameter ${issue.keys.map((key) => quote(key)).join(', ')}; this API takes: ${names.length > 0 ? names.join(', ') : 'no parameters'}.`
          : undefined,
    }),
  );
}
