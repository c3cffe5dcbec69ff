import {
  addFeature,
  createTreatmentRecorder,
  type DecidedTreatment,
  effectiveTreatment,
  type FeatureTreatment,
  type FlagLogger,
  type FlagState,
  type FlagsBootstrap,
  flagsOfChannel,
  flagsTriggeredByPath,
  IMPRESSION_DEDUPE,
  type ImpressionLike,
  isDecided,
  type MonitoringRecord,
  monitoringForKey,
  type Overrides,
  overridesFromQuery,
  parseMonitoring,
  parseRecorded,
  type SplitEvaluationEvent,
  startPageState,
  type Treatment,
  type TreatmentRecorder,
  toSplitEvaluation,
  withFlag,
  withStory,
} from '../../../shared/flags';
import type { ConsentStatus } from '../../../shared/tracking';
import type { BrowserFlagClient, BrowserSdkStatus } from './browser-sdk';

/** Where a page's treatment came from, for the debug panel. */
export type TreatmentSource = 'server' | 'override' | 'sdk' | 'control';

export interface FlagSnapshot {
  /** The treatment of every flag of the channel on this page (overrides applied). */
  treatments: Readonly<Record<string, Treatment>>;
  sources: Readonly<Record<string, TreatmentSource>>;
  overrides: Readonly<Overrides>;
  /** SPEC 3: the pairs this page used, plus its story; cleared at each page start. */
  state: FlagState;
  /** Increases at each page start. */
  page: number;
  sdk: BrowserSdkStatus | 'not-loaded';
  monitoring: MonitoringRecord;
}

export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface FlagStoreOptions {
  bootstrap: FlagsBootstrap;
  log: FlagLogger;
  /** sessionStorage in the browser; null on the server and where storage is blocked. */
  storage?: SessionStore | null;
  /** The session-analytics queue that gets split_evaluation events. */
  analytics?: { push(event: SplitEvaluationEvent): boolean };
  /** Gets the monitoring record each time it changes (e.g. for an error monitor's context). */
  onMonitoring?: (record: MonitoringRecord) => void;
}

export interface FlagStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): FlagSnapshot;
  /** The snapshot the server rendered with; hydration uses it, so the HTML matches. */
  getServerSnapshot(): FlagSnapshot;
  /**
   * The page used this flag: recorded in the flag state and, with an SDK, evaluated when the page
   * renders a decided treatment (the impression of what the shopper sees).
   */
  expose(flag: string): void;
  /**
   * A new page starts (client navigation, or the first page after hydration): the flag state is
   * cleared, overrides are read from the new query, the flags the new page renders (`flags`, and
   * the path's triggered ones, SPEC 2: /posterdruck) that no page decided yet are decided by the
   * SDK now, before the page renders, and the triggered flags are exposed.
   */
  startPage(page: { path: string; search: string; story?: string | null; flags?: readonly string[] }): void;
  setStory(story: string | null): void;
  attachSdk(client: BrowserFlagClient): void;
  /** The SDK's impression listener: forwarded as split_evaluation (deduplicated). */
  onImpression(impression: ImpressionLike): void;
  setConsent(status: ConsentStatus): void;
  track(eventType: string, value?: number, properties?: Record<string, unknown>): boolean;
}

export const RECORDED_STORAGE_PREFIX = 'shop.flags.recorded.';
export const MONITORING_STORAGE_KEY = 'shop.flags.monitoring';

function read(storage: SessionStore | null | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: SessionStore | null | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or blocked: stickiness then holds for this page only.
  }
}

