/** Server rendering of blocks inside the providers a page has, for the block tests. */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { BlockDataMap } from '../../../shared/contracts/block-data';
import type { DeviceClass, ShopRequestInfo } from '../../../shared/contracts/request-info';
import { controlBootstrap } from '../../../shared/flags';
import { FALLBACK_CHANNEL_SETTINGS } from '../../../shared/settings/channel-settings';
import { resolveTracking } from '../../../shared/tracking';
import { Providers } from '../../app/Providers';
import { createI18n, type Messages } from '../../i18n/create-i18n';
import de from '../../i18n/locales/de-DE.json';
import { BlockDataProvider } from './block-data';
import { type ContentLog, ContentLogContext } from './log';
import { controlTreatment, TreatmentContext, type TreatmentLookup } from './treatment-context';

export interface RenderOptions {
  log?: ContentLog;
  treatment?: TreatmentLookup;
  data?: BlockDataMap;
  deviceClass?: DeviceClass;
  /** Overrides of the request info (channel settings, say). */
  info?: Partial<ShopRequestInfo>;
  /** Receives missing-translation warnings. */
  onMissingTranslation?: (message: string) => void;
}

export function shopInfo(deviceClass: DeviceClass = 'desktop'): ShopRequestInfo {
  const info: Partial<ShopRequestInfo> = {
    channel: 'cards',
    market: 'de-DE',
    bundle: 'de-DE',
    platform: 'w',
    basename: '',
    origin: 'http://localhost:3000',
    host: 'localhost',
    publicBase: 'http://localhost:3000',
    deviceClass,
    isBot: false,
    debug: false,
    ownDomains: ['fotowerk.de'],
  };
  // Partial, then cast: fields added to ShopRequestInfo later keep their defaults out of the blocks' way.
  return {
    preview: false,
    requestTime: 0,
    dismissals: { smartbanner: false, actionBars: [] },
    settings: FALLBACK_CHANNEL_SETTINGS,
    integrations: { recaptchaSiteKey: null, chatKey: null },
    ...info,
  } as ShopRequestInfo;
}

/** Renders to an HTML string with shop, i18n (de-DE), router, log, flags and block data. */
export function render(node: ReactNode, options: RenderOptions = {}): string {
  const i18n = createI18n('de-DE', de as Messages, options.onMissingTranslation ?? (() => {}));
  const log: ContentLog = options.log ?? { warn: () => {} };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ContentLogContext value={log}>
            <TreatmentContext value={options.treatment ?? controlTreatment}>
              <BlockDataProvider value={options.data ?? {}}>{node}</BlockDataProvider>
            </TreatmentContext>
          </ContentLogContext>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  // The providers' islands (consent dialog, tracking) render nothing here but their boundaries.
  return renderToString(
    <Providers
      info={{ ...shopInfo(options.deviceClass), ...options.info }}
      i18n={i18n}
      flags={controlBootstrap('cards', 'no-consent')}
      tracking={resolveTracking({
        // Consent already given: the consent dialog would otherwise join every rendered block.
        consent: 'granted',
        search: '',
        channel: 'cards',
        market: 'de-DE',
        platform: 'w',
        isBot: false,
        path: '/',
        uniqueIdentifier: '/',
      })}
    >
      <RouterProvider router={router} />
    </Providers>,
  ).replaceAll('<!--$--><!--/$-->', '');
}

/** A logger that records what it is told. */
export function recordingLog(): ContentLog & { messages: string[] } {
  const messages: string[] = [];
  return {
    messages,
    warn(message) {
      messages.push(message);
    },
  };
}
