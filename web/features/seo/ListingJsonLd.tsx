import { useTranslation } from 'react-i18next';
import { defaultListingState, listingSearch } from '../../../shared/listings/url-state';
import type { ListingPageData } from '../listings/listing-loader';
import { JsonLd } from './JsonLd';
import { breadcrumbListJsonLd, type Crumb, itemListJsonLd } from './structured-data';
import { useSiteUrl } from './use-site-url';

/**
 * A listing's structured data: the themes of the page shown as ItemList (design groups open the
 * designer, not a page of their own, so they are no list items), and the trail home › product
 * listing › the one filter value chosen, if exactly one is.
 */
export function ListingJsonLd({ data }: { data: ListingPageData }) {
  const { t } = useTranslation();
  const siteUrl = useSiteUrl();
  const { state, items, paging, filters } = data.result;
  const listingUrl = (facets: typeof state.facets) =>
    siteUrl(
      `/products${listingSearch({ ...defaultListingState(state.product), facets }, { defaultProduct: 'card' })}`,
    );
  const title = t(`listings.title.${state.product}`);
  const trail: Crumb[] = [
    { name: t('chrome.breadcrumbs.home'), url: siteUrl('/') },
    { name: title, url: listingUrl(defaultListingState(state.product).facets) },
  ];
  const chosen = filters
    .filter((g) => g.type !== 'product')
    .flatMap((g) => g.options.filter((o) => o.selected));
  if (chosen.length === 1 && chosen[0]) trail.push({ name: chosen[0].title, url: listingUrl(state.facets) });
  const themes = items.filter((item) => item.kind === 'theme');
  const itemList =
    themes.length > 0
      ? itemListJsonLd(
          themes.map((item) => ({ url: siteUrl(item.href), name: item.title })),
          paging.from,
          trail[trail.length - 1]?.name ?? title,
        )
      : undefined;
  return (
    <>
      <JsonLd data={itemList} />
      <JsonLd data={breadcrumbListJsonLd(trail)} />
    </>
  );
}
