import { useCallback } from 'react';
import { marketPageUrl } from '../../../shared/seo/site-origin';
import { useShop } from '../../app/shop-context';

/**
 * Absolute web URLs of shop paths in the current market for structured data: the market's
 * canonical host from the host table, scheme and port from the public base URL (never the Host
 * header the request came with, and never the desktop app's /d pages).
 */
export function useSiteUrl(): (path: string) => string {
  const { publicBase, channel, market } = useShop();
  return useCallback(
    (path: string) => marketPageUrl(publicBase, channel, market, path),
    [publicBase, channel, market],
  );
}
