import { useTranslation } from 'react-i18next';

/** Title and description; React 19 hoists them into the document head. */
export function PageMeta({
  title,
  description,
  noindex,
}: {
  title: string;
  description?: string;
  noindex?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} | ${t('meta.siteName')}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
    </>
  );
}
