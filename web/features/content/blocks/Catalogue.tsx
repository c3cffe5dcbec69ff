import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AccessoryBlok,
  FormatsAndPricesBlok,
  FrameBlok,
  SkuContainerBlok,
} from '../../../../shared/content/story-types';
import { dimensionParts, formatDimensions } from '../../../../shared/markets';
import { formatMoney } from '../../../../shared/money';
import { useShop } from '../../../app/shop-context';
import { Image } from '../../../ui/image';
import { Link } from '../../../ui/Link';
import { useCheckedBlockData } from '../block-data';
import type { BlockProps } from '../block-types';
import { RichText } from '../rich-text/RichText';
import {
  BlockHeading,
  dataImage,
  EmptyState,
  list,
  PriceFrom,
  PriceTag,
  safeColor,
  TileGrid,
  type TileItem,
  text,
} from './parts';
import './catalogue.css';

/** The formats of a material with current and original prices, and a way into the designer. */
export function FormatsAndPrices({ blok }: BlockProps<FormatsAndPricesBlok>) {
  const { t } = useTranslation();
  const { market } = useShop();
  const headingId = useId();
  const data = useCheckedBlockData('FormatsAndPrices', blok._uid);
  const headline = text(blok.headline) || t('blocks.formatsAndPrices.title');
  const formats = data?.formats ?? [];
  const showDesign = formats.some((f) => f.designerUrl);
  return (
    <section className="formats-prices" aria-labelledby={headingId}>
      <BlockHeading id={headingId}>{headline}</BlockHeading>
      <RichText doc={blok.text} />
      {formats.length === 0 ? (
        <EmptyState>{t('blocks.formatsAndPrices.empty')}</EmptyState>
      ) : (
        <div className="formats-prices__scroll">
          <table className="formats-prices__table">
            <caption className="visually-hidden">{headline}</caption>
            <thead>
              <tr>
                <th scope="col">{t('blocks.formatsAndPrices.format')}</th>
                <th scope="col">{t('blocks.formatsAndPrices.price')}</th>
                {showDesign ? (
                  <th scope="col">
                    <span className="visually-hidden">{t('blocks.formatsAndPrices.action')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {formats.map((f) => {
                const size = formatDimensions(f.widthMm, f.heightMm, market);
                const parts = dimensionParts(f.widthMm, f.heightMm, market);
                return (
                  <tr key={f.format}>
                    <th scope="row">
                      {/* Inches and the metric size beside may wrap between them, never inside. */}
                      <span className="formats-prices__size">{parts.size}</span>
                      {parts.metric ? (
                        <>
                          {' '}
                          <span className="formats-prices__metric">({parts.metric})</span>
                        </>
                      ) : null}
                    </th>
                    <td>
                      <PriceTag price={f} />
                    </td>
                    {showDesign ? (
                      <td className="formats-prices__action">
                        {f.designerUrl ? (
                          <Link href={f.designerUrl} className="formats-prices__design">
                            {t('blocks.formatsAndPrices.design')}
                            <span className="visually-hidden"> {size}</span>
                          </Link>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {data?.designerUrl ? (
        <Link href={data.designerUrl} className="button button--primary formats-prices__cta">
          {t('blocks.cta.design')}
        </Link>
      ) : null}
    </section>
  );
}

/** A frame type: picture, colour variants, "from" price and the designer. */
export function Frame({ blok }: BlockProps<FrameBlok>) {
  const { t } = useTranslation();
  const headingId = useId();
  const data = useCheckedBlockData('Frame', blok._uid);
  const headline = text(blok.headline) || data?.title || t('blocks.frame.title');
  const image = dataImage(data?.image);
  return (
    <section className="frame-block" aria-labelledby={headingId}>
      <BlockHeading id={headingId}>{headline}</BlockHeading>
      {!data ? (
        <EmptyState>{t('blocks.frame.empty')}</EmptyState>
      ) : (
        <div className="frame-block__layout">
          {image ? (
            <div className="frame-block__media">
              <Image src={image.src} alt={image.alt} aspect="1/1" sizes="(min-width: 768px) 40vw, 100vw" />
            </div>
          ) : null}
          <div className="frame-block__body">
            {data.description ? <p>{data.description}</p> : null}
            <RichText doc={blok.text} />
            {data.variants.length > 0 ? (
              <>
                <p className="frame-block__label" id={`${headingId}-colours`}>
                  {t('blocks.frame.colours')}
                </p>
                <ul className="frame-block__swatches" aria-labelledby={`${headingId}-colours`}>
                  {data.variants.map((v) => {
                    const colour = safeColor(v.color);
                    return (
                      <li key={v.id} className="frame-block__swatch">
                        <span
                          className="frame-block__chip"
                          style={colour ? { backgroundColor: colour } : undefined}
                          aria-hidden="true"
                        />
                        {v.title}
                      </li>
                    );
                  })}
                </ul>
              </>
            ) : null}
            {data.priceFrom ? (
              <p className="frame-block__price">
                <PriceFrom money={data.priceFrom} />
              </p>
            ) : null}
            {data.designerUrl ? (
              <Link href={data.designerUrl} className="button button--primary">
                {t('blocks.cta.design')}
              </Link>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}

/** Card accessories that fit the card, each with its price per piece. */
export function Accessory({ blok }: BlockProps<AccessoryBlok>) {
  const { t } = useTranslation();
  const { market } = useShop();
  const headingId = useId();
  const data = useCheckedBlockData('Accessory', blok._uid);
  const kinds = list(blok.kinds);
  const items = (data?.items ?? []).filter((item) => kinds.length === 0 || kinds.includes(item.kind));
  const headline = text(blok.headline) || t('blocks.accessory.title');
  return (
    <section className="accessory-block" aria-labelledby={headingId}>
      <BlockHeading id={headingId}>{headline}</BlockHeading>
      <RichText doc={blok.text} />
      {items.length === 0 ? (
        <EmptyState>{t('blocks.accessory.empty')}</EmptyState>
      ) : (
        <ul className="accessory-block__list">
          {items.map((item) => {
            const image = dataImage(item.image);
            return (
              <li key={item.sku} className="accessory-block__item">
                {image ? (
                  <Image src={image.src} alt={image.alt} aspect="1/1" sizes="96px" width={96} />
                ) : null}
                <div className="accessory-block__body">
                  <h3 className="accessory-block__title">{item.title}</h3>
                  {item.widthMm && item.heightMm ? (
                    <p className="accessory-block__size">
                      {formatDimensions(item.widthMm, item.heightMm, market)}
                    </p>
                  ) : null}
                  <p className="accessory-block__price">
                    {item.price
                      ? t('blocks.accessory.perPiece', {
                          price: formatMoney(item.price, market),
                        })
                      : t('blocks.accessory.noPrice')}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Products the editor picked by SKU, with their prices. */
export function SKUContainer({ blok }: BlockProps<SkuContainerBlok>) {
  const { t } = useTranslation();
  const headingId = useId();
  const data = useCheckedBlockData('SKUContainer', blok._uid);
  const headline = text(blok.headline);
  const items: TileItem[] = (data?.products ?? []).map((p) => ({
    key: p.sku,
    title: p.title,
    text: p.text,
    image: dataImage(p.image),
    href: p.href,
    labels: p.labels,
    price: <PriceTag price={p.price} />,
  }));
  return (
    <section className="sku-container" aria-labelledby={headline ? headingId : undefined}>
      <BlockHeading id={headingId}>{headline}</BlockHeading>
      {items.length === 0 ? (
        <EmptyState>{t('blocks.products.empty')}</EmptyState>
      ) : (
        <TileGrid items={items} variant="cards" headingTag={headline ? 'h3' : 'h2'} />
      )}
    </section>
  );
}
