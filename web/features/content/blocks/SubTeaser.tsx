import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  RecoSubTeaserBlok,
  SubTeaserBlok,
  SubTeaserItemBlok,
  SubTeaserVariantBlok,
  UspTeaserBlok,
} from '../../../../shared/content/story-types';
import { Icon } from '../../../ui/icons/Icon';
import { useCheckedBlockData } from '../block-data';
import type { BlockProps } from '../block-types';
import {
  assetImage,
  BlockHeading,
  EmptyState,
  iconName,
  itemHeadingTag,
  list,
  productTiles,
  TileGrid,
  type TileItem,
  type TileVariant,
  text,
} from './parts';
import './teasers.css';

function subTeaserItems(items: readonly SubTeaserItemBlok[] | undefined): TileItem[] {
  return list(items).flatMap((item) => {
    const title = text(item?.title);
    if (!title) return [];
    return [
      {
        key: item._uid,
        title,
        text: text(item.text) || undefined,
        image: assetImage(item.image),
        link: item.link,
        labels: item.labels,
      },
    ];
  });
}

function TileSection({
  headline,
  items,
  variant,
  priority,
  className,
}: {
  headline: string;
  items: readonly TileItem[];
  variant: TileVariant;
  priority?: boolean;
  className: string;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={className} aria-labelledby={headline ? headingId : undefined}>
      <BlockHeading id={headingId}>{headline}</BlockHeading>
      <TileGrid
        items={items}
        variant={variant}
        headingTag={itemHeadingTag(headline !== '')}
        priority={priority}
      />
    </section>
  );
}

/** Product and category tiles with photo, title and text. */
export function SubTeaser({ blok, priority }: BlockProps<SubTeaserBlok>) {
  return (
    <TileSection
      className="sub-teaser"
      headline={text(blok.headline)}
      items={subTeaserItems(blok.items)}
      variant="cards"
      priority={priority}
    />
  );
}

/** Two large photos a row. */
export function SubTeaserPhotoLarge({
  blok,
  priority,
}: BlockProps<SubTeaserVariantBlok<'SubTeaserPhotoLarge'>>) {
  return (
    <TileSection
      className="sub-teaser"
      headline={text(blok.headline)}
      items={subTeaserItems(blok.items)}
      variant="photo-large"
      priority={priority}
    />
  );
}

/** Many small square photos a row. */
export function SubTeaserPhotoSmall({
  blok,
  priority,
}: BlockProps<SubTeaserVariantBlok<'SubTeaserPhotoSmall'>>) {
  return (
    <TileSection
      className="sub-teaser"
      headline={text(blok.headline)}
      items={subTeaserItems(blok.items)}
      variant="photo-small"
      priority={priority}
    />
  );
}

/** Text tiles on a tinted ground, photo optional. */
export function SubTeaserTiles({ blok, priority }: BlockProps<SubTeaserVariantBlok<'SubTeaserTiles'>>) {
  return (
    <TileSection
      className="sub-teaser"
      headline={text(blok.headline)}
      items={subTeaserItems(blok.items)}
      variant="tiles"
      priority={priority}
    />
  );
}

function RecoBlock({
  blok,
  variant,
}: {
  blok: RecoSubTeaserBlok<'RecoSubTeaser'> | RecoSubTeaserBlok<'RecoSubTeaserTiles'>;
  variant: TileVariant;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const data = useCheckedBlockData(blok.component, blok._uid);
  const max = typeof blok.maxItems === 'number' && blok.maxItems > 0 ? Math.floor(blok.maxItems) : 8;
  const recommended = data ? productTiles(data.items) : [];
  const items = (recommended.length > 0 ? recommended : subTeaserItems(blok.fallbackItems)).slice(0, max);
  const headline = text(blok.headline) || t('blocks.reco.title');
  return (
    <section className="sub-teaser sub-teaser--reco" aria-labelledby={headingId}>
      <BlockHeading id={headingId}>{headline}</BlockHeading>
      {items.length > 0 ? (
        <TileGrid items={items} variant={variant} headingTag="h3" />
      ) : (
        <EmptyState>{t('blocks.reco.empty')}</EmptyState>
      )}
    </section>
  );
}

/** Recommendations for this visitor as photo tiles; the editor's fallback tiles without data. */
export function RecoSubTeaser({ blok }: BlockProps<RecoSubTeaserBlok<'RecoSubTeaser'>>) {
  return <RecoBlock blok={blok} variant="cards" />;
}

/** Recommendations as text tiles. */
export function RecoSubTeaserTiles({ blok }: BlockProps<RecoSubTeaserBlok<'RecoSubTeaserTiles'>>) {
  return <RecoBlock blok={blok} variant="tiles" />;
}

/** Unique selling points: a row of icon, title and short text. */
export function UspTeaser({ blok }: BlockProps<UspTeaserBlok>) {
  const items = list(blok.items).filter((item) => text(item?.title) || text(item?.text));
  if (items.length === 0) return null;
  return (
    <ul className="usp-teaser">
      {items.map((item) => (
        <li key={item._uid} className="usp-teaser__item">
          <span className="usp-teaser__icon">
            <Icon name={iconName(item.icon)} size={28} />
          </span>
          <span className="usp-teaser__body">
            {text(item.title) ? <strong className="usp-teaser__title">{text(item.title)}</strong> : null}
            {text(item.text) ? <span className="usp-teaser__text">{text(item.text)}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
