/** SPEC 3 customer, as GET /web-api/customer-data and the log-in, sign-up and reset answers carry it. */

import type { Money } from '../money/money';

export interface CustomerOrder {
  cartArticlesAmount: number;
  isWhitelabelOrder: boolean;
}

export interface CustomerData {
  /** Hex SHA-256 of the canonical e-mail address (see emailHash); empty when logged out. */
  emailHash: string;
  firstName: string;
  lastName: string;
  /** Only when logged in. */
  fullName?: string;
  isLoggedIn: boolean;
  isWhitelabelCustomer: boolean;
  /** The customer number; empty when logged out. */
  number: string;
  order: CustomerOrder;
  /** Customer type; 0 is the ordinary consumer (SPEC 3 default). */
  type: number;
}

export const ANONYMOUS_CUSTOMER_DATA: CustomerData = {
  emailHash: '',
  firstName: '',
  lastName: '',
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: '',
  order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
  type: 0,
};

export interface LoggedInProfile {
  emailHash: string;
  firstName: string;
  lastName: string;
  number: string;
  isWhitelabelCustomer: boolean;
  isWhitelabelOrder: boolean;
  type: number;
  cartArticlesAmount?: number;
}

export function loggedInCustomer(profile: LoggedInProfile): CustomerData {
  return {
    emailHash: profile.emailHash,
    firstName: profile.firstName,
    lastName: profile.lastName,
    fullName: `${profile.firstName} ${profile.lastName}`.trim(),
    isLoggedIn: true,
    isWhitelabelCustomer: profile.isWhitelabelCustomer,
    number: profile.number,
    order: {
      cartArticlesAmount: profile.cartArticlesAmount ?? 0,
      isWhitelabelOrder: profile.isWhitelabelCustomer && profile.isWhitelabelOrder,
    },
    type: profile.type,
  };
}

/** A loose answer made safe: anything that is not a customer object counts as logged out. */
export function parseCustomerData(value: unknown): CustomerData {
  if (typeof value !== 'object' || value === null) return ANONYMOUS_CUSTOMER_DATA;
  const v = value as Record<string, unknown>;
  const str = (x: unknown) => (typeof x === 'string' ? x : '');
  const order = (typeof v.order === 'object' && v.order !== null ? v.order : {}) as Record<string, unknown>;
  const isLoggedIn = v.isLoggedIn === true;
  const data: CustomerData = {
    emailHash: str(v.emailHash),
    firstName: str(v.firstName),
    lastName: str(v.lastName),
    isLoggedIn,
    isWhitelabelCustomer: v.isWhitelabelCustomer === true,
    number: typeof v.number === 'number' ? String(v.number) : str(v.number),
    order: {
      cartArticlesAmount:
        typeof order.cartArticlesAmount === 'number' && Number.isFinite(order.cartArticlesAmount)
          ? Math.max(0, Math.floor(order.cartArticlesAmount))
          : 0,
      isWhitelabelOrder: order.isWhitelabelOrder === true,
    },
    type: typeof v.type === 'number' && Number.isInteger(v.type) ? v.type : 0,
  };
  if (isLoggedIn) data.fullName = str(v.fullName) || `${data.firstName} ${data.lastName}`.trim();
  return data;
}

/** The account page's data (GET /web-api/customer-account). */
export type NewsletterState = 'none' | 'pending' | 'confirmed' | 'unsubscribed';

export interface CustomerAccount {
  email: string;
  firstName: string;
  lastName: string;
  number: string;
  newsletter: NewsletterState;
  /** Sessions of this account other than the current one. */
  otherSessions: number;
  /**
   * Whether the link of the welcome mail was followed (issue 34 item 13). Until then the account
   * cannot change its e-mail address, receive order mails with personal data or save addresses.
   */
  emailVerified: boolean;
}

export interface WishlistItem {
  themeId: string;
  addedAt: string;
  /** The design as a listing shows it (picture, title, price from, link); absent when it is gone. */
  theme?: WishlistTheme;
}

export interface WishlistTheme {
  title: string;
  href: string;
  image: { src: string; alt: string; aspect: number };
  /** Per card at the default quantity; null when the channel shows no prices in overviews. */
  priceFrom: Money | null;
}
