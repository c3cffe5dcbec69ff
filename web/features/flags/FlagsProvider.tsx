import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  type CalculatorVariants,
  calculatorVariants,
  type Experiment,
  type FlagLogger,
  type FlagsBootstrap,
  flagName,
  flagsOfPage,
  type MonitoringRecord,
  type Treatment,
  wandbilderRows,
} from '../../../shared/flags';
import type { LogLevel } from '../../../shared/tracking';
import { pageEvents } from '../../app/page-events';
import { useConsent } from '../consent/ConsentProvider';
import { clientLog } from '../tracking/logger';
import type { SessionAnalyticsQueue } from '../tracking/session-analytics';
import type { SplitBrowserModule } from './browser-sdk';
import { createFlagStore, type FlagSnapshot, type FlagStore, type SessionStore } from './flag-store';
import { syncUserKey, userKeyStep } from './user-key-sync';

interface FlagsContextValue {
  store: FlagStore;
  bootstrap: FlagsBootstrap;
}

const FlagsContext = createContext<FlagsContextValue | null>(null);

export interface FlagsProviderProps {
  /** The server's evaluation (Bootstrap.flags): rendered as is on the server and while hydrating. */
  bootstrap: FlagsBootstrap;
  /** The router basename (market prefix and /d), stripped before path triggers are matched. */
  basename: string;
  isBot: boolean;
  /** tracking=0 (TrackingBootstrap.trackingDisabled): no browser SDK, so no impressions or events. */
  trackingDisabled?: boolean;
  /** The client log level (TrackingBootstrap.logLevel), also given to the browser SDK. */
  logLevel?: LogLevel;
  log?: FlagLogger;
  /** For tests: another session store, analytics queue or SDK module. */
  storage?: SessionStore | null;
  analytics?: SessionAnalyticsQueue;
  loadSdk?: () => Promise<SplitBrowserModule>;
  onMonitoring?: (record: MonitoringRecord) => void;
  children: ReactNode;
}

/**
 * The session-analytics queue, loaded with its first event: evaluations are only forwarded once
 * the browser SDK runs (after consent), so no page needs that code to hydrate.
 */
function deferredSessionAnalytics(): Pick<SessionAnalyticsQueue, 'push'> {
  let load: Promise<SessionAnalyticsQueue> | undefined;
  return {
    push(event) {
      load ??= import('../tracking/session-analytics').then((m) => m.sessionAnalytics());
      void load.then((queue) => queue.push(event));
      return true;
    },
  };
}

function browserSessionStorage(): SessionStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function pathBelow(basename: string, pathname: string): string {
  const base = basename === '/' ? '' : basename.replace(/\/$/, '');
  if (base && (pathname === base || pathname.startsWith(`${base}/`)))
    return pathname.slice(base.length) || '/';
  return pathname;
}

/**
 * The page's flags. Treatments come from the server's bootstrap, so the first render in the
 * browser equals the server's HTML. After hydration, with consent granted and not for bots, the
 * browser SDK is loaded (its own chunk) with the same user key: it records what the page uses
 * (impressions, forwarded to session analytics as split_evaluation) and tracks events.
 */
