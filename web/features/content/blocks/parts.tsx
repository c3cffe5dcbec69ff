/** Pieces the blocks share: headings, links from multilinks, prices, labels, tiles, empty states. */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Asset, LabelBlok, MultiLink } from '../../../../shared/content/story-types';
import type {
  BlockImage,
  LabelData,
  PriceData,
  ProductTileData,
} from '../../../../shared/contracts/block-data';
import { discountPercentOfMinor, formatMoney, type Money, money } from '../../../../shared/money';
import { useShop } from '../../../app/shop-context';
import { Icon } from '../../../ui/icons/Icon';
import { ICON_NAMES, type IconName } from '../../../ui/icons/icon-paths';
import { Image, type ImageProps } from '../../../ui/image';
import { Link } from '../../../ui/Link';
import { isSafeImageSrc, linkRel, multiLinkTarget } from '../links';
import './parts.css';

// --- values from the CMS -------------------------------------------------------------------

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function list<T>(value: readonly T[] | undefined | null): readonly T[] {
  return Array.isArray(value) ? value : [];
}

/** A CSS colour an editor typed: hex, rgb()/hsl() or a colour name; anything else is dropped. */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v)) return v;
  if (/^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/i.test(v)) return v;
  if (/^[a-z]{3,20}$/i.test(v)) return v;
  return undefined;
}

/** An icon of the sprite; names the sprite does not have fall back so a tile never shows a hole. */
export function iconName(value: unknown, fallback: IconName = 'check'): IconName {
  const name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : value;
  return typeof name === 'string' && (ICON_NAMES as readonly string[]).includes(name)
    ? (name as IconName)
    : fallback;
}

/** An asset usable as an image, or undefined (empty, or a refused scheme such as data:). */
export function assetImage(asset: Asset | undefined | null): { src: string; alt: string } | undefined {
  if (!asset || typeof asset !== 'object' || !isSafeImageSrc(asset.filename)) return undefined;
  return { src: asset.filename, alt: text(asset.alt) };
}

export function dataImage(image: BlockImage | undefined): { src: string; alt: string } | undefined {
  if (!image || !isSafeImageSrc(image.src)) return undefined;
  return { src: image.src, alt: image.alt };
}

// --- headings ------------------------------------------------------------------------------

export type HeadingTag = 'h2' | 'h3';

/** The block's own heading (h2), or nothing when the editor left it empty. */
export function BlockHeading({
  children,
  id,
  className,
}: {
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <h2 id={id} className={className ? `block-heading ${className}` : 'block-heading'}>
      {children}
    </h2>
  );
}

/** Item titles sit one level under the block heading, or take its place when there is none. */
export function itemHeadingTag(hasBlockHeading: boolean): HeadingTag {
  return hasBlockHeading ? 'h3' : 'h2';
}

// --- links ---------------------------------------------------------------------------------

/** A multilink as <Link>; an empty or unsafe link renders its children without a link. */
export function BlockLink({
  link,
  className,
  children,
  unlinked = 'span',
  ...rest
}: {
  link: MultiLink | undefined | null;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  /** The element that stands in when there is no link: a div where the children hold headings. */
  unlinked?: 'span' | 'div';
}) {
  const { ownDomains } = useShop();
  const target = multiLinkTarget(link);
  if (!target) {
    const Unlinked = unlinked;
    return <Unlinked className={className}>{children}</Unlinked>;
  }
  return (
    <Link
      href={target.href}
      allowExternal={target.allowExternal}
      target={target.target}
      rel={linkRel(target, ownDomains)}
      className={className}
      {...rest}
    >
      {children}
    </Link>
  );
}

/** True when the multilink leads somewhere. */
export function hasLink(link: MultiLink | undefined | null): boolean {
  return multiLinkTarget(link) !== undefined;
}

// --- prices --------------------------------------------------------------------------------

/** A "from" price: "ab 19,99 €". */
export function PriceFrom({ money }: { money: Money }) {
  const { t } = useTranslation();
  const { market } = useShop();
  return (
    <span className="price">
      <span className="price__current">
        {formatMoney(money, market, { fromPrefix: t('blocks.price.from') })}
      </span>
    </span>
  );
}

/** Current price, and the original one struck through with the discount when there is one (SPEC 3). */
export function PriceTag({ price, from = false }: { price: PriceData; from?: boolean }) {
  const { t } = useTranslation();
  const { market } = useShop();
  const prefix = from ? t('blocks.price.from') : undefined;
  const current = formatMoney(money(price.priceCurrent, price.currency), market, { fromPrefix: prefix });
  const percent = discountPercentOfMinor(price.priceCurrent, price.priceOriginal);
  return (
    <span className="price">
      <span className="price__current">
        {percent > 0 ? <span className="visually-hidden">{`${t('blocks.price.now')} `}</span> : null}
        {current}
      </span>
      {percent > 0 ? (
        <>
          {' '}
          <s className="price__original">
            <span className="visually-hidden">{`${t('blocks.price.instead')} `}</span>
            {formatMoney(money(price.priceOriginal, price.currency), market)}
          </s>{' '}
          <span className="price__badge">{t('blocks.price.discount', { percent })}</span>
        </>
      ) : null}
    </span>
  );
}

