import { useTranslation } from 'react-i18next';
import { type BreadcrumbItem, breadcrumbTrail } from '../../../../shared/chrome/breadcrumbs';
import { JsonLd } from '../../seo/JsonLd';
import { breadcrumbListJsonLd } from '../../seo/structured-data';
import { useSiteUrl } from '../../seo/use-site-url';
import { ChromeLink } from '../ChromeLink';
import './breadcrumbs.css';

/**
 * SPEC 2 breadcrumbs: home (/) first, every item linked to its url, the last one plain text and
 * current; with their schema.org BreadcrumbList. Nothing without items (the home page).
 */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] | undefined }) {
  const { t } = useTranslation();
  // Structured data names the canonical web URLs (host table), whatever host the page came from.
  const siteUrl = useSiteUrl();
  if (!items || items.length === 0) return null;
  const trail = breadcrumbTrail(items, t('chrome.breadcrumbs.home'));
  if (trail.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('chrome.breadcrumbs.label')} data-testid="breadcrumbs">
      <ol className="breadcrumbs__list">
        {trail.map((entry) => (
          <li key={entry.key} className="breadcrumbs__item">
            {entry.current ? (
              <span className="breadcrumbs__current" aria-current="page" data-testid="breadcrumb-current">
                {entry.text}
              </span>
            ) : (
              <ChromeLink to={entry.href} className="breadcrumbs__link" data-testid="breadcrumb-link">
                {entry.text}
              </ChromeLink>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={breadcrumbListJsonLd(trail.map((entry) => ({ name: entry.text, url: siteUrl(entry.href) })))}
      />
    </nav>
  );
}
