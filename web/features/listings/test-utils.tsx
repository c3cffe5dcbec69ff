/** Server rendering of the listing pages with their loader data, for the page tests. */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ShopRequestInfo } from '../../../shared/contracts/request-info';
import type { ThemesSource } from '../../../shared/contracts/themes-source';
import { controlBootstrap } from '../../../shared/flags';
import type { Channel, Market } from '../../../shared/markets';
import { resolveTracking } from '../../../shared/tracking';
import { Providers } from '../../app/Providers';
import type { ServerLoadContext } from '../../app/server-context';
import { createI18n, type Messages } from '../../i18n/create-i18n';
import de from '../../i18n/locales/de-DE.json';
import { shopInfo } from '../content/test-utils';

export function listingInfo(channel: Channel = 'cards', market: Market = 'de-DE'): ShopRequestInfo {
  return { ...shopInfo(), channel, market };
}

export function loadContext(
  themes: ThemesSource | undefined,
  path: string,
  options: { channel?: Channel; market?: Market } = {},
): ServerLoadContext {
  const log = { debug() {}, info() {}, warn() {}, error() {} };
  return {
    info: listingInfo(options.channel, options.market),
    services: { log, ...(themes ? { themes } : {}) } as ServerLoadContext['services'],
    requestedPath: path.split('?')[0] ?? path,
    representation: 'document',
  };
}

export const urlOf = (path: string) => new URL(path, 'http://shop.internal');

/** Renders a page element at a URL (path pattern and id of its route) with the loader data it would get. */
export function renderRoute(
  element: ReactNode,
  options: { path: string; url: string; data: unknown; info?: ShopRequestInfo; missing?: string[] },
): string {
  const i18n = createI18n('de-DE', de as Messages, (message) => options.missing?.push(message));
  const router = createMemoryRouter(
    [{ id: 'page', path: options.path, element, loader: () => options.data }],
    { initialEntries: [options.url], hydrationData: { loaderData: { page: options.data } } },
  );
  const info = options.info ?? listingInfo();
  return renderToString(
    <Providers
      info={info}
      i18n={i18n}
      flags={controlBootstrap(info.channel, 'no-consent')}
      tracking={resolveTracking({
        consent: 'granted',
        search: '',
        channel: info.channel,
        market: info.market,
        platform: 'w',
        isBot: false,
        path: '/',
        uniqueIdentifier: '/',
      })}
    >
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** What a loader threw: a redirect Response or a data() error with its status. */
export async function thrown(
  run: () => Promise<unknown>,
): Promise<{ status: number; location?: string; data?: unknown }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) {
      return { status: error.status, location: error.headers.get('location') ?? undefined };
    }
    const init = (error as { init?: { status?: number }; data?: unknown }).init;
    return { status: init?.status ?? 500, data: (error as { data?: unknown }).data };
  }
  throw new Error('the loader did not throw');
}
