/** The shop chrome (SPEC 2 "Layout and screens" before and after the content): mount in the layout. */
export type { BreadcrumbItem } from '../../../shared/chrome/breadcrumbs';
export type { ChromeDismissals } from '../../../shared/chrome/dismissals';
export { chromeDismissalsOf } from '../../../shared/chrome/dismissals';
export type { Review, ReviewBlock } from '../../../shared/chrome/footer';
export type { ChromeCustomer } from '../../../shared/chrome/header';
export type { SubNavigation as SubNavigationData } from '../../../shared/chrome/sub-navigation';
export { DEFAULT_SMARTBANNER, type SmartbannerConfig } from './banners/Smartbanner';
export { ChromeBottom, type ChromeBottomProps } from './ChromeBottom';
export { ChromeTop, type ChromeTopProps } from './ChromeTop';
export {
  ChromeProvider,
  type ChromeProviderProps,
  type ChromeSettings,
  useChrome,
  useChromeTreatment,
} from './context';
export type { MessengerAdapter } from './floating/messenger';
export type { NewsletterSlot } from './footer/Footer';
export { burgerOpenAtom, flyoutAtom } from './state';
