import { useAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { WishlistItem, WishlistTheme } from '../../../shared/customer/customer-data';
import type { RootData } from '../../app/root-loader';
import { useShop } from '../../app/shop-context';
import { clientLog } from '../tracking/logger';
import { type ApiTarget, CUSTOMER_API, callApi } from './api';
import { wishlistAtom, withTheme } from './customer-store';
import './customer.css';

type Items = { items: WishlistItem[] };

/** The list as the page keeps it: the ids in order, and what the API knows of each design. */
function stateOf(items: readonly WishlistItem[]) {
  const themes: Record<string, WishlistTheme> = {};
  for (const item of items) if (item.theme) themes[item.themeId] = item.theme;
  return { status: 'ready' as const, themeIds: items.map((i) => i.themeId), themes };
}

/** Whether the channel has a wishlist: its setting wishlistAvailable, read by the root loader. */
export function useWishlistAvailable(): boolean {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return root?.wishlistAvailable === true;
}

type Store = ReturnType<typeof useStore>;

/**
 * Asks for the wishlist unless it is loaded or on its way; false when it did not ask. Every heart
 * of a listing runs its effect in the same commit, each with the status of its own render: the
 * store's current status lets only the first one ask.
 */
export function loadWishlistOnce(store: Store, target: ApiTarget): boolean {
  if (store.get(wishlistAtom).status !== 'idle') return false;
  store.set(wishlistAtom, { status: 'loading', themeIds: [] });
  void callApi<Items>(target, 'GET', CUSTOMER_API.wishlist).then((result) => {
    if (result.ok) store.set(wishlistAtom, stateOf(result.data.items));
    else {
      clientLog.error('wishlist failed', { status: result.status });
      store.set(wishlistAtom, { status: 'failed', themeIds: [] });
    }
  });
  return true;
}

/** Loads the wishlist once per page (and again after log-in, which merges the anonymous list). */
export function useWishlist() {
  const shop = useShop();
  const store = useStore();
  const [state, setState] = useAtom(wishlistAtom);
  const available = useWishlistAvailable();
  const target: ApiTarget = { channel: shop.channel, market: shop.market, apiBase: shop.apiBase };

  const idle = state.status === 'idle';
  useEffect(() => {
    if (available && idle)
      loadWishlistOnce(store, { channel: shop.channel, market: shop.market, apiBase: shop.apiBase });
  }, [available, idle, store, shop.channel, shop.market, shop.apiBase]);

  const toggle = async (themeId: string, on: boolean): Promise<boolean> => {
    const before = state;
    setState((s) => withTheme(s, themeId, on));
    const result = on
      ? await callApi<Items>(target, 'POST', CUSTOMER_API.wishlist, { themeId })
      : await callApi<Items>(target, 'DELETE', `${CUSTOMER_API.wishlist}/${encodeURIComponent(themeId)}`);
    if (!result.ok) {
      clientLog.error('wishlist change failed', { status: result.status, code: result.code });
      setState(before);
      return false;
    }
    // The answer is the whole list: the server's word, designs included.
    if (Array.isArray(result.data?.items)) setState(stateOf(result.data.items));
    return true;
  };

  return { available, state, toggle };
}

/** The heart on a theme (cards channel only): adds it to the wishlist or removes it. */
export function WishlistButton({ themeId, title }: { themeId: string; title?: string }) {
  const { t } = useTranslation();
  const { available, state, toggle } = useWishlist();
  if (!available) return null;
  const on = state.themeIds.includes(themeId);
  const label = on
    ? t('customer.wishlist.remove', { title: title ?? themeId })
    : t('customer.wishlist.add', { title: title ?? themeId });
  return (
    <button
      type="button"
      className={`wishlist-button${on ? ' wishlist-button--on' : ''}`}
      aria-pressed={on}
      aria-label={label}
      title={label}
      disabled={state.status === 'loading'}
      data-testid="wishlist-button"
      onClick={() => void toggle(themeId, !on)}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.5 1.1 4.3 2.5h2.4C14 6.1 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
