import type { z } from 'zod';
import { ApiError, fieldsOf } from './errors';

/** Parses request input with a zod schema, or throws a 400 ApiError listing the bad fields. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ApiError(400, 'invalid_input', `The ${what} is not valid.`, fieldsOf(result.error));
  }
  return result.data;
}
