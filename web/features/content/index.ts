/** The block library (issue 3 item 5): what routes, loaders and the server use. */

export { Block, Blocks } from './Blocks';
export * from './block-data';
export type { BlockComponent, BlockProps } from './block-types';
export { CONTACT_ENDPOINT } from './blocks/ContactForm';
export { ContentPage, type ContentPageProps } from './ContentPage';
export { isSafeHref, isSafeImageSrc, multiLinkTarget, richTextLinkTarget } from './links';
export { type ContentLog, ContentLogContext, defaultContentLog, warnOnce } from './log';
export { BLOCK_NAMES, BLOCK_REGISTRY, type BlockRegistry, blockComponentOf, isBlockName } from './registry';
export { hasRichText, RichText, type RichTextProps } from './rich-text/RichText';
export {
  controlTreatment,
  type FlagTreatment,
  TreatmentContext,
  type TreatmentLookup,
  useTreatment,
} from './treatment-context';
