/**
 * The live price of a design: asked from /web-api/designer/quote a moment after the shopper stops
 * changing things (an older answer never overwrites a newer one). The page computes no price.
 */
import { useEffect, useRef, useState } from 'react';
import type {
  Design,
  DesignerPath,
  DesignerQueryParams,
  DesignerQuote,
} from '../../../shared/contracts/basket';
import { useShop } from '../../app/shop-context';
import { fetchQuote } from './api';

export type QuoteState =
  | { status: 'loading'; quote: DesignerQuote | null }
  | { status: 'ok'; quote: DesignerQuote }
  | { status: 'error'; quote: null; message: string | undefined };

const QUOTE_DELAY_MS = 250;

export function useQuote(
  path: DesignerPath,
  params: DesignerQueryParams,
  design: Design | undefined,
): QuoteState {
  const shop = useShop();
  const [state, setState] = useState<QuoteState>({ status: 'loading', quote: null });
  const key = JSON.stringify({ path, params, design });
  const last = useRef<DesignerQuote | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', quote: last.current });
    const request = JSON.parse(key) as { path: DesignerPath; params: DesignerQueryParams; design?: Design };
    const timer = setTimeout(() => {
      fetchQuote(shop, request, controller.signal)
        .then((outcome) => {
          if (controller.signal.aborted) return;
          if (outcome.ok) {
            last.current = outcome.body.quote;
            setState({ status: 'ok', quote: outcome.body.quote });
          } else setState({ status: 'error', quote: null, message: outcome.message });
        })
        .catch(() => undefined);
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, shop]);

  return state;
}
