/** Customer state shared by the page (jotai: one store per request on the server, per page in the browser). */
import { atom } from 'jotai';
import {
  ANONYMOUS_CUSTOMER_DATA,
  type CustomerData,
  type WishlistTheme,
} from '../../../shared/customer/customer-data';

/** SPEC 4: anonymous until the customer data has loaded once, or after log-in or sign-up. */
export const customerAtom = atom<CustomerData>(ANONYMOUS_CUSTOMER_DATA);

/** idle: not asked yet (server render, before hydration); loading; ready; failed (stays anonymous). */
export type CustomerStatus = 'idle' | 'loading' | 'ready' | 'failed';
export const customerStatusAtom = atom<CustomerStatus>('idle');

export type WishlistStatus = 'idle' | 'loading' | 'ready' | 'failed';
export interface WishlistState {
  status: WishlistStatus;
  themeIds: string[];
  /** The saved designs' pictures, titles, prices and links, by id, as the wishlist API sent them. */
  themes?: Record<string, WishlistTheme>;
}
export const wishlistAtom = atom<WishlistState>({ status: 'idle', themeIds: [] });

/** Pure helpers of the wishlist state, tested on their own. */
export function withTheme(state: WishlistState, themeId: string, on: boolean): WishlistState {
  const has = state.themeIds.includes(themeId);
  if (on === has) return state;
  return {
    ...state,
    themeIds: on ? [...state.themeIds, themeId] : state.themeIds.filter((id) => id !== themeId),
  };
}
