/**
 * The browser side of the basket API (shared/contracts/basket.ts): JSON with the shop's X-Channel
 * and X-Locale, same-origin credentials (the HttpOnly basket and session cookies). Every answer is
 * an ApiResult, the server's translated message and field messages included.
 */
import type { Channel, Market } from '../../../shared/markets';
import { type ApiResult, callApi } from '../customer/api';

export interface BasketTarget {
  channel: Channel;
  market: Market;
  apiBase?: string | undefined;
}

/** The customer APIs' one request helper, with the basket's methods. */
export function basketApi<T>(
  target: BasketTarget,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  return callApi<T>(target, method, path, body);
}
