import { useTranslation } from 'react-i18next';
import { ogImageUrl } from '../../../shared/images';
import { useShop } from '../../app/shop-context';
import type { PageSeo } from './page-seo';

/** Title, description, canonical, hreflang, robots and Open Graph; React 19 hoists them into <head>. */
export function SeoHead({ seo }: { seo: PageSeo }) {
  const { t } = useTranslation();
  const { origin, market, channel } = useShop();
  const siteName = t(channel === 'posters' ? 'meta.siteNamePosters' : 'meta.siteName');
  return (
    <>
      <title>{seo.title.includes(siteName) ? seo.title : `${seo.title} | ${siteName}`}</title>
      {seo.description ? <meta name="description" content={seo.description} /> : null}
      <meta name="robots" content={seo.robots} />
      {seo.canonical ? <link rel="canonical" href={seo.canonical} /> : null}
      {seo.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={seo.title} />
      {seo.description ? <meta property="og:description" content={seo.description} /> : null}
      {seo.canonical ? <meta property="og:url" content={seo.canonical} /> : null}
      <meta property="og:locale" content={market.replace('-', '_')} />
      {seo.image ? (
        <>
          <meta property="og:image" content={ogImageUrl(seo.image, origin)} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="627" />
        </>
      ) : null}
    </>
  );
}
