/** The delivery promise skips weekends and each market's own public holidays (issue 33). */
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  deliveryPromise,
  formatDeliveryPromise,
  isWorkingDay,
} from '../../shared/delivery/promise';
import { isPublicHoliday } from './holidays';

const at = (iso: string) => new Date(iso);

describe('public holidays (date-holidays)', () => {
  it('knows each country its own holidays', () => {
    expect(isPublicHoliday('fr', '2026-07-14')).toBe(true); // Fête nationale
    expect(isPublicHoliday('de', '2026-07-14')).toBe(false);
    expect(isPublicHoliday('de', '2026-10-03')).toBe(true); // Tag der Deutschen Einheit
    expect(isPublicHoliday('gb', '2026-12-28')).toBe(true); // Boxing Day, substitute
    expect(isPublicHoliday('de', '2026-12-28')).toBe(false);
    expect(isPublicHoliday('us', '2026-11-26')).toBe(true); // Thanksgiving
    expect(isPublicHoliday('de', '2026-12-24')).toBe(false); // a bank half-day, not public
  });
});

describe('working days', () => {
  it('skips weekends and holidays', () => {
    expect(isWorkingDay('de', '2026-11-28', isPublicHoliday)).toBe(false); // Saturday
    expect(isWorkingDay('de', '2026-12-25', isPublicHoliday)).toBe(false);
    expect(isWorkingDay('de', '2026-12-28', isPublicHoliday)).toBe(true);
    expect(addWorkingDays('de', '2026-12-24', 1, isPublicHoliday)).toBe('2026-12-28');
    expect(addWorkingDays('gb', '2026-12-24', 1, isPublicHoliday)).toBe('2026-12-29');
  });
});

describe('deliveryPromise', () => {
  it('promises the weekday after next for a poster ordered before the cut-off in Germany', () => {
    // Tuesday 1 Dec 2026, 10:00 in Berlin: produced Tuesday, delivered Wednesday
    const p = deliveryPromise({
      now: at('2026-12-01T09:00:00Z'),
      market: 'de-DE',
      product: 'poster',
      isHoliday: isPublicHoliday,
    });
    expect(p.orderByToday).toBe(true);
    expect(p.orderBy).toBe('2026-12-01T13:00:00.000Z');
    expect(p.dispatchDate).toBe('2026-12-01');
    expect(p.deliveredBy).toBe('2026-12-02');
  });

  it('moves to the next working day after the cut-off and over the weekend', () => {
    // Friday 4 Dec 2026, 15:00 in Berlin: production Monday, delivery Tuesday
    const p = deliveryPromise({
      now: at('2026-12-04T14:00:00Z'),
      market: 'de-DE',
      product: 'poster',
      isHoliday: isPublicHoliday,
    });
    expect(p.orderByToday).toBe(false);
    expect(p.orderBy).toBe('2026-12-07T13:00:00.000Z');
    expect(p.dispatchDate).toBe('2026-12-07');
    expect(p.deliveredBy).toBe('2026-12-08');
  });

  it("skips the destination market's own public holidays", () => {
    // Friday 10 July 2026 after the cut-off: produced Monday 13 July in Germany;
    // France does not deliver on 14 July, Germany does.
    const now = at('2026-07-10T15:00:00Z');
    const fr = deliveryPromise({ now, market: 'fr-FR', product: 'poster', isHoliday: isPublicHoliday });
    const de = deliveryPromise({ now, market: 'de-DE', product: 'poster', isHoliday: isPublicHoliday });
    expect(fr.dispatchDate).toBe('2026-07-13');
    expect(de.deliveredBy).toBe('2026-07-14');
    expect(fr.deliveredBy).toBe('2026-07-16'); // 2 working days: 15 and 16 July
  });

  it('skips Christmas, the weekend and a substitute bank holiday', () => {
    // Wednesday 23 Dec 2026, 10:00 in Berlin, a canvas (2 production days): 23 and 24 Dec
    const now = at('2026-12-23T09:00:00Z');
    const de = deliveryPromise({ now, market: 'de-DE', product: 'leinwand', isHoliday: isPublicHoliday });
    expect(de.dispatchDate).toBe('2026-12-24');
    expect(de.deliveredBy).toBe('2026-12-28'); // 25, 26 holidays, 27 Sunday
    const gb = deliveryPromise({ now, market: 'en-GB', product: 'leinwand', isHoliday: isPublicHoliday });
    expect(gb.deliveredBy).toBe('2026-12-31'); // 28 is the Boxing Day substitute: 29, 30, 31
  });

  it('does not start production on a German public holiday', () => {
    // Saturday 3 Oct 2026 is a holiday and a weekend; Monday 5 Oct the first production day
    const p = deliveryPromise({
      now: at('2026-10-02T13:30:00Z'),
      market: 'de-AT',
      product: 'poster',
      isHoliday: isPublicHoliday,
    });
    expect(p.dispatchDate).toBe('2026-10-05');
    expect(p.deliveredBy).toBe('2026-10-07');
  });

  it('reads as "14:00" and "Thu 3 Dec" in the market language', () => {
    const p = deliveryPromise({
      now: at('2026-12-01T09:00:00Z'),
      market: 'en-GB',
      product: 'poster',
      isHoliday: isPublicHoliday,
    });
    const text = formatDeliveryPromise(p, 'en-GB');
    expect(text.time).toBe('13:00'); // 14:00 in Berlin is 13:00 in London
    expect(text.date).toBe('Fri 4 Dec');
    expect(formatDeliveryPromise(p, 'de-DE').date).toBe('Fr., 4. Dez.');
  });
});
