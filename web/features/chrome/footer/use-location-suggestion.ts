import { useEffect, useRef, useState } from 'react';
import { isMarket, type Market } from '../../../../shared/markets';
import { apiUrl } from '../../../../shared/routing/api-base';
import { useShop } from '../../../app/shop-context';
import { useMarketAlternates } from './use-market-alternates';

/**
 * The market to suggest to the visitor (SPEC 7 /api/get-location/): asked once, only when
 * `wanted` (the switcher was opened), and only a market this page has a link to.
 */
export function useLocationSuggestion(wanted: boolean): { market: Market; href: string } | null {
  const shop = useShop();
  const alternates = useMarketAlternates();
  const [suggestion, setSuggestion] = useState<{ market: Market; href: string } | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    const controller = new AbortController();
    fetch(apiUrl(shop.apiBase ?? '', '/api/get-location/'), {
      headers: { Accept: 'application/json', 'X-Channel': shop.channel, 'X-Locale': shop.market },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: { suggestedMarket?: unknown } | null) => {
        const market = answer?.suggestedMarket;
        if (!isMarket(market) || market === shop.market) return;
        const alternate = alternates.find((a) => a.market === market);
        if (alternate) setSuggestion({ market, href: alternate.href });
      })
      // No suggestion is a fine answer: the switcher works without one.
      .catch(() => undefined);
    return () => controller.abort();
  }, [wanted, shop, alternates]);

  return suggestion;
}
