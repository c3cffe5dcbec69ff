import { createContext, type ReactNode, useContext } from 'react';
import type { ShopRequestInfo } from '../../shared/contracts/request-info';

const ShopContext = createContext<ShopRequestInfo | null>(null);

export function ShopProvider({ info, children }: { info: ShopRequestInfo; children: ReactNode }) {
  return <ShopContext.Provider value={info}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopRequestInfo {
  const info = useContext(ShopContext);
  if (!info) throw new Error('useShop outside ShopProvider');
  return info;
}
