import type { i18n as I18n } from 'i18next';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ShopRequestInfo } from '../../shared/contracts/request-info';
import type { FlagsBootstrap } from '../../shared/flags';
import type { TrackingBootstrap } from '../../shared/tracking';
import { ConsentProvider } from '../features/consent/ConsentProvider';
import { CustomerProvider } from '../features/customer/CustomerProvider';
import { FlagsProvider } from '../features/flags/FlagsProvider';
import { island } from '../ui/island';
import { ShopProvider } from './shop-context';
import { channelAtom } from './shop-state';

const ConsentDialog = island(async () => (await import('../features/consent/ConsentDialog')).ConsentDialog);
const Tracking = island(async () => (await import('../features/tracking/Tracking')).Tracking);

interface ProvidersProps {
  info: ShopRequestInfo;
  i18n: I18n;
  flags: FlagsBootstrap;
  tracking: TrackingBootstrap;
  children: ReactNode;
}

/**
 * The providers every page needs, the same tree on server and browser so hydration matches: a
 * jotai store per request (server) or page (browser), consent before flags (no flag traffic
 * before consent), and the consent dialog and tracking next to the page.
 */
export function Providers({ info, i18n, flags, tracking, children }: ProvidersProps) {
  const [store] = useState(() => {
    const s = createStore();
    s.set(channelAtom, info.channel);
    return s;
  });
  return (
    <ShopProvider info={info}>
      <I18nextProvider i18n={i18n}>
        <JotaiProvider store={store}>
          <CustomerProvider>
            <ConsentProvider
              initial={tracking.consent}
              consentScript={tracking.consentScript}
              isBot={info.isBot}
            >
              <FlagsProvider
                bootstrap={flags}
                basename={info.basename}
                isBot={info.isBot}
                trackingDisabled={tracking.trackingDisabled}
                logLevel={tracking.logLevel}
              >
                {children}
                <ConsentDialog />
                <Tracking bootstrap={tracking} isBot={info.isBot} />
              </FlagsProvider>
            </ConsentProvider>
          </CustomerProvider>
        </JotaiProvider>
      </I18nextProvider>
    </ShopProvider>
  );
}
