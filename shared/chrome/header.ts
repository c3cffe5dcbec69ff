/** Header item rules (SPEC 2 header, SPEC 3 customer). */

export interface ChromeCustomer {
  isLoggedIn: boolean;
  firstName?: string;
  lastName?: string;
  isWhitelabelCustomer?: boolean;
  order?: { cartArticlesAmount?: number; isWhitelabelOrder?: boolean };
}

export const ANONYMOUS_CUSTOMER: ChromeCustomer = {
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
};

/** "First Last" of a logged-in customer; undefined when logged out or nameless. */
export function customerName(customer: ChromeCustomer): string | undefined {
  if (!customer.isLoggedIn) return undefined;
  const name = [customer.firstName, customer.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return name || undefined;
}

/** The cart badge count: a non-negative whole number. */
export function cartCount(customer: ChromeCustomer): number {
  const n = customer.order?.cartArticlesAmount ?? 0;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** The badge text: up to 99, then "99+". */
export function cartBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** SPEC 6: the whitelabel bar shows for whitelabel customers on the web platform only. */
export function showsWhitelabelBar(customer: ChromeCustomer, platform: 'w' | 'd'): boolean {
  return platform === 'w' && customer.isWhitelabelCustomer === true;
}
