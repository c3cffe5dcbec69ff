import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type {
  CustomerPictureBlok,
  FeedBlok,
  ProductDetailWrapperBlok,
  ProductDetailWrapperComponent,
  ProductOverviewWrapperBlok,
  ProductOverviewWrapperComponent,
  ThemesOverviewWrapperBlok,
} from '../../../../shared/content/story-types';
import { Image } from '../../../ui/image';
import { Link } from '../../../ui/Link';
import { useDialogs } from '../../dialogs/use-dialogs';
import { useCheckedBlockData } from '../block-data';
import type { BlockComponent, BlockProps } from '../block-types';
import { RichText } from '../rich-text/RichText';
import {
  BlockHeading,
  dataImage,
  EmptyState,
  Labels,
  PriceFrom,
  PriceTag,
  productTiles,
  TileGrid,
  type TileItem,
  text,
} from './parts';
import './listings.css';

/** A product feed (/feed-card, /feed-calendar, /feed-collage). */
export function Feed({ blok, priority }: BlockProps<FeedBlok>) {
  const { t } = useTranslation();
  const headingId = useId();
  const data = useCheckedBlockData('Feed', blok._uid);
  const headline = text(blok.headline);
  const items = productTiles(data?.items ?? []);
  return (
    <section className="listing" aria-labelledby={headline ? headingId : undefined}>
      <BlockHeading id={headingId}>{headline}</BlockHeading>
      {items.length === 0 ? (
        <EmptyState>{t('blocks.feed.empty')}</EmptyState>
      ) : (
        <>
          <TileGrid items={items} variant="cards" headingTag={headline ? 'h3' : 'h2'} priority={priority} />
          {data?.moreHref ? (
            <p className="listing__more">
              <Link href={data.moreHref} className="button">
                {t('blocks.products.showAll')}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Card themes (designs) of an occasion, each leading to its theme page. */
export function ThemesOverviewWrapper({ blok, priority }: BlockProps<ThemesOverviewWrapperBlok>) {
  const { t } = useTranslation();
  const headingId = useId();
  const data = useCheckedBlockData('ThemesOverviewWrapper', blok._uid);
  const headline = text(blok.headline) || t('blocks.themes.title');
  const items: TileItem[] = (data?.themes ?? []).map((theme) => ({
    key: theme.id,
    title: theme.title,
    image: dataImage(theme.image),
    href: `/themes/${encodeURIComponent(theme.id)}`,
    labels: theme.labels,
    price: theme.priceFrom ? <PriceFrom money={theme.priceFrom} /> : undefined,
  }));
  const total = data?.total ?? items.length;
  return (
    <section className="listing" aria-labelledby={headingId}>
      <BlockHeading id={headingId}>{headline}</BlockHeading>
      {items.length === 0 ? (
        <EmptyState>{t('blocks.themes.empty')}</EmptyState>
      ) : (
        <>
          <p className="listing__count">{t('blocks.themes.count', { count: total })}</p>
          <TileGrid items={items} variant="cards" headingTag="h3" priority={priority} />
          {data?.moreHref && total > items.length ? (
            <p className="listing__more">
              {/* The server's own listing link, filter included: Link would keep only "_" parameters. */}
              <RouterLink to={data.moreHref} className="button" data-testid="themes-show-all" discover="none">
                {t('blocks.themes.showAll', { count: total })}
              </RouterLink>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function ProductOverview({
  blok,
  priority,
}: BlockProps<ProductOverviewWrapperBlok<ProductOverviewWrapperComponent>>) {
  const { t } = useTranslation();
  const headingId = useId();
  const data = useCheckedBlockData(blok.component, blok._uid);
  const headline = text(blok.headline);
  const pageSize = blok.pageSize === 48 ? 48 : 12;
  const items = productTiles(data?.items ?? []).slice(0, pageSize);
  const total = data?.total ?? items.length;
  return (
    <section className="listing" aria-labelledby={headline ? headingId : undefined}>
      <BlockHeading id={headingId}>{headline}</BlockHeading>
      {items.length === 0 ? (
        <EmptyState>{t('blocks.products.empty')}</EmptyState>
      ) : (
        <>
          <p className="listing__count">{t('blocks.products.count', { count: total })}</p>
          <TileGrid items={items} variant="cards" headingTag={headline ? 'h3' : 'h2'} priority={priority} />
          {data?.moreHref && total > items.length ? (
            <p className="listing__more">
              <Link href={data.moreHref} className="button">
                {t('blocks.products.showAll')}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function ProductDetail({
  blok,
  priority,
}: BlockProps<ProductDetailWrapperBlok<ProductDetailWrapperComponent>>) {
  const { t } = useTranslation();
  const headingId = useId();
  const { open } = useDialogs();
  const data = useCheckedBlockData(blok.component, blok._uid);
  if (!data) {
    return (
      <section className="product-detail product-detail--empty">
        <EmptyState>{t('blocks.detail.empty')}</EmptyState>
      </section>
    );
  }
  const images = data.images.flatMap((image) => {
    const usable = dataImage(image);
    return usable ? [usable] : [];
  });
  const [main, ...more] = images;
  const facts = data.facts ?? [];
  const magnify = (index: number) => open('image-magnify', { images, index, title: data.title });
  return (
    <section className="product-detail" aria-labelledby={headingId}>
      <div className="product-detail__gallery">
        {main ? (
          <div className="product-detail__main">
            <button
              type="button"
              className="product-detail__zoom"
              onClick={() => magnify(0)}
              data-testid="product-detail-zoom"
            >
              <Image
                src={main.src}
                alt={main.alt}
                aspect="1/1"
                sizes="(min-width: 1024px) 600px, 100vw"
                priority={priority}
              />
              <span className="visually-hidden">{t('productDialogs.magnify.enlarge')}</span>
            </button>
            <Labels labels={data.labels} />
          </div>
        ) : null}
        {more.length > 0 ? (
          <ul className="product-detail__thumbs">
            {more.map((image, index) => (
              <li key={image.src}>
                <button type="button" className="product-detail__zoom" onClick={() => magnify(index + 1)}>
                  <Image
                    src={image.src}
                    alt={image.alt}
                    aspect="1/1"
                    sizes="(min-width: 1024px) 140px, 25vw"
                  />
                  <span className="visually-hidden">{t('productDialogs.magnify.enlarge')}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="product-detail__body">
        <h2 id={headingId} className="product-detail__title">
          {data.title}
        </h2>
        {data.subtitle ? <p className="product-detail__subtitle">{data.subtitle}</p> : null}
        {data.price ? (
          <p className="product-detail__price">
            <PriceTag price={data.price} from={data.price.from === true} />
          </p>
        ) : null}
        {data.description ? (
          <>
            <p className="product-detail__teaser-text">{data.description}</p>
            <button
              type="button"
              className="product-detail__more"
              data-testid="product-detail-description"
              onClick={() =>
                open('product-description', {
                  title: data.title,
                  paragraphs: [data.subtitle, data.description].filter((p): p is string => Boolean(p)),
                  facts,
                })
              }
            >
              {t('productDialogs.description.open')}
            </button>
          </>
        ) : null}
        {facts.length > 0 ? (
          <dl className="product-detail__facts">
            {facts.map((fact) => (
              <div key={fact.label} className="product-detail__fact">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <RichText doc={blok.text} />
        <Link href={data.designerUrl} className="button button--primary product-detail__cta">
          {t('blocks.cta.design')}
        </Link>
      </div>
    </section>
  );
}

function overview<C extends ProductOverviewWrapperComponent>(): BlockComponent<
  ProductOverviewWrapperBlok<C>
> {
  return ProductOverview;
}
function detail<C extends ProductDetailWrapperComponent>(): BlockComponent<ProductDetailWrapperBlok<C>> {
  return ProductDetail;
}

/** Design overviews of each product kind: one layout, their own data. */
export const CalendarOverviewWrapper = overview<'CalendarOverviewWrapper'>();
export const CardOverviewWrapper = overview<'CardOverviewWrapper'>();
export const CollageOverviewWrapper = overview<'CollageOverviewWrapper'>();
export const PhotobookOverviewWrapper = overview<'PhotobookOverviewWrapper'>();
export const AccessoryOverviewWrapper = overview<'AccessoryOverviewWrapper'>();

/** Detail views of each product kind: gallery, facts, price and the designer. */
export const CalendarDetailWrapper = detail<'CalendarDetailWrapper'>();
export const CardDetailWrapper = detail<'CardDetailWrapper'>();
export const CollageDetailWrapper = detail<'CollageDetailWrapper'>();
export const PhotobookDetailWrapper = detail<'PhotobookDetailWrapper'>();
export const AccessoryDetailWrapper = detail<'AccessoryDetailWrapper'>();

/** Photos customers shared of their products. */
export function CustomerPictureBlock({ blok }: BlockProps<CustomerPictureBlok>) {
  const { t } = useTranslation();
  const headingId = useId();
  const data = useCheckedBlockData('CustomerPictureBlock', blok._uid);
  const headline = text(blok.headline) || t('blocks.customerPictures.title');
  const intro = text(blok.text);
  const { open } = useDialogs();
  const shown = (data?.pictures ?? []).flatMap((picture) => {
    const image = dataImage(picture.image);
    return image
      ? [
          {
            id: picture.id,
            src: image.src,
            alt: image.alt,
            ...(picture.caption ? { caption: picture.caption } : {}),
            ...(picture.author ? { author: picture.author } : {}),
          },
        ]
      : [];
  });
  return (
    <section className="customer-pictures" aria-labelledby={headingId}>
      <BlockHeading id={headingId}>{headline}</BlockHeading>
      {intro ? <p className="customer-pictures__intro">{intro}</p> : null}
      {shown.length === 0 ? (
        <EmptyState>{t('blocks.customerPictures.empty')}</EmptyState>
      ) : (
        <ul className="customer-pictures__grid">
          {shown.map((picture, index) => (
            <li key={picture.id}>
              <figure className="customer-pictures__item">
                {/* The picture opens large, with the others a swipe or an arrow away. */}
                <button
                  type="button"
                  className="customer-pictures__open"
                  onClick={() => open('customer-picture', { pictures: shown, index })}
                  data-testid="customer-picture-open"
                >
                  <Image
                    src={picture.src}
                    alt={picture.alt}
                    aspect="1/1"
                    sizes="(min-width: 1024px) 300px, 50vw"
                  />
                  <span className="visually-hidden">{t('blocks.customerPictures.open')}</span>
                </button>
                {picture.caption || picture.author ? (
                  <figcaption>
                    {picture.caption ? <span>{picture.caption}</span> : null}
                    {picture.author ? (
                      <span className="customer-pictures__author">
                        {t('blocks.customerPictures.by', { name: picture.author })}
                      </span>
                    ) : null}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
