/**
 * What the chrome needs from the rest of the shop, given once by the layout: the customer (from
 * the customer feature; anonymous until then), callbacks into dialogs of other features, the
 * feature-flag lookup, banner dismissals read from the request's cookies and the request time.
 * Everything has a default, so ChromeTop and ChromeBottom also render without a provider.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ChromeDismissals } from '../../../shared/chrome/dismissals';
import { ANONYMOUS_CUSTOMER, type ChromeCustomer } from '../../../shared/chrome/header';
import type { FlagTreatment } from '../../../shared/content/story-types';

export type { ChromeCustomer, ChromeDismissals, FlagTreatment };

export interface ChromeLog {
  error(message: string, detail?: Record<string, unknown>): void;
}

export interface ChromeSettings {
  customer: ChromeCustomer;
  /** Logged out, the account item calls this (the log-in dialog); without it, it links to the account page. */
  onAccountClick?: () => void;
  /** The whitelabel bar's switch (POST /whitelabel/switch); without it the bar only informs. */
  onWhitelabelToggle?: () => void;
  /**
   * The flags feature's treatment hook (it may call hooks, e.g. to record the impression); default:
   * every flag "control" (SPEC 8). Pass a stable function: it is called as a hook on every render.
   */
  useTreatment: (flag: string) => FlagTreatment;
  /**
   * Banners closed, read from the request's cookies with chromeDismissalsOf() on the server and
   * passed to the browser in the bootstrap data: dismissed banners are then never rendered. The
   * browser never reads the cookie again; undefined (tests, stories): none closed.
   */
  dismissals?: ChromeDismissals;
  /** The request time (epoch ms), the same on server and browser, for end dates during render. */
  now?: number;
  log: ChromeLog;
  /** A header item of another feature, shown before the cart (the wishlist's heart). Pass a stable element. */
  headerExtra?: ReactNode;
}

const consoleLog: ChromeLog = {
  error(message, detail) {
    console.error(message, detail ?? {});
  },
};

export const DEFAULT_CHROME_SETTINGS: ChromeSettings = {
  customer: ANONYMOUS_CUSTOMER,
  useTreatment: () => 'control',
  log: consoleLog,
};

const ChromeContext = createContext<ChromeSettings>(DEFAULT_CHROME_SETTINGS);

export type ChromeProviderProps = Partial<ChromeSettings> & { children: ReactNode };

export function ChromeProvider({
  children,
  customer,
  onAccountClick,
  onWhitelabelToggle,
  useTreatment,
  dismissals,
  now,
  log,
  headerExtra,
}: ChromeProviderProps) {
  const value = useMemo<ChromeSettings>(
    () => ({
      customer: customer ?? ANONYMOUS_CUSTOMER,
      useTreatment: useTreatment ?? DEFAULT_CHROME_SETTINGS.useTreatment,
      log: log ?? consoleLog,
      ...(onAccountClick ? { onAccountClick } : {}),
      ...(onWhitelabelToggle ? { onWhitelabelToggle } : {}),
      ...(dismissals ? { dismissals } : {}),
      ...(now !== undefined ? { now } : {}),
      ...(headerExtra ? { headerExtra } : {}),
    }),
    [customer, onAccountClick, onWhitelabelToggle, useTreatment, dismissals, now, log, headerExtra],
  );
  return <ChromeContext.Provider value={value}>{children}</ChromeContext.Provider>;
}

export function useChrome(): ChromeSettings {
  return useContext(ChromeContext);
}

/** A flag's treatment for the chrome's experiments; "control" unless the flags feature says otherwise. */
export function useChromeTreatment(flag: string): FlagTreatment {
  const { useTreatment } = useChrome();
  return useTreatment(flag);
}
