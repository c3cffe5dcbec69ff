/**
 * Every block of SPEC 2 "Content blocks", registered under its component name. The mapped type
 * makes the registry complete: a block added to ContentBlokMap without a component here, or a
 * component whose props do not fit its blok, fails the type check.
 */
import type { Blok, ContentBlokMap, ContentComponentName } from '../../../shared/content/story-types';
import type { BlockComponent } from './block-types';
import { Accessory, FormatsAndPrices, Frame, SKUContainer } from './blocks/Catalogue';
import { ContactForm } from './blocks/ContactForm';
import { Headline, Text } from './blocks/Headline';
import { ABContent, Margin, PublicContainerWrapper } from './blocks/Layout';
import {
  AccessoryDetailWrapper,
  AccessoryOverviewWrapper,
  CalendarDetailWrapper,
  CalendarOverviewWrapper,
  CardDetailWrapper,
  CardOverviewWrapper,
  CollageDetailWrapper,
  CollageOverviewWrapper,
  CustomerPictureBlock,
  Feed,
  PhotobookDetailWrapper,
  PhotobookOverviewWrapper,
  ThemesOverviewWrapper,
} from './blocks/Listings';
import { Information, PhotoBlock, VideoBlock } from './blocks/Media';
import { Shop, Toolbox, Voucher } from './blocks/Service';
import {
  RecoSubTeaser,
  RecoSubTeaserTiles,
  SubTeaser,
  SubTeaserPhotoLarge,
  SubTeaserPhotoSmall,
  SubTeaserTiles,
  UspTeaser,
} from './blocks/SubTeaser';
import { Teaser } from './blocks/Teaser';

export type { BlockComponent, BlockProps } from './block-types';

export type BlockRegistry = { readonly [K in ContentComponentName]: BlockComponent<ContentBlokMap[K]> };

export const BLOCK_REGISTRY: BlockRegistry = {
  ABContent,
  Accessory,
  AccessoryDetailWrapper,
  AccessoryOverviewWrapper,
  CalendarDetailWrapper,
  CalendarOverviewWrapper,
  CardDetailWrapper,
  CardOverviewWrapper,
  CollageDetailWrapper,
  CollageOverviewWrapper,
  ContactForm,
  CustomerPictureBlock,
  Feed,
  FormatsAndPrices,
  Frame,
  Headline,
  Information,
  Margin,
  PhotoBlock,
  PhotobookDetailWrapper,
  PhotobookOverviewWrapper,
  PublicContainerWrapper,
  RecoSubTeaser,
  RecoSubTeaserTiles,
  SKUContainer,
  Shop,
  SubTeaser,
  SubTeaserPhotoLarge,
  SubTeaserPhotoSmall,
  SubTeaserTiles,
  Teaser,
  Text,
  ThemesOverviewWrapper,
  Toolbox,
  UspTeaser,
  VideoBlock,
  Voucher,
};

export const BLOCK_NAMES = Object.keys(BLOCK_REGISTRY) as ContentComponentName[];

export function isBlockName(name: unknown): name is ContentComponentName {
  return typeof name === 'string' && Object.hasOwn(BLOCK_REGISTRY, name);
}

/**
 * The component for a blok's component name, or undefined for a name the library does not know.
 * The cast is the one place where content meets types: a blok named "Headline" is taken to be a
 * HeadlineBlok (the CMS contract of story-types.ts); each block still reads its fields defensively.
 */
export function blockComponentOf(name: unknown): BlockComponent<Blok> | undefined {
  if (!isBlockName(name)) return undefined;
  return BLOCK_REGISTRY[name] as unknown as BlockComponent<Blok>;
}
