import type { Alternate, Robots } from '../../../shared/seo/page-links';

export interface PageSeo {
  title: string;
  description: string;
  canonical: string | undefined;
  alternates: Alternate[];
  robots: Robots;
  /** An asset path for og:image; resized to 1200 x 627 through the image route. */
  image?: string;
}