export function createFlagStore(options: FlagStoreOptions): FlagStore {
  const { bootstrap, log, storage } = options;
  const flags = flagsOfChannel(bootstrap.channel);
  const key = bootstrap.splitKey;

  const recorder: TreatmentRecorder = createTreatmentRecorder({
    initial: key ? parseRecorded(read(storage, `${RECORDED_STORAGE_PREFIX}${key}`)) : {},
    log,
    scope: 'session',
    onRecord: (snapshot) => {
      if (key) write(storage, `${RECORDED_STORAGE_PREFIX}${key}`, JSON.stringify(snapshot));
    },
  });

  /** The decided treatments of this browser page; they never change between client navigations. */
  const decided = new Map<string, DecidedTreatment>();
  const sdkSourced = new Set<string>();
  for (const flag of flags) {
    const treatment = bootstrap.treatments[flag];
    if (isDecided(treatment)) {
      decided.set(flag, treatment);
      // The server's value is rendered regardless; a conflicting session record is logged.
      recorder.record(flag, treatment);
    }
  }

  let overrides: Overrides = { ...bootstrap.overrides };
  let client: BrowserFlagClient | null = null;
  let consent: ConsentStatus = 'unknown';
  const exposedAtSdk = new Set<string>();
  const forwarded = new Set<string>();
  const listeners = new Set<() => void>();

  const build = (previous: Omit<FlagSnapshot, 'treatments' | 'sources' | 'overrides'>): FlagSnapshot => {
    const treatments: Record<string, Treatment> = {};
    const sources: Record<string, TreatmentSource> = {};
    for (const flag of flags) {
      const override = overrides[flag];
      const value = decided.get(flag);
      treatments[flag] = override ?? value ?? 'control';
      sources[flag] = override ? 'override' : value ? (sdkSourced.has(flag) ? 'sdk' : 'server') : 'control';
    }
    return { ...previous, treatments, sources, overrides: { ...overrides } };
  };

  let monitoring = monitoringForKey(parseMonitoring(read(storage, MONITORING_STORAGE_KEY)), key, log);
  const serverSnapshot: FlagSnapshot = {
    treatments: Object.fromEntries(flags.map((f) => [f, effectiveTreatment(bootstrap, f)])),
    sources: Object.fromEntries(
      flags.map((f): [string, TreatmentSource] => [
        f,
        bootstrap.overrides[f] ? 'override' : isDecided(bootstrap.treatments[f]) ? 'server' : 'control',
      ]),
    ),
    overrides: { ...bootstrap.overrides },
    state: startPageState(),
    page: 0,
    sdk: 'not-loaded',
    monitoring,
  };
  let snapshot = serverSnapshot;

  const publish = (next: FlagSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const setMonitoring = (next: MonitoringRecord) => {
    if (next === monitoring) return;
    monitoring = next;
    write(storage, MONITORING_STORAGE_KEY, JSON.stringify(next));
    options.onMonitoring?.(next);
  };

  const sdkUsable = (): boolean => {
    const status = client?.status();
    return status !== undefined && status !== 'initialising' && status !== 'destroyed';
  };

  /**
   * Asks the SDK about a flag the page renders with a decided treatment (the impression of what
   * the shopper sees) and keeps the answer sticky. A flag the page shows as control (undecided,
   * or overridden) is not asked: its impression would count a variant nobody saw (issue 24).
   */
  const evaluateAtSdk = (flag: string) => {
    if (!client || !decided.has(flag) || overrides[flag] || exposedAtSdk.has(flag) || !sdkUsable()) return;
    exposedAtSdk.add(flag);
    recorder.record(flag, client.evaluate(flag));
  };

  /** A flag the new page renders and no page decided yet: the SDK decides it before it renders. */
  const decideForPage = (flag: string) => {
    if (!client || decided.has(flag) || overrides[flag] || !flags.includes(flag) || !sdkUsable()) return;
    exposedAtSdk.add(flag);
    const kept = recorder.record(flag, client.evaluate(flag));
    if (isDecided(kept)) {
      decided.set(flag, kept);
      sdkSourced.add(flag);
    }
  };

  const expose = (flag: string) => {
    if (!flags.includes(flag)) {
      log.warn('flags: a page used a flag of another brand or an unknown flag', { flag });
      return;
    }
    const treatment = snapshot.treatments[flag] ?? 'control';
    const state = addFeature(snapshot.state, flag, treatment);
    setMonitoring(withFlag(monitoring, flag, treatment));
    evaluateAtSdk(flag);
    if (state !== snapshot.state || snapshot.monitoring !== monitoring)
      publish({ ...snapshot, state, monitoring });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => serverSnapshot,
    expose,
    startPage({ path, search, story = null, flags: pageFlags = [] }) {
      exposedAtSdk.clear();
      overrides = overridesFromQuery(search, flags, log);
      const triggered = flagsTriggeredByPath(bootstrap.channel, path);
      for (const flag of new Set([...pageFlags, ...triggered])) decideForPage(flag);
      publish(
        build({ state: startPageState(story), page: snapshot.page + 1, sdk: snapshot.sdk, monitoring }),
      );
      for (const flag of triggered) expose(flag);
    },
    setStory(story) {
      const state = withStory(snapshot.state, story);
      if (state !== snapshot.state) publish({ ...snapshot, state });
    },
    attachSdk(next) {
      client = next;
      client.setConsent(consent);
      publish({ ...snapshot, sdk: next.status() });
      void next.whenReady().then((status) => {
        if (client !== next) return;
        publish({ ...snapshot, sdk: status });
        // What the page used before the SDK was there is evaluated now, and nothing else: every
        // evaluation is an impression, and one for a flag the page does not render would count
        // a shopper who never saw the experiment (issue 24).
        for (const { feature } of snapshot.state.features) evaluateAtSdk(feature);
      });
    },
    onImpression(impression) {
      if (consent !== 'granted') return;
      const id = `${impression.keyName}|${impression.feature}|${impression.treatment}`;
      if (forwarded.has(id)) return;
      forwarded.add(id);
      if (forwarded.size > IMPRESSION_DEDUPE) {
        const oldest = forwarded.values().next().value;
        if (oldest !== undefined) forwarded.delete(oldest);
      }
      options.analytics?.push(toSplitEvaluation(impression));
    },
    setConsent(status) {
      consent = status;
      client?.setConsent(status);
      if (status === 'declined') forwarded.clear();
    },
    track(eventType, value, properties) {
      if (consent !== 'granted' || !client) {
        log.debug?.('flags: event not tracked without consent or SDK', { eventType });
        return false;
      }
      return client.track(eventType, value, properties);
    },
  };
}

export type { FeatureTreatment };
