import { describe, expect, it } from 'vitest';
import { lowestPriceBetween, type PriceReduction, priceAt, priceIndication } from './price-indication';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 24 * 60 * 60 * 1000);
const sale = (percentOff: number, from: number, to: number): PriceReduction => ({
  percentOff,
  startsAt: day(from),
  endsAt: day(to),
});

describe('price indication (EU 30-day rule)', () => {
  it('strikes nothing when no campaign runs', () => {
    expect(priceIndication(4995, [], day(100))).toEqual({ currentCents: 4995, referenceCents: 4995 });
    // A campaign that is over, or not yet started, is no reduction today.
    expect(priceIndication(4995, [sale(20, 10, 20)], day(25))).toEqual({
      currentCents: 4995,
      referenceCents: 4995,
    });
    expect(priceIndication(4995, [sale(20, 30, 40)], day(25)).referenceCents).toBe(4995);
  });

  it('strikes the regular price while a fresh campaign runs', () => {
    expect(priceIndication(5000, [sale(20, 100, 114)], day(105))).toEqual({
      currentCents: 4000,
      referenceCents: 5000,
    });
  });

  it('takes the lowest price of the 30 days before the reduction as reference', () => {
    // 10 % off from day 80 to 90, then 20 % off from day 100: the reference is the 10 % price.
    const reductions = [sale(10, 80, 90), sale(20, 100, 110)];
    expect(priceIndication(5000, reductions, day(101))).toEqual({
      currentCents: 4000,
      referenceCents: 4500,
    });
    // A sale that ended 31 days before is outside the window.
    expect(priceIndication(5000, [sale(10, 60, 69), sale(20, 100, 110)], day(101)).referenceCents).toBe(5000);
  });

  it('shows no strike when the price was as low within the window (a "reduction" back to a recent price)', () => {
    const reductions = [sale(20, 80, 95), sale(20, 100, 110)];
    expect(priceIndication(5000, reductions, day(102))).toEqual({
      currentCents: 4000,
      referenceCents: 4000,
    });
  });

  it('never strikes a permanent "sale": a campaign planned for longer than the limit sets the price', () => {
    const forever = { percentOff: 20, startsAt: day(0), endsAt: new Date(Date.UTC(2099, 0, 1)) };
    expect(priceIndication(5000, [forever], day(3))).toEqual({ currentCents: 4000, referenceCents: 4000 });
  });

  it('lets the largest of overlapping reductions count, without adding them up', () => {
    expect(priceAt(5000, [sale(10, 0, 50), sale(25, 10, 20)], day(15))).toBe(3750);
    expect(priceAt(5000, [sale(10, 0, 50), sale(25, 10, 20)], day(25))).toBe(4500);
  });

  it('finds the lowest price where a reduction starts inside the window', () => {
    expect(lowestPriceBetween(1000, [sale(50, 5, 6)], day(0), day(10))).toBe(500);
    expect(lowestPriceBetween(1000, [sale(50, 5, 6)], day(6), day(10))).toBe(1000);
  });
});
