import { jsonLdText } from '../../../shared/chrome/breadcrumbs';

/** One schema.org node (or none) as <script type="application/ld+json">. */
export function JsonLd({ data }: { data: object | undefined }) {
  if (!data) return null;
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not executed; "<" escaped so it cannot close the element
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
