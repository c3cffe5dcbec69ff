import { useTranslation } from 'react-i18next';
import { useShop } from '../shop-context';

/** Title and description, both in the page's language (issue 23.9); React 19 hoists them into the head. */
export function PageMeta({
  title,
  description,
  noindex,
}: {
  title: string;
  description: string;
  noindex?: boolean;
}) {
  const { t } = useTranslation();
  const { channel } = useShop();
  const siteName = t(channel === 'posters' ? 'meta.siteNamePosters' : 'meta.siteName');
  return (
    <>
      <title>{`${title} | ${siteName}`}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
    </>
  );
}
