import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANONYMOUS_CUSTOMER_DATA,
  type CustomerData,
  parseCustomerData,
} from '../../../shared/customer/customer-data';
import type { LoginInput, SignUpInput } from '../../../shared/customer/forms';
import { useShop } from '../../app/shop-context';
import { dispatchDialogAtom } from '../dialogs/dialog-store';
import { clientLog } from '../tracking/logger';
import { type ApiResult, type ApiTarget, CUSTOMER_API, callApi } from './api';
import { type CustomerStatus, customerAtom, customerStatusAtom, wishlistAtom } from './customer-store';

/** What an action tells the form: done, or the text to show and the field messages (SPEC 8). */
export type ActionResult<T = undefined> =
  | { ok: true; data: T; message?: string }
  | { ok: false; message: string; fields: Record<string, string> };

export interface CustomerActions {
  logIn(input: LoginInput): Promise<ActionResult>;
  signUp(input: SignUpInput): Promise<ActionResult>;
  logOut(): Promise<ActionResult>;
  requestPasswordReset(email: string): Promise<ActionResult>;
  confirmPasswordReset(token: string, password: string): Promise<ActionResult>;
  toggleWhitelabel(): Promise<ActionResult>;
  /** Takes customer data from another answer (e.g. a password change). */
  setCustomer(data: CustomerData): void;
}

export interface CustomerContextValue extends CustomerActions {
  customer: CustomerData;
  status: CustomerStatus;
  target: ApiTarget;
}

const CustomerContext = createContext<CustomerContextValue | null>(null);

export function useCustomer(): CustomerContextValue {
  const value = useContext(CustomerContext);
  if (!value) throw new Error('useCustomer outside CustomerProvider');
  return value;
}

/** Query parameters of mailed links that carry one-time tokens (reset, e-mail change, newsletter). */
const LINK_TOKENS = ['resetToken', 'emailToken', 'verifyToken', 'token', 'unsubscribe'] as const;

/** customer-data's path (with the page's query) and referrer, without any link token. */
export function customerDataRequest(href: string): { path: string; referrer: string } {
  const page = new URL(href);
  for (const name of LINK_TOKENS) page.searchParams.delete(name);
  return { path: `${CUSTOMER_API.data}${page.search}`, referrer: page.href };
}

