/**
 * A content page's loader data (home, the catch-all and the CMS error story), as the server sends
 * it in the page's bootstrap and in `_payload.json`, and as the content page renders it.
 */
import type { BreadcrumbItem } from '../chrome/breadcrumbs';
import type { PageContent } from '../content/story-types';
import type { Alternate, Robots } from '../seo/page-links';
import type { BlockDataMap } from './block-data';
import type { CalculatorData } from './calculator-data';

export interface PageSeo {
  title: string;
  description: string;
  canonical: string | undefined;
  alternates: Alternate[];
  robots: Robots;
  /** An asset path for og:image; resized to 1200 x 627 through the image route. */
  image?: string;
}

export interface ContentPageData {
  uuid: string;
  content: PageContent;
  seo: PageSeo;
  /** Server data of the blocks that need it, by block _uid (prices, themes, ...). */
  blockData: BlockDataMap;
  /** The product page's price calculator, when the page has one and the market sells it. */
  calculator: CalculatorData | null;
  /** The trail below the home link: each parent page, then this one (none on the home page). */
  breadcrumbs?: BreadcrumbItem[];
}
