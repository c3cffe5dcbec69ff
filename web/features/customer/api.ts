/**
 * The browser side of the customer APIs (SPEC 7): JSON, same-origin credentials (the HttpOnly
 * session cookie), X-Channel and X-Locale. Every answer becomes an ApiResult; the error shape is
 * DESIGN's `{ error: { code, message, fields? } }` — SPEC 7's payload.errors are its `fields`
 * and message.text its `message`.
 */
import type { Channel, Market } from '../../../shared/markets';
import { apiUrl } from '../../../shared/routing/api-base';

export interface ApiTarget {
  channel: Channel;
  market: Market;
  /** Development only: another backend's origin (SPEC 4/5, shared/routing/api-base.ts). */
  apiBase?: string | undefined;
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      /** 0 when the request did not reach the server. */
      status: number;
      code: string;
      message: string;
      fields: Record<string, string>;
    };

export async function callApi<T>(
  target: ApiTarget,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  init: { referrer?: string; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(target.apiBase ?? '', path), {
      method,
      // Another backend (QA) needs its own session cookie, sent cross-origin.
      credentials: target.apiBase ? 'include' : 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-Channel': target.channel,
        'X-Locale': target.market,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(init.referrer ? { referrer: init.referrer } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
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
  if (error && typeof error.fields === 'object' && error.fields !== null) {
    for (const [name, value] of Object.entries(error.fields)) {
      if (typeof value === 'string') fields[name] = value;
    }
  }
  return {
    ok: false,
    status: response.status,
    code: typeof error?.code === 'string' ? error.code : 'error',
    message: typeof error?.message === 'string' ? error.message : '',
    fields,
  };
}

export const CUSTOMER_API = {
  data: '/web-api/customer-data',
  login: '/web-api/customer-login',
  signUp: '/web-api/customer-signup',
  logout: '/web-api/customer-logout',
  passwordReset: '/web-api/customer-password-reset',
  passwordChange: '/web-api/customer-password-change',
  emailChange: '/web-api/customer-email-change',
  emailConfirm: '/web-api/customer-email-confirm',
  emailVerify: '/web-api/customer-email-verify',
  verificationResend: '/web-api/customer-verification-resend',
  account: '/web-api/customer-account',
  newsletter: '/web-api/customer-newsletter',
  sessionsEnd: '/web-api/customer-sessions-end',
  whitelabel: '/whitelabel/switch',
  wishlist: '/web-api/wishlist',
} as const;