// --- labels --------------------------------------------------------------------------------

function labelStyle(background: unknown, color: unknown): CSSProperties | undefined {
  const bg = safeColor(background);
  const fg = safeColor(color);
  if (!bg && !fg) return undefined;
  return { ...(bg ? { backgroundColor: bg } : {}), ...(fg ? { color: fg } : {}) };
}

/** SPEC 3 labels as badges. */
export function Labels({ labels }: { labels: readonly (LabelData | LabelBlok)[] | undefined }) {
  const items = list(labels).flatMap((l) => {
    if ('labelText' in l) {
      const label = text(l.labelText);
      return label
        ? [{ key: l._uid, text: label, style: labelStyle(l.labelBackgroundColor, l.labelTextColor) }]
        : [];
    }
    const label = text(l.text);
    return label ? [{ key: label, text: label, style: labelStyle(l.backgroundColor, l.textColor) }] : [];
  });
  if (items.length === 0) return null;
  return (
    <span className="labels">
      {items.map((l) => (
        <span key={l.key} className="label" style={l.style}>
          {l.text}
        </span>
      ))}
    </span>
  );
}

// --- tiles ---------------------------------------------------------------------------------

export type TileVariant = 'cards' | 'photo-large' | 'photo-small' | 'tiles';

const TILE_IMAGE: Record<TileVariant, Pick<ImageProps, 'aspect' | 'sizes'>> = {
  cards: { aspect: '4/3', sizes: '(min-width: 1024px) 300px, (min-width: 576px) 33vw, 50vw' },
  'photo-large': { aspect: '3/2', sizes: '(min-width: 1300px) 610px, (min-width: 768px) 50vw, 100vw' },
  'photo-small': { aspect: '1/1', sizes: '(min-width: 1024px) 200px, (min-width: 576px) 25vw, 33vw' },
  tiles: { aspect: '1/1', sizes: '64px' },
};

export interface TileItem {
  key: string;
  title: string;
  text?: string;
  image?: { src: string; alt: string };
  /** A multilink of the CMS or a path from the APIs. */
  link?: MultiLink;
  href?: string;
  labels?: readonly (LabelData | LabelBlok)[];
  price?: ReactNode;
}

function TileLink({ item, children }: { item: TileItem; children: ReactNode }) {
  if (item.href) {
    return (
      <Link href={item.href} className="tile-grid__link">
        {children}
      </Link>
    );
  }
  return (
    <BlockLink link={item.link} className="tile-grid__link" unlinked="div">
      {children}
    </BlockLink>
  );
}

/** A list of linked tiles (sub-teasers, products, designs) in one of four layouts. */
export function TileGrid({
  items,
  variant,
  headingTag,
  priority = false,
}: {
  items: readonly TileItem[];
  variant: TileVariant;
  headingTag: HeadingTag;
  /** The first image is above the fold. */
  priority?: boolean;
}) {
  const Title = headingTag;
  const image = TILE_IMAGE[variant];
  return (
    <ul className={`tile-grid tile-grid--${variant}`}>
      {items.map((item, i) => (
        <li key={item.key} className="tile-grid__item">
          <TileLink item={item}>
            {item.image ? (
              <div className="tile-grid__media">
                <Image
                  src={item.image.src}
                  alt={item.image.alt}
                  aspect={image.aspect}
                  sizes={image.sizes}
                  priority={priority && i === 0}
                />
                <Labels labels={item.labels} />
              </div>
            ) : null}
            {/* A div, not a span: the title is a heading, and headings are not phrasing content. */}
            <div className="tile-grid__body">
              {item.image ? null : <Labels labels={item.labels} />}
              <Title className="tile-grid__title">{item.title}</Title>
              {item.text ? <span className="tile-grid__text">{item.text}</span> : null}
              {item.price ? <span className="tile-grid__price">{item.price}</span> : null}
            </div>
          </TileLink>
        </li>
      ))}
    </ul>
  );
}

/** Product tiles of the APIs as tile items, with their "from" prices. */
export function productTiles(items: readonly ProductTileData[]): TileItem[] {
  return items.map((p) => ({
    key: p.id,
    title: p.title,
    text: p.text,
    image: dataImage(p.image),
    href: p.href,
    labels: p.labels,
    price: p.priceFrom ? <PriceFrom money={p.priceFrom} /> : undefined,
  }));
}

// --- states --------------------------------------------------------------------------------

/** What a data block shows when the catalogue gave it nothing: a calm note, never a made-up price. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="block-empty">
      <Icon name="info" size={20} />
      <span>{children}</span>
    </p>
  );
}
