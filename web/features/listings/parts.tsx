/** Pieces the listing, theme and feed pages share: state links, tiles, prices, the pager. */
import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { ListingItem } from '../../../shared/listings/data';
import { type PageLink, pageWindow } from '../../../shared/listings/paging';
import { COLOR_HEX } from '../../../shared/listings/theme-art';
import { formatMoney, type Money } from '../../../shared/money';
import { useShop } from '../../app/shop-context';
import { Image } from '../../ui/image';
import { Link } from '../../ui/Link';
import { Labels } from '../content/blocks/parts';
import { WishlistButton } from '../customer/WishlistButton';

/** The id the pager's links jump to, and the element focused after paging. */
export const RESULTS_ID = 'listing-results';

/**
 * A link to this page with another query: the listing's state is its query. The shop's Link keeps
 * only underscore parameters (SPEC 2), which is right between pages but not within a listing.
 */
export function StateLink({
  search,
  hash,
  children,
  ...rest
}: { search: string; hash?: string; children: ReactNode } & Omit<ComponentProps<typeof RouterLink>, 'to'>) {
  const { pathname } = useLocation();
  return (
    <RouterLink to={{ pathname, search, hash: hash ?? '' }} preventScrollReset discover="none" {...rest}>
      {children}
    </RouterLink>
  );
}

/** True once the page has hydrated: controls then apply at once and the Apply buttons go. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function useMoney() {
  const { market } = useShop();
  return (value: Money, fromPrefix?: string) => formatMoney(value, market, { fromPrefix });
}

export function Swatch({ color, title }: { color: string; title?: string }) {
  const hex = COLOR_HEX[color as keyof typeof COLOR_HEX] ?? color;
  return (
    <span className="listing-swatch" style={{ backgroundColor: hex }} title={title} aria-hidden="true" />
  );
}

/** A design: picture at its card's orientation on a neutral stage, title, occasion, price, labels. */
export function ListingTile({ item, priority = false }: { item: ListingItem; priority?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const aspect = item.image.aspect > 0 ? item.image.aspect : 1;
  // The picture fills 86% of the longer side of the square stage.
  const width = aspect >= 1 ? 86 : 86 * aspect;
  return (
    <li className="listing-tile" data-testid="listing-item" data-id={item.id} data-kind={item.kind}>
      <Link href={item.href} className="listing-tile__link">
        <span className="listing-tile__stage">
          <span className="listing-tile__picture" style={{ width: `${width.toFixed(1)}%` }}>
            <Image
              src={item.image.src}
              alt=""
              aspect={aspect}
              sizes="(min-width: 1300px) 260px, (min-width: 768px) 30vw, 50vw"
              priority={priority}
            />
          </span>
          <Labels labels={item.labels} />
        </span>
        <span className="listing-tile__title">{item.title}</span>
      </Link>
      <span className="listing-tile__subtitle">{item.subtitle}</span>
      {item.priceFrom ? (
        <span className="listing-tile__price" data-testid="listing-item-price">
          {item.priceUnit === 'card'
            ? t('listings.price.fromPerCard', { price: money(item.priceFrom) })
            : money(item.priceFrom, t('listings.price.from'))}
        </span>
      ) : null}
      {item.kind === 'theme' ? <WishlistButton themeId={item.id} title={item.title} /> : null}
      {item.colors.length > 0 ? (
        <span className="listing-tile__colors">
          {item.colors.map((c) => (
            <Swatch key={c} color={c} />
          ))}
        </span>
      ) : null}
    </li>
  );
}

export function ListingGrid({
  items,
  testId = 'listing-grid',
}: {
  items: readonly ListingItem[];
  testId?: string;
}) {
  // SPEC 3 templatesCompacted: the channel lists its templates densely, without subtitles.
  const compact = useShop().settings.templatesCompacted;
  return (
    <ul className={compact ? 'listing-grid listing-grid--compact' : 'listing-grid'} data-testid={testId}>
      {items.map((item, i) => (
        <ListingTile key={item.id} item={item} priority={i < 2} />
      ))}
    </ul>
  );
}

/**
 * Crawlable pagination: real links (first, last, the current page with its neighbours, gaps),
 * previous and next with rel, the current page marked with aria-current.
 */
export function Pager({
  page,
  pageCount,
  searchOf,
  onNavigate,
}: {
  page: number;
  pageCount: number;
  searchOf: (page: number) => string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const link = (target: number, children: ReactNode, props: Record<string, string> = {}) => (
    <StateLink search={searchOf(target)} hash={RESULTS_ID} onClick={onNavigate} {...props}>
      {children}
    </StateLink>
  );
  return (
    <nav className="listing-pager" aria-label={t('listings.pagination.label')} data-testid="listing-pager">
      <ul>
        <li className="listing-pager__step">
          {page > 1 ? (
            link(page - 1, t('listings.pagination.previous'), {
              rel: 'prev',
              'data-testid': 'listing-pager-prev',
            })
          ) : (
            <span aria-disabled="true">{t('listings.pagination.previous')}</span>
          )}
        </li>
        {pageWindow(page, pageCount).map((entry: PageLink) =>
          entry.kind === 'gap' ? (
            <li key={entry.key} className="listing-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.page}>
              {entry.current ? (
                <span className="listing-pager__current" aria-current="page">
                  <span className="visually-hidden">
                    {t('listings.pagination.page', { page: entry.page })}
                  </span>
                  <span aria-hidden="true">{entry.page}</span>
                </span>
              ) : (
                link(
                  entry.page,
                  <>
                    <span className="visually-hidden">
                      {t('listings.pagination.page', { page: entry.page })}
                    </span>
                    <span aria-hidden="true">{entry.page}</span>
                  </>,
                  { 'data-page': String(entry.page) },
                )
              )}
            </li>
          ),
        )}
        <li className="listing-pager__step">
          {page < pageCount ? (
            link(page + 1, t('listings.pagination.next'), {
              rel: 'next',
              'data-testid': 'listing-pager-next',
            })
          ) : (
            <span aria-disabled="true">{t('listings.pagination.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
