import type { i18n as I18n } from 'i18next';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ShopRequestInfo } from './request-info';
import { ShopProvider } from './shop-context';
import { channelAtom } from './shop-state';

/** The providers every page needs, with a jotai store per request (server) or page (browser). */
export function Providers({
  info,
  i18n,
  children,
}: {
  info: ShopRequestInfo;
  i18n: I18n;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const s = createStore();
    s.set(channelAtom, info.channel);
    return s;
  });
  return (
    <ShopProvider info={info}>
      <I18nextProvider i18n={i18n}>
        <JotaiProvider store={store}>{children}</JotaiProvider>
      </I18nextProvider>
    </ShopProvider>
  );
}
