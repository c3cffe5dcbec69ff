/**
 * Money's schema, for the server's checks of data it is handed (block data, API input). Apart from
 * money.ts so that formatting a price never brings the validation library into a browser chunk.
 */
import { z } from '../validation/zod';
import { CURRENCIES } from './currency';
import type { Money } from './money';

export const moneySchema = z.object({
  /** Minor units, a safe integer; negative for a refund or a discount. */
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
}) satisfies z.ZodType<Money>;
