import { useTranslation } from 'react-i18next';
import {
  type BreadcrumbItem,
  breadcrumbJsonLd,
  breadcrumbTrail,
  jsonLdText,
} from '../../../../shared/chrome/breadcrumbs';
import { useShop } from '../../../app/shop-context';
import { ChromeLink } from '../ChromeLink';
import './breadcrumbs.css';

/**
 * SPEC 2 breadcrumbs: home (/) first, every item linked to its url, the last one plain text and
 * current; with their schema.org BreadcrumbList. Nothing without items (the home page).
 */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] | undefined }) {
  const { t } = useTranslation();
  const { origin, basename } = useShop();
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
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not executed; "<" escaped so it cannot close the element
        dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbJsonLd(trail, origin, basename)) }}
      />
    </nav>
  );
}
