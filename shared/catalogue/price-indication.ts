/**
 * When a price may be shown as reduced, and against what (EU price-indication rule, Directive
 * 98/6/EC art. 6a): a reduction is announced only while a real campaign runs, and the struck
 * "was" price is the lowest price the shopper could have paid in the 30 days before that
 * reduction began. Only a campaign with a real end may announce a reduction: one planned to run
 * longer than MAX_CAMPAIGN_DAYS (the seeded "until further notice" sales) has simply set the
 * price, so a permanent "sale" never shows a strike.
 *
 * Prices are whole minor units; the regular (list) price is the one the catalogue stores, and a
 * reduction takes a percentage off it for the time of its campaign.
 */

export const REFERENCE_WINDOW_DAYS = 30;
/** The shop's own limit: a price cut planned for longer than this is the price, not a sale. */
export const MAX_CAMPAIGN_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PriceReduction {
  /** 1 … 99: percent taken off the regular price. */
  percentOff: number;
  startsAt: Date;
  /** Exclusive: at this instant the reduction is over. */
  endsAt: Date;
}

export interface PriceIndication {
  /** What the shopper pays now. */
  currentCents: number;
  /** The struck "was" price; equal to currentCents when no reduction may be shown. */
  referenceCents: number;
}

const activeAt = (r: PriceReduction, at: number) => r.startsAt.getTime() <= at && at < r.endsAt.getTime();

/** Overlapping campaigns do not add up: the largest reduction running at that instant counts. */
function bestReductionAt(reductions: readonly PriceReduction[], at: number): PriceReduction | undefined {
  let best: PriceReduction | undefined;
  for (const r of reductions) if (activeAt(r, at) && (!best || r.percentOff > best.percentOff)) best = r;
  return best;
}

export function reducedCents(regularCents: number, percentOff: number): number {
  return Math.round((regularCents * (100 - percentOff)) / 100);
}

/** The price charged at an instant: the regular price less the best reduction running then. */
export function priceAt(regularCents: number, reductions: readonly PriceReduction[], at: Date): number {
  const best = bestReductionAt(reductions, at.getTime());
  return best ? reducedCents(regularCents, best.percentOff) : regularCents;
}

/**
 * The lowest price charged in [from, to). The price only changes where a reduction starts or
 * ends, so it is enough to look at the window's start and at those instants inside it.
 */
export function lowestPriceBetween(
  regularCents: number,
  reductions: readonly PriceReduction[],
  from: Date,
  to: Date,
): number {
  const start = from.getTime();
  const end = to.getTime();
  const instants = [start];
  for (const r of reductions)
    for (const t of [r.startsAt.getTime(), r.endsAt.getTime()]) if (t > start && t < end) instants.push(t);
  return Math.min(...instants.map((t) => priceAt(regularCents, reductions, new Date(t))));
}

/**
 * The price to show now and the reference to strike through. The reference is the lowest price
 * of the 30 days before the running reduction began; when that is not above today's price (a
 * long-running campaign, or a "reduction" back to a price recently charged) nothing is struck.
 */
export function priceIndication(
  regularCents: number,
  reductions: readonly PriceReduction[],
  now: Date,
): PriceIndication {
  const running = bestReductionAt(reductions, now.getTime());
  if (!running) return { currentCents: regularCents, referenceCents: regularCents };
  const currentCents = reducedCents(regularCents, running.percentOff);
  const plannedDays = (running.endsAt.getTime() - running.startsAt.getTime()) / DAY_MS;
  if (plannedDays > MAX_CAMPAIGN_DAYS) return { currentCents, referenceCents: currentCents };
  const began = running.startsAt;
  const reference = lowestPriceBetween(
    regularCents,
    reductions,
    new Date(began.getTime() - REFERENCE_WINDOW_DAYS * DAY_MS),
    began,
  );
  return { currentCents, referenceCents: Math.max(reference, currentCents) };
}