/** Reads and removes a one-time token from the address bar, so it is neither bookmarked nor shared. */
export function takeUrlToken(name: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const url = new URL(window.location.href);
  const token = url.searchParams.get(name) ?? undefined;
  if (token === undefined) return undefined;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

function failed(result: Extract<ApiResult<unknown>, { ok: false }>, fallback: string): ActionResult<never> {
  return { ok: false, message: result.message || fallback, fields: result.fields };
}

/**
 * Loads the customer data once after hydration (GET /web-api/customer-data with the page's query,
 * the page as referrer, the session cookie) and offers the actions of the dialogs. After log-in or
 * sign-up the answer replaces the customer, so the header shows the name without a reload.
 * A `?resetToken=` in the address opens the password-confirm dialog.
 */
export function CustomerProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const shop = useShop();
  const [customer, setCustomerState] = useAtom(customerAtom);
  const [status, setStatus] = useAtom(customerStatusAtom);
  const setWishlist = useSetAtom(wishlistAtom);
  const dispatchDialog = useSetAtom(dispatchDialogAtom);
  const target = useMemo<ApiTarget>(
    () => ({ channel: shop.channel, market: shop.market, apiBase: shop.apiBase }),
    [shop.channel, shop.market, shop.apiBase],
  );
  const started = useRef(false);

  const setCustomer = useCallback(
    (data: CustomerData) => {
      setCustomerState(data);
      // The server merged or switched the wishlist with the session: load it again when needed.
      setWishlist({ status: 'idle', themeIds: [] });
    },
    [setCustomerState, setWishlist],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Transitions: parts of the page may still be waiting for their code (ui/island.tsx), and an
    // urgent update would make React throw their server HTML away.
    startTransition(() => setStatus('loading'));
    // A link's one-time token goes only to the endpoint that spends it (issue 22.5): neither the
    // forwarded query nor the referrer of customer-data carries one.
    const token = takeUrlToken('resetToken');
    const request = customerDataRequest(window.location.href);
    void callApi<unknown>(target, 'GET', request.path, undefined, { referrer: request.referrer }).then(
      (result) => {
        startTransition(() => {
          if (result.ok) {
            setCustomerState(parseCustomerData(result.data));
            setStatus('ready');
          } else {
            clientLog.error('customer data failed', { status: result.status });
            setStatus('failed');
          }
        });
      },
    );
    if (token)
      dispatchDialog({ type: 'open', kind: 'password-confirm', props: { token }, options: { force: true } });
  }, [target, setCustomerState, setStatus, dispatchDialog]);

  const actions = useMemo<CustomerActions>(
    () => ({
      async logIn(input) {
        const result = await callApi<unknown>(target, 'POST', CUSTOMER_API.login, input);
        if (result.ok) {
          setCustomer(parseCustomerData(result.data));
          return { ok: true, data: undefined };
        }
        // SPEC 8: a 400 shows the server's text; anything else is logged and log-in-error shown.
        if (result.status === 400) return failed(result, t('customer.errors.log-in-error'));
        clientLog.error('log-in failed', { status: result.status, code: result.code });
        return { ok: false, message: t('customer.errors.log-in-error'), fields: {} };
      },
      async signUp(input) {
        const result = await callApi<unknown>(target, 'POST', CUSTOMER_API.signUp, input);
        if (result.ok) {
          setCustomer(parseCustomerData(result.data));
          return { ok: true, data: undefined };
        }
        if (result.status === 400) return failed(result, t('customer.errors.sign-up-error'));
        clientLog.error('sign-up failed', { status: result.status, code: result.code });
        return { ok: false, message: t('customer.errors.sign-up-error'), fields: {} };
      },
      async logOut() {
        const result = await callApi<unknown>(target, 'POST', CUSTOMER_API.logout);
        setCustomer(ANONYMOUS_CUSTOMER_DATA);
        if (!result.ok) clientLog.error('log-out failed', { status: result.status });
        return { ok: true, data: undefined };
      },
      async requestPasswordReset(email) {
        const result = await callApi<{ message?: string }>(target, 'POST', CUSTOMER_API.passwordReset, {
          email,
        });
        if (result.ok) return { ok: true, data: undefined, message: result.data?.message ?? '' };
        // SPEC 8: every failure is logged and its message returned.
        clientLog.error('password reset failed', { status: result.status, code: result.code });
        return failed(result, t('customer.errors.password-reset-error'));
      },
      async confirmPasswordReset(token, password) {
        const result = await callApi<unknown>(target, 'POST', CUSTOMER_API.passwordReset, {
          token,
          password,
        });
        if (result.ok) {
          setCustomer(parseCustomerData(result.data));
          return { ok: true, data: undefined };
        }
        clientLog.error('password reset failed', { status: result.status, code: result.code });
        return failed(result, t('customer.errors.password-reset-error'));
      },
      async toggleWhitelabel() {
        const result = await callApi<unknown>(target, 'POST', CUSTOMER_API.whitelabel, {});
        if (result.ok) {
          setCustomerState(parseCustomerData(result.data));
          return { ok: true, data: undefined };
        }
        clientLog.error('whitelabel switch failed', { status: result.status, code: result.code });
        return failed(result, t('customer.errors.generic'));
      },
      setCustomer,
    }),
    [target, t, setCustomer, setCustomerState],
  );

  const value = useMemo<CustomerContextValue>(
    () => ({ ...actions, customer, status, target }),
    [actions, customer, status, target],
  );
  return <CustomerContext.Provider value={value}>{children}</CustomerContext.Provider>;
}

/** The customer for components that may render outside the provider (tests, the chrome). */
export function useCustomerData(): CustomerData {
  return useAtomValue(customerAtom);
}