export function FlagsProvider({
  bootstrap,
  basename,
  isBot,
  trackingDisabled = false,
  logLevel = 'NONE',
  log = clientLog,
  storage,
  analytics,
  loadSdk,
  onMonitoring,
  children,
}: FlagsProviderProps) {
  const [store] = useState(() =>
    createFlagStore({
      bootstrap,
      log,
      storage: storage === undefined ? browserSessionStorage() : storage,
      analytics: analytics ?? (typeof window === 'undefined' ? undefined : deferredSessionAnalytics()),
      ...(onMonitoring ? { onMonitoring } : {}),
    }),
  );
  const { status: consent } = useConsent();
  const { channel } = bootstrap;

  // Page starts: the first page once hydrated, then every client navigation.
  useEffect(() => {
    store.startPage({ path: pathBelow(basename, location.pathname), search: location.search });
    return pageEvents.on('page-loading-end', ({ path, routes = [] }) => {
      const below = pathBelow(basename, path);
      // The new page's flags are decided before it renders, so its variant is the one recorded.
      store.startPage({ path: below, search: location.search, flags: flagsOfPage(channel, below, routes) });
    });
  }, [store, basename, channel]);

  useEffect(() => {
    store.setConsent(consent);
  }, [store, consent]);

  // The user key follows the choice at once (issue 18): a page before consent came without one.
  const [splitKey, setSplitKey] = useState(bootstrap.splitKey);
  const holdsKey = useRef(bootstrap.splitKey !== null);
  const latestConsent = useRef(consent);
  useEffect(() => {
    latestConsent.current = consent;
    const step = userKeyStep(consent, holdsKey.current, isBot);
    if (!step) return;
    holdsKey.current = step === 'request';
    if (step === 'delete') setSplitKey(null);
    void syncUserKey(consent).then((key) => {
      // A key that arrives after the shopper changed their mind again is not used.
      if (step === 'request' && key && latestConsent.current === 'granted') setSplitKey(key);
    });
  }, [consent, isBot]);

  // The browser SDK: only after hydration, never for bots or with tracking=0, only with consent
  // and a user key. Once started it stays; declining stops its sending and clears its queues.
  const wantsSdk =
    !isBot && !trackingDisabled && consent === 'granted' && bootstrap.sdk !== null && splitKey !== null;
  const [sdkKey, setSdkKey] = useState<string | null>(null);
  useEffect(() => {
    if (wantsSdk) setSdkKey(splitKey);
  }, [wantsSdk, splitKey]);
  useEffect(() => {
    if (!sdkKey) return;
    let stopped = false;
    let destroy: (() => Promise<void>) | null = null;
    // The SDK glue is a chunk of its own: most visits never consent, and none needs it to hydrate.
    void import('./browser-sdk')
      .then(({ startBrowserSdk }) =>
        startBrowserSdk({
          bootstrap: { ...bootstrap, splitKey: sdkKey },
          consent: 'granted',
          log,
          logLevel,
          onImpression: (impression) => store.onImpression(impression),
          ...(loadSdk ? { load: loadSdk } : {}),
        }),
      )
      .then((client) => {
        if (!client) return;
        if (stopped) return void client.destroy();
        destroy = () => client.destroy();
        store.attachSdk(client);
      });
    return () => {
      stopped = true;
      void destroy?.();
    };
  }, [sdkKey, bootstrap, log, logLevel, loadSdk, store]);

  const [value] = useState<FlagsContextValue>(() => ({ store, bootstrap }));
  return <FlagsContext.Provider value={value}>{children}</FlagsContext.Provider>;
}

function useFlagsContext(): FlagsContextValue {
  const context = useContext(FlagsContext);
  if (!context) throw new Error('flag hooks need a FlagsProvider');
  return context;
}

export function useFlagStore(): FlagStore {
  return useFlagsContext().store;
}

/** The whole flag snapshot (debug panel). */
export function useFlagSnapshot(): FlagSnapshot {
  const store = useFlagStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/**
 * The treatment of a flag on this page; "control" for flags the page does not know. Using it
 * records the flag in the page's flag state and, with the browser SDK running, an impression.
 */
export function useTreatment(flag: string): Treatment {
  const store = useFlagStore();
  const treatment = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().treatments[flag] ?? 'control',
    () => store.getServerSnapshot().treatments[flag] ?? 'control',
  );
  // The page number is never rendered, only a cue for the effect below: hydration may read the
  // current one. With a fixed server value (0), every island hydrating after the first page start
  // saw a changed snapshot and was rendered again at once, synchronously, right after hydrating.
  const currentPage = () => store.getSnapshot().page;
  const page = useSyncExternalStore(store.subscribe, currentPage, currentPage);
  useEffect(() => {
    // Once per page: the state is cleared at each page start, so a page change exposes again.
    void page;
    store.expose(flag);
  }, [store, flag, page]);
  return treatment;
}

/** The treatment of an experiment for the page's brand (its flag name carries the brand prefix). */
export function useExperiment(experiment: Experiment): Treatment {
  return useTreatment(flagName(useFlagsContext().bootstrap.channel, experiment));
}

/** SPEC 2: the wandbilder flyout's rows (two when its experiment is on). */
export function useWandbilderRows(): 1 | 2 {
  const { bootstrap } = useFlagsContext();
  const treatment = useExperiment('wandbilder_flyout');
  return wandbilderRows(() => treatment, bootstrap.channel);
}

/** SPEC 4: the calculator variants for a page whose content story has these tags. */
export function useCalculatorVariants(contentTags: readonly string[]): CalculatorVariants {
  const { bootstrap } = useFlagsContext();
  const treatments: Record<string, Treatment> = {
    [flagName(bootstrap.channel, 'calculator_redesign')]: useExperiment('calculator_redesign'),
    [flagName(bootstrap.channel, 'calculator_nudging')]: useExperiment('calculator_nudging'),
    [flagName(bootstrap.channel, 'calculator_portrait')]: useExperiment('calculator_portrait'),
    [flagName(bootstrap.channel, 'calculator_canvas_redesign')]: useExperiment('calculator_canvas_redesign'),
  };
  return calculatorVariants((flag) => treatments[flag] ?? 'control', bootstrap.channel, contentTags);
}

/** Sends a flag event (e.g. a conversion) through the browser SDK; false without consent or SDK. */
export function useFlagTrack(): FlagStore['track'] {
  return useFlagStore().track;
}
