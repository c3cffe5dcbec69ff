/** Server-render harness for the customer, dialog and newsletter tests (not part of the runtime). */
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ShopRequestInfo } from '../../../shared/contracts/request-info';
import { ShopProvider } from '../../app/shop-context';
import { channelAtom } from '../../app/shop-state';
import { createI18n } from '../../i18n/create-i18n';
import de from '../../i18n/locales/de-DE.json';
import en from '../../i18n/locales/en-GB.json';
import { requestInfo } from '../chrome/test-utils';
import { CustomerProvider } from './CustomerProvider';

export type Store = ReturnType<typeof createStore>;

export interface HarnessOptions {
  info?: Partial<ShopRequestInfo>;
  store?: Store;
  warnings?: string[];
  /** The channel setting wishlistAvailable; by default on for cards, as seeded. */
  wishlistAvailable?: boolean;
}

export function harness(node: ReactNode, options: HarnessOptions = {}) {
  const shop = requestInfo(options.info);
  const messages = shop.bundle === 'en-GB' ? en : de;
  const warnings = options.warnings ?? [];
  const i18n = createI18n(shop.bundle, messages as Record<string, unknown>, (m) => warnings.push(m));
  const store = options.store ?? createStore();
  store.set(channelAtom, shop.channel);
  // The root route's data as the server's root loader gives it: the seeded channel settings.
  const root = { global: null, wishlistAvailable: options.wishlistAvailable ?? shop.channel === 'cards' };
  const router = createMemoryRouter([{ id: 'root', path: '*', element: node }], {
    initialEntries: ['/'],
    hydrationData: { loaderData: { root } },
  });
  const element = (
    <ShopProvider info={shop}>
      <I18nextProvider i18n={i18n}>
        <JotaiProvider store={store}>
          <CustomerProvider>
            <RouterProvider router={router} />
          </CustomerProvider>
        </JotaiProvider>
      </I18nextProvider>
    </ShopProvider>
  );
  return { element, store, warnings, html: () => renderToString(element) };
}

export function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
