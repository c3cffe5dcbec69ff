/** Server-render harness for the chrome's component tests (not part of the runtime). */
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { GlobalContent } from '../../../shared/content/story-types';
import type { ShopRequestInfo } from '../../../shared/contracts/request-info';
import type { Channel } from '../../../shared/markets';
import { FALLBACK_CHANNEL_SETTINGS } from '../../../shared/settings/channel-settings';
import { ShopProvider } from '../../app/shop-context';
import { channelAtom } from '../../app/shop-state';
import { createI18n } from '../../i18n/create-i18n';
import messages from '../../i18n/locales/de-DE.json';
import globalFixture from './fixtures/global.cards.de.json';

/** A snapshot of the cards brand's German global story (content/stories/cards/global.json). */
export const storyGlobal = globalFixture as unknown as GlobalContent;

export function requestInfo(overrides: Partial<ShopRequestInfo> = {}): ShopRequestInfo {
  return {
    channel: 'cards',
    market: 'de-DE',
    bundle: 'de-DE',
    platform: 'w',
    basename: '',
    origin: 'http://localhost:3000',
    host: 'localhost',
    publicBase: 'http://localhost:3000',
    deviceClass: 'desktop',
    isBot: false,
    debug: false,
    preview: false,
    requestTime: Date.parse('2026-11-21T12:00:00Z'),
    dismissals: { smartbanner: false, actionBars: [] },
    ownDomains: ['localhost'],
    settings: { ...FALLBACK_CHANNEL_SETTINGS, appsAvailable: true },
    integrations: { recaptchaSiteKey: null, chatKey: null },
    ...overrides,
  };
}

export interface RenderOptions {
  path?: string;
  info?: Partial<ShopRequestInfo>;
  warnings?: string[];
  /** The page route's loader data (its id is "content"), e.g. `{ seo }` with a hreflang table. */
  pageData?: unknown;
}

/** Renders like the server does: shop, i18n (de-DE), jotai and a router at `path`. */
export function render(
  node: ReactNode,
  { path = '/', info, warnings = [], pageData }: RenderOptions = {},
): string {
  const shop = requestInfo(info);
  const i18n = createI18n(shop.bundle, messages as Record<string, unknown>, (m) => warnings.push(m));
  const store = createStore();
  store.set(channelAtom, shop.channel as Channel);
  const router = createMemoryRouter(
    [{ id: 'content', path: '*', element: node, loader: () => pageData ?? null }],
    {
      initialEntries: [`${shop.basename}${path}`],
      hydrationData: { loaderData: { content: pageData ?? null } },
      ...(shop.basename ? { basename: shop.basename } : {}),
    },
  );
  return renderToString(
    <ShopProvider info={shop}>
      <I18nextProvider i18n={i18n}>
        <JotaiProvider store={store}>
          <RouterProvider router={router} />
        </JotaiProvider>
      </I18nextProvider>
    </ShopProvider>,
  );
}

/** Decodes the entities renderToString writes, for readable assertions. */
export function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The opening tags carrying a data-testid, in document order. */
export function testIds(html: string): string[] {
  return [...html.matchAll(/data-testid="([^"]+)"/g)].map((m) => m[1] ?? '');
}

/** The first element (opening tag) with the attribute value. */
export function tagWith(html: string, attr: string, value: string): string | undefined {
  return new RegExp(`<[a-z]+[^>]*\\s${attr}="${value}"[^>]*>`).exec(html)?.[0];
}
