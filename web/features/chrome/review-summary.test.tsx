/**
 * One source for the shop's rating (issue 33): the footer, the app banner and the JSON-LD
 * AggregateRating show the same average and count, from the review block of the database.
 */
import { describe, expect, it } from 'vitest';
import type { ReviewBlock } from '../../../shared/chrome/footer';
import { organizationJsonLd, reviewSummary } from '../seo/structured-data';
import { ChromeBottom } from './ChromeBottom';
import { ChromeTop } from './ChromeTop';
import { render, storyGlobal, tagWith, text } from './test-utils';

const block: ReviewBlock = {
  reviews: [
    { id: 'a', stars: 5, title: 'Schön', text: 'Gut', authorName: 'A', createdAt: '2026-01-01T00:00:00Z' },
  ],
  score: { average: 4.8 },
  totalReviews: 4,
  companyLink: '',
  reviewBaseLink: '',
};

describe('review summary', () => {
  it('is the block’s average and count, or nothing without reviews', () => {
    expect(reviewSummary(block)).toEqual({ average: 4.8, count: 4 });
    expect(reviewSummary(null)).toBeNull();
    expect(reviewSummary({ ...block, totalReviews: 0 })).toBeNull();
  });

  it('reads the same in the footer, the app banner and the JSON-LD', () => {
    const footer = render(<ChromeBottom global={storyGlobal} reviews={block} newsletter={() => null} />, {
      path: '/karten',
    });
    const banner = render(<ChromeTop global={storyGlobal} reviews={block} />, {
      path: '/karten',
      info: { deviceClass: 'mobile' },
    });
    const organization = storyGlobal.organization?.[0];
    if (!organization) throw new Error('the seed global story has an organization');
    const jsonLd = organizationJsonLd(organization, 'https://example.test/', reviewSummary(block));

    expect(tagWith(footer, 'data-testid', 'reviews-average')).toBeTruthy();
    expect(text(footer)).not.toContain('TrustScore');
    expect(text(footer)).toContain('4,8 von 5');
    expect(text(footer)).toContain('4 eigene Kundenbewertungen');
    expect(text(banner)).toContain('4,8 von 5 Sternen');
    expect(text(banner)).toContain('4 eigene Kundenbewertungen');
    expect(jsonLd.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      reviewCount: 4,
    });
    expect(organizationJsonLd(organization, 'https://example.test/', null).aggregateRating).toBeUndefined();
  });
});
