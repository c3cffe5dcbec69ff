import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { currencyOf, DEFAULT_MARKET, fallbackOf } from '../../shared/markets';
import type { AppValues, ShopRequestInfo } from './request-info';

const ShopContext = createContext<ShopRequestInfo | null>(null);

export function ShopProvider({ info, children }: { info: ShopRequestInfo; children: ReactNode }) {
  return <ShopContext.Provider value={info}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopRequestInfo {
  const info = useContext(ShopContext);
  if (!info) throw new Error('useShop outside ShopProvider');
  return info;
}

export function appValuesOf(info: ShopRequestInfo): AppValues {
  return {
    baseUrl: `${info.origin}${info.basename}`,
    bffUrl: `${info.origin}/web-api`,
    currencyCode: currencyOf(info.market),
    currentLocale: info.market,
    fallbackLocale: fallbackOf(info.market) ?? DEFAULT_MARKET,
    host: info.host,
    platform: info.platform === 'd' ? 'desktop' : 'web',
  };
}

export function useAppValues(): AppValues {
  const info = useShop();
  return useMemo(() => appValuesOf(info), [info]);
}
