/**
 * /products and its aliases: card themes or calendar, collage and photobook design groups with
 * the SPEC 3 filters, sorting, page sizes 12 and 48 and crawlable paging, all state in the URL.
 *
 * Without JavaScript the filters and the sort are GET forms with an Apply button and every other
 * control is a link. With JavaScript a change navigates at once to the listing's canonical URL
 * (the controls show the choice while the next page loads), the result count is announced by a
 * live region, and paging moves focus to the results.
 */

import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import type { FilterGroup, ListingProduct } from '../../../shared/listings/filters';
import { FACET_TYPES, type FacetType, isListingProduct } from '../../../shared/listings/filters';
import { DEFAULT_PAGE_SIZE } from '../../../shared/listings/paging';
import { DEFAULT_SORT, type ListingSort } from '../../../shared/listings/sort';
import {
  clearFacet,
  clearFacets,
  hasFacets,
  type ListingState,
  listingSearch,
  parseListingQuery,
  toggleFacet,
  withPage,
  withPageSize,
  withProduct,
  withSort,
} from '../../../shared/listings/url-state';
import { CHANNEL_KINDS, DESIGNER_PATH } from '../../app/product-kinds';
import { useShop } from '../../app/shop-context';
import { channelAtom } from '../../app/shop-state';
import { Link } from '../../ui/Link';
import { ListingJsonLd } from '../seo/ListingJsonLd';
import type { PageSeo } from '../seo/page-seo';
import { SeoHead } from '../seo/SeoHead';
import type { ListingPageData, ProductsPageData } from './listing-loader';
import { ListingGrid, Pager, RESULTS_ID, StateLink, Swatch, useHydrated } from './parts';
import './listings.css';

export function ListingPage() {
  const data = useLoaderData() as ProductsPageData;
  const channel = useAtomValue(channelAtom);
  // The wall-art shop (also when the shopper toggled to it, SPEC 1) lists no designs.
  return data.kind === 'kinds' || channel === 'posters' ? (
    <ProductKinds seo={data.seo} />
  ) : (
    <Listing data={data} />
  );
}

