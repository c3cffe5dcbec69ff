/**
 * Customer accounts in the browser (issue 6). Mount <CustomerProvider> inside the jotai provider,
 * give <DialogHost components={customerDialogComponents} /> to the layout, and route
 * /kundenkonto to <AccountPage /> and /kundenkonto/wunschliste to <WishlistPage />.
 */

export { AccountPage } from './AccountPage';
export { type ApiResult, type ApiTarget, CUSTOMER_API, callApi } from './api';
export {
  type ActionResult,
  type CustomerActions,
  type CustomerContextValue,
  CustomerProvider,
  takeUrlToken,
  useCustomer,
  useCustomerData,
} from './CustomerProvider';
export { toChromeCustomer, useAccountClick } from './chrome';
export { customerAtom, customerStatusAtom, wishlistAtom } from './customer-store';
export {
  customerDialogComponents,
  LogInDialog,
  PasswordConfirmDialog,
  PasswordResetDialog,
  SignUpDialog,
} from './dialogs';
export { useWishlist, WishlistButton } from './WishlistButton';
export { WishlistPage } from './WishlistPage';
