/** Reads the approved customer pictures of a channel (SPEC 7 /customer-picture/get). */
import { and, desc, eq, sql } from 'drizzle-orm';
import { languageOf, type Market } from '../../shared/markets';
import type { Channel } from '../../shared/markets/hosts';
import { customerPictures } from '../db/schema';
import type { Database } from '../db/types';

export interface CustomerPictureView {
  id: string;
  product: string;
  image: { src: string; alt: string; width: number; height: number };
  /** Absent when the customer chose to stay anonymous. */
  author?: string;
  /** In the market's language, German where the customer wrote none. */
  caption: string;
  sharedOn: string;
}

export interface CustomerPictureQuery {
  channel: Channel;
  market: Market;
  /** A product (material); absent: the newest of every product. */
  product?: string | undefined;
  limit: number;
  offset: number;
}

export interface CustomerPicturePage {
  pictures: CustomerPictureView[];
  total: number;
}

export interface CustomerPictureService {
  list(query: CustomerPictureQuery): Promise<CustomerPicturePage>;
  /** The products that have approved pictures in a channel (for the 404 message and the docs). */
  products(channel: Channel): Promise<string[]>;
}

export function createCustomerPictureService(db: Database): CustomerPictureService {
  return {
    async list({ channel, market, product, limit, offset }) {
      const where = and(
        eq(customerPictures.channel, channel),
        eq(customerPictures.approved, true),
        product ? eq(customerPictures.product, product) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(customerPictures)
          .where(where)
          .orderBy(desc(customerPictures.sharedOn), customerPictures.id)
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(customerPictures).where(where),
      ]);
      const language = languageOf(market);
      return {
        total: count?.n ?? 0,
        pictures: rows.map((row) => {
          const caption = row.captions[language] ?? row.captions.de;
          return {
            id: row.id,
            product: row.product,
            image: { src: row.image, alt: caption, width: row.width, height: row.height },
            ...(row.author ? { author: row.author } : {}),
            caption,
            sharedOn: row.sharedOn,
          };
        }),
      };
    },
    async products(channel) {
      const rows = await db
        .selectDistinct({ product: customerPictures.product })
        .from(customerPictures)
        .where(and(eq(customerPictures.channel, channel), eq(customerPictures.approved, true)))
        .orderBy(customerPictures.product);
      return rows.map((r) => r.product);
    },
  };
}
