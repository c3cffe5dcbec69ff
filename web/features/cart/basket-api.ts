/**
 * The browser side of the basket API (shared/contracts/basket.ts): JSON with the shop's X-Channel
 * and X-Locale, same-origin credentials (the HttpOnly basket and session cookies). Every answer is
 * an ApiResult, the server's translated message and field messages included.
 */
import type { Channel, Market } from '../../../shared/markets';
import { apiUrl } from '../../../shared/routing/api-base';
import type { ApiResult } from '../customer/api';

export interface BasketTarget {
  channel: Channel;
  market: Market;
  apiBase?: string | undefined;
}

export async function basketApi<T>(
  target: BasketTarget,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(target.apiBase ?? '', path), {
      method,
      credentials: target.apiBase ? 'include' : 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-Channel': target.channel,
        'X-Locale': target.market,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      code: 'network',
      message: error instanceof Error ? error.message : '',
      fields: {},
    };
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  const error = (payload as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)
    ?.error;
  const fields: Record<string, string> = {};
  if (error && typeof error.fields === 'object' && error.fields !== null)
    for (const [name, value] of Object.entries(error.fields))
      if (typeof value === 'string') fields[name] = value;
  return {
    ok: false,
    status: response.status,
    code: typeof error?.code === 'string' ? error.code : 'error',
    message: typeof error?.message === 'string' ? error.message : '',
    fields,
  };
}
