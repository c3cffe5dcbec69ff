import { useTranslation } from 'react-i18next';
import type { ThemeDetail } from '../../../shared/listings/data';
import { crawlerImageUrl } from '../../../shared/seo/image-url';
import { useShop } from '../../app/shop-context';
import { JsonLd } from './JsonLd';
import { breadcrumbListJsonLd, productJsonLd } from './structured-data';
import { useSiteUrl } from './use-site-url';

/**
 * A theme page's structured data: the theme as Product with its offers (the per-card prices the
 * page shows, in the market's currency) and the trail home › occasion listing › theme, the way
 * the page's back link leads.
 */
export function ThemeJsonLd({ theme }: { theme: ThemeDetail }) {
  const { t } = useTranslation();
  const { channel } = useShop();
  const siteUrl = useSiteUrl();
  const url = siteUrl(`/themes/${encodeURIComponent(theme.id)}`);
  const front = theme.images[0]?.src;
  const product = productJsonLd(theme, {
    url,
    // The page's meta description (ThemePage).
    description: t('listings.theme.description', { title: theme.title, occasion: theme.occasion.title }),
    brand: t(channel === 'posters' ? 'meta.siteNamePosters' : 'meta.siteName'),
    image: front ? crawlerImageUrl(front, new URL(url).origin) : undefined,
  });
  const breadcrumbs = breadcrumbListJsonLd([
    { name: t('chrome.breadcrumbs.home'), url: siteUrl('/') },
    { name: theme.occasion.title, url: siteUrl(theme.listingHref) },
    { name: theme.title, url },
  ]);
  return (
    <>
      <JsonLd data={product} />
      <JsonLd data={breadcrumbs} />
    </>
  );
}