/** The wall-art shop's products page: each product with its designer. */
function ProductKinds({ seo }: { seo: PageSeo }) {
  const { t } = useTranslation();
  const channel = useAtomValue(channelAtom);
  return (
    <>
      <SeoHead seo={{ ...seo, title: t('products.title'), description: t('products.intro') }} />
      <h1>{t('products.title')}</h1>
      <p className="lead">{t('products.intro')}</p>
      <ul className="product-list">
        {CHANNEL_KINDS[channel].map((kind) => (
          <li key={kind} id={kind} className="product-card">
            <h2>{t(`productKinds.${kind}`)}</h2>
            <p>{t(`productKindTexts.${kind}`)}</p>
            <Link href={DESIGNER_PATH[kind]} className="button">
              {t('products.openDesigner')}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function Listing({ data }: { data: ListingPageData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const { deviceClass } = useShop();
  const ids = useId();
  const { result, defaultProduct, passThrough } = data;
  const state = result.state;
  const searchOf = (next: ListingState) => listingSearch(next, { defaultProduct, passThrough });
  // While the next listing loads, the controls already show what was chosen: set at once by the
  // control (so a checkbox never flips back), then taken from the pending navigation.
  const [chosen, setChosen] = useState<{ from: string; state: ListingState } | null>(null);
  const go = (next: ListingState) => {
    setChosen({ from: location.search, state: next });
    void navigate({ search: searchOf(next) }, { preventScrollReset: true });
  };
  const pendingSearch =
    navigation.location && navigation.location.pathname === location.pathname
      ? navigation.location.search
      : undefined;
  const shown =
    pendingSearch !== undefined
      ? parseListingQuery(new URLSearchParams(pendingSearch), { defaultProduct, products: result.products })
          .state
      : chosen && chosen.from === location.search
        ? chosen.state
        : state;

  // Paging with the pager moves focus to the results; filter changes leave focus where it is.
  const paged = useRef(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page shown changed
  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [state.page]);

  // The filter panel: inline beside the results on wide screens, a sheet over them below 1024 px.
  const panelRef = useRef<HTMLDetailsElement>(null);
  const [panelOpen, setPanelOpen] = useState(deviceClass === 'desktop');
  const sheetShown = () =>
    panelRef.current?.open === true && window.matchMedia('(max-width: 1023.98px)').matches;
  // A desktop browser in a narrow window gets the panel open from the server; as a sheet it
  // would cover the results on arrival, so it starts folded there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (sheetShown() && panelRef.current) panelRef.current.open = false;
  }, []);
  const closeSheet = (showResults: boolean) => {
    const panel = panelRef.current;
    if (!panel || !sheetShown()) return;
    panel.open = false;
    if (showResults) {
      resultsRef.current?.focus({ preventScroll: true });
      resultsRef.current?.closest('section')?.scrollIntoView({ block: 'start' });
    } else panel.querySelector('summary')?.focus();
  };

  const product = state.product;
  const activeCount = FACET_TYPES.reduce((sum, type) => sum + state.facets[type].length, 0);
  const category = result.filters.find((g) => g.type === 'category');
  const chosenCategories = category?.options.filter((o) => o.selected) ?? [];
  const heading =
    chosenCategories.length === 1
      ? t('listings.titleWithCategory', {
          title: t(`listings.title.${product}`),
          category: chosenCategories[0]?.title,
        })
      : t(`listings.title.${product}`);
  const paging = result.paging;

  return (
    <div className="listing-page" data-testid="listing-page" data-product={product}>
      <SeoHead seo={{ ...data.seo, title: heading, description: t(`listings.intro.${product}`) }} />
      <ListingJsonLd data={data} />
      {data.pageLinks.prev ? <link rel="prev" href={data.pageLinks.prev} /> : null}
      {data.pageLinks.next ? <link rel="next" href={data.pageLinks.next} /> : null}
      <header className="listing-page__header">
        <h1>{heading}</h1>
        <p className="lead">{t(`listings.intro.${product}`)}</p>
      </header>

      <div className="listing-page__layout">
        <aside className="listing-page__filters" aria-labelledby={`${ids}-filters`}>
          {/* On phones and tablets the filters start folded, so the results come first into view. */}
          <details
            ref={panelRef}
            className="listing-filters-panel"
            open={deviceClass === 'desktop' || undefined}
            onToggle={(event) => setPanelOpen(event.currentTarget.open)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && sheetShown()) {
                event.preventDefault();
                closeSheet(false);
              }
            }}
          >
            <summary className="listing-page__filters-summary" data-testid="listing-filters-toggle">
              <h2 id={`${ids}-filters`} className="listing-page__filters-title">
                {t('listings.filters.title')}
                {activeCount > 0 ? ` (${activeCount})` : ''}
              </h2>
            </summary>
            {/* Below 1024 px the open panel is a sheet over the results (issue 23.15). */}
            <div className="listing-sheet" data-testid="listing-filters-sheet">
              <SheetHeader onClose={() => closeSheet(false)} />
              <Form method="get" className="listing-filters" data-testid="listing-filters" preventScrollReset>
                {result.filters.map((group) => (
                  <FilterFieldset
                    key={group.type}
                    group={group}
                    state={state}
                    shown={shown}
                    searchOf={searchOf}
                    onToggle={(type, value) => {
                      if (type === 'product') {
                        if (isListingProduct(value)) go(withProduct(state, value));
                      } else go(toggleFacet(state, type, value));
                    }}
                  />
                ))}
                {state.sort !== DEFAULT_SORT ? <input type="hidden" name="sort" value={state.sort} /> : null}
                {state.pageSize !== DEFAULT_PAGE_SIZE ? (
                  <input type="hidden" name="pageSize" value={state.pageSize} />
                ) : null}
                <HiddenInputs pairs={passThrough} />
                {/* Only without JavaScript: removing it at hydration would shift the page. */}
                <noscript>
                  <button
                    type="submit"
                    className="button listing-filters__apply"
                    data-testid="listing-filters-apply"
                  >
                    {t('listings.filters.apply')}
                  </button>
                </noscript>
              </Form>
              <SheetFooter
                total={paging.total}
                busy={navigation.state === 'loading'}
                onShow={() => closeSheet(true)}
              />
            </div>
          </details>
          {panelOpen ? (
            <div className="listing-sheet__backdrop" aria-hidden="true" onClick={() => closeSheet(false)} />
          ) : null}
        </aside>

        <section className="listing-page__results" aria-labelledby={RESULTS_ID}>
          <h2 id={RESULTS_ID} ref={resultsRef} tabIndex={-1} className="visually-hidden">
            {t('listings.results.heading')}
          </h2>
          <div className="listing-toolbar">
            <p
              className="listing-toolbar__count"
              role="status"
              aria-live="polite"
              aria-atomic="true"
              data-testid="listing-count"
            >
              {t('listings.results.count', { count: paging.total })}
              {paging.total > 0 ? (
                <span className="listing-toolbar__range">
                  {' '}
                  {t('listings.results.range', { from: paging.from, to: paging.to, total: paging.total })}
                </span>
              ) : null}
            </p>
            <SortForm
              state={state}
              shown={shown}
              sorts={result.sorts}
              defaultProduct={defaultProduct}
              passThrough={passThrough}
              onSort={(sort) => go(withSort(state, sort))}
            />
            <nav
              className="listing-toolbar__sizes"
              aria-label={t('listings.pageSize.label')}
              data-testid="listing-page-size"
            >
              <span aria-hidden="true">{t('listings.pageSize.label')}:</span>
              {result.pageSizes.map((size) =>
                size === shown.pageSize ? (
                  <span
                    key={size}
                    aria-current="true"
                    className="listing-toolbar__size listing-toolbar__size--current"
                  >
                    {t('listings.pageSize.option', { count: size })}
                  </span>
                ) : (
                  <StateLink
                    key={size}
                    search={searchOf(withPageSize(state, size))}
                    className="listing-toolbar__size"
                    data-page-size={size}
                  >
                    {t('listings.pageSize.option', { count: size })}
                  </StateLink>
                ),
              )}
            </nav>
          </div>

          <ActiveFilters state={state} groups={result.filters} searchOf={searchOf} />

          {result.items.length === 0 ? (
            <div className="listing-empty" data-testid="listing-empty">
              <p className="listing-empty__title">{t('listings.results.empty')}</p>
              <p>{t('listings.results.emptyText')}</p>
              <p className="listing-empty__actions">
                {hasFacets(state) ? (
                  <StateLink
                    search={searchOf(clearFacets(state))}
                    className="button button--primary"
                    data-testid="listing-empty-reset"
                  >
                    {t('listings.filters.reset')}
                  </StateLink>
                ) : null}
                <Link href="/products" className="button">
                  {t('listings.results.backToAll')}
                </Link>
              </p>
            </div>
          ) : (
            <ListingGrid items={result.items} />
          )}
          <div aria-busy={navigation.state === 'loading' ? 'true' : undefined}>
            <Pager
              page={paging.page}
              pageCount={paging.pageCount}
              searchOf={(page) => searchOf(withPage(state, page))}
              onNavigate={() => {
                paged.current = true;
              }}
            />
          </div>
        </section>
      </div>
    </div>
  );
}

/**
 * The sheet's title and close button: controls that only work with JavaScript, so they appear
 * once hydrated. Each asks on its own, so that moment re-renders them and not the whole listing.
 */
function SheetHeader({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div className="listing-sheet__header">
      <p className="listing-sheet__title" aria-hidden="true">
        {t('listings.filters.title')}
      </p>
      <button
        type="button"
        className="listing-sheet__close"
        aria-label={t('listings.filters.close')}
        onClick={onClose}
        data-testid="listing-filters-close"
      >
        ×
      </button>
    </div>
  );
}

/** The sheet's "show n results", which closes it; like its header, there once hydrated. */
function SheetFooter({ total, busy, onShow }: { total: number; busy: boolean; onShow: () => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div className="listing-sheet__footer">
      <button
        type="button"
        className="button button--primary listing-sheet__show"
        onClick={onShow}
        aria-busy={busy ? 'true' : undefined}
        data-testid="listing-filters-show"
      >
        {t('listings.filters.showResults', { count: total })}
      </button>
    </div>
  );
}

/** Hidden fields for name/value pairs; a pair given twice is sent once. */
function HiddenInputs({ pairs }: { pairs: readonly (readonly [string, string])[] }) {
  const unique = [
    ...new Map(pairs.map(([key, value]) => [`${key}=${value}`, [key, value] as const])).entries(),
  ];
  return (
    <>
      {unique.map(([id, [key, value]]) => (
        <input key={id} type="hidden" name={key} value={value} />
      ))}
    </>
  );
}

/** One SPEC 3 filter: checkboxes (any of) or radios (one of), each with its count, and "alle". */
function FilterFieldset({
  group,
  state,
  shown,
  searchOf,
  onToggle,
}: {
  group: FilterGroup;
  state: ListingState;
  shown: ListingState;
  searchOf: (state: ListingState) => string;
  onToggle: (type: FacetType | 'product', value: string) => void;
}) {
  const { t } = useTranslation();
  const type = group.type as FacetType | 'product';
  const selected = (value: string) =>
    type === 'product' ? shown.product === value : shown.facets[type].includes(value);
  const noneChosen = type !== 'product' && shown.facets[type].length === 0;
  return (
    <fieldset className="listing-filter" data-testid={`filter-${group.type}`} data-filter={group.type}>
      <legend className="listing-filter__legend">{group.title}</legend>
      <ul className="listing-filter__options">
        {type !== 'product' ? (
          <li>
            {noneChosen ? (
              <span className="listing-option listing-option--all" aria-current="true">
                {t('listings.filters.all')}
              </span>
            ) : (
              <StateLink
                search={searchOf(clearFacet(state, type))}
                className="listing-option listing-option--all"
                data-testid={`filter-${group.type}-all`}
              >
                {t('listings.filters.all')}
              </StateLink>
            )}
          </li>
        ) : null}
        {group.options.map((option) => {
          const checked = selected(option.value);
          return (
            <li key={option.value}>
              <label
                className={`listing-option${option.active || checked ? '' : ' listing-option--inactive'}`}
              >
                <input
                  type={group.multiple ? 'checkbox' : 'radio'}
                  name={group.type}
                  value={option.value}
                  checked={checked}
                  disabled={!option.active && !checked}
                  onChange={() => onToggle(type, option.value)}
                  data-testid={`filter-${group.type}-${option.value}`}
                />
                {type === 'color' ? <Swatch color={option.value} /> : null}
                {type === 'category' && shown.product === 'collage' ? (
                  <img
                    className="listing-option__landing"
                    src={`/filters/collage/${option.value}?width=160`}
                    alt=""
                    width={40}
                    height={30}
                    loading="lazy"
                  />
                ) : null}
                <span className="listing-option__title">{option.title}</span>
                <span className="listing-option__count">
                  <span aria-hidden="true">{option.count}</span>
                  <span className="visually-hidden">
                    {t('listings.filters.count', { count: option.count })}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function SortForm({
  state,
  shown,
  sorts,
  defaultProduct,
  passThrough,
  onSort,
}: {
  state: ListingState;
  shown: ListingState;
  sorts: readonly ListingSort[];
  defaultProduct: ListingProduct;
  passThrough: readonly [string, string][];
  onSort: (sort: ListingSort) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The other parameters travel along as hidden fields, so the form works without JavaScript.
  const hidden = [
    ...new URLSearchParams(listingSearch({ ...state, sort: DEFAULT_SORT, page: 1 }, { defaultProduct })),
  ];
  return (
    <Form method="get" className="listing-toolbar__sort" preventScrollReset>
      <label htmlFor={`${id}-sort`}>{t('listings.sort.label')}</label>
      <select
        id={`${id}-sort`}
        name="sort"
        value={shown.sort}
        onChange={(event) => {
          const sort = sorts.find((s) => s === event.target.value);
          if (sort) onSort(sort);
        }}
        data-testid="listing-sort"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listings.sort.${sort}`)}
          </option>
        ))}
      </select>
      <HiddenInputs pairs={hidden} />
      <HiddenInputs pairs={passThrough} />
      {/* Only without JavaScript: removing it at hydration would shift the page. */}
      <noscript>
        <button type="submit" className="button listing-toolbar__apply">
          {t('listings.sort.apply')}
        </button>
      </noscript>
    </Form>
  );
}

/** The chosen filter values, each removable, and a reset of them all. */
function ActiveFilters({
  state,
  groups,
  searchOf,
}: {
  state: ListingState;
  groups: readonly FilterGroup[];
  searchOf: (state: ListingState) => string;
}) {
  const { t } = useTranslation();
  const chosen = FACET_TYPES.flatMap((type) =>
    state.facets[type].map((value) => ({
      type,
      value,
      title: groups.find((g) => g.type === type)?.options.find((o) => o.value === value)?.title ?? value,
    })),
  );
  if (chosen.length === 0) return null;
  return (
    <div className="listing-active" data-testid="listing-active-filters">
      <span className="listing-active__label" id="listing-active-label">
        {t('listings.filters.active')}
      </span>
      <ul aria-labelledby="listing-active-label">
        {chosen.map((c) => (
          <li key={`${c.type}:${c.value}`}>
            <StateLink
              search={searchOf(toggleFacet(state, c.type, c.value))}
              className="listing-active__chip"
              aria-label={t('listings.filters.remove', { value: c.title })}
            >
              {c.title} <span aria-hidden="true">×</span>
            </StateLink>
          </li>
        ))}
        <li>
          <StateLink
            search={searchOf(clearFacets(state))}
            className="listing-active__reset"
            data-testid="listing-reset"
          >
            {t('listings.filters.reset')}
          </StateLink>
        </li>
      </ul>
    </div>
  );
}
