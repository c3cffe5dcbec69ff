import type * as SplitBrowser from '@splitsoftware/splitio/client';
import {
  FLAG_ERRORS,
  type FlagLogger,
  type FlagsBootstrap,
  type ImpressionLike,
  SDK_SCHEDULER,
  SDK_STARTUP,
  TRAFFIC_TYPE,
  type Treatment,
  toTreatment,
  validateFlagName,
  validateTrackEvent,
} from '../../../shared/flags';
import { type ConsentStatus, type LogLevel, toSplitConsent } from '../../../shared/tracking';

export type SplitBrowserModule = typeof SplitBrowser;
type BrowserSdk = ReturnType<SplitBrowserModule['SplitFactory']>;

/** SPEC 4: the browser SDK's readiness, as on the server. */
export type BrowserSdkStatus =
  | 'initialising'
  | 'cache-loaded'
  | 'ready'
  | 'updated'
  | 'timed-out'
  | 'destroyed';

export interface BrowserFlagClient {
  status(): BrowserSdkStatus;
  /** Resolves when ready or timed out; never rejects. */
  whenReady(): Promise<BrowserSdkStatus>;
  /** One evaluation (it produces an impression); control where the SDK has none (logged). */
  evaluate(flag: string): Treatment;
  track(eventType: string, value?: number, properties?: Record<string, unknown>): boolean;
  /** Declining stops the SDK sending and clears its queues (the SDK's UserConsent). */
  setConsent(status: ConsentStatus): void;
  destroy(): Promise<void>;
}

export interface StartBrowserSdkOptions {
  bootstrap: FlagsBootstrap;
  consent: ConsentStatus;
  log: FlagLogger;
  logLevel: LogLevel;
  onImpression(impression: ImpressionLike): void;
  /** How the SDK module is loaded; by default a separate chunk fetched only now. */
  load?: () => Promise<SplitBrowserModule>;
}

/** The browser build of the SDK, as its own chunk: pages load it only after hydration. */
export const loadSplitBrowser = (): Promise<SplitBrowserModule> => import('@splitsoftware/splitio/client');

/**
 * Starts the browser SDK for the page's user key, the same key the server evaluated for. In
 * localhost mode it gets the server's treatments as its features, so both sides agree. Returns
 * null (logged) when there is nothing to start: no key, no SDK settings, or the chunk failed.
 */
export async function startBrowserSdk(options: StartBrowserSdkOptions): Promise<BrowserFlagClient | null> {
  const { bootstrap, log } = options;
  if (!bootstrap.sdk) return null;
  if (!bootstrap.splitKey) {
    log.error(FLAG_ERRORS.emptyKey, { where: 'browser' });
    return null;
  }
  let sdk: BrowserSdk;
  try {
    const { SplitFactory } = await (options.load ?? loadSplitBrowser)();
    const localhost = bootstrap.sdk.authorizationKey === 'localhost';
    const features: Record<string, string> = {};
    if (localhost)
      for (const [flag, treatment] of Object.entries(bootstrap.treatments))
        if (treatment !== 'control') features[flag] = treatment;
    sdk = SplitFactory({
      core: { authorizationKey: bootstrap.sdk.authorizationKey, key: bootstrap.splitKey },
      ...(localhost ? { features } : {}),
      startup: SDK_STARTUP,
      scheduler: SDK_SCHEDULER,
      userConsent: toSplitConsent(options.consent),
      debug: options.logLevel,
      impressionListener: { logImpression: (data) => options.onImpression(data.impression) },
    });
  } catch (error) {
    log.error(FLAG_ERRORS.initFailed, { where: 'browser', reason: String(error) });
    return null;
  }

  const client = sdk.client();
  let status: BrowserSdkStatus = 'initialising';
  let settle: (value: BrowserSdkStatus) => void = () => {};
  const readiness = new Promise<BrowserSdkStatus>((resolve) => {
    settle = resolve;
  });
  client.on(client.Event.SDK_READY_FROM_CACHE, () => {
    if (status === 'initialising' || status === 'timed-out') status = 'cache-loaded';
  });
  client.on(client.Event.SDK_READY, () => {
    status = 'ready';
    settle(status);
  });
  client.on(client.Event.SDK_UPDATE, () => {
    if (status !== 'destroyed') status = 'updated';
  });
  client.on(client.Event.SDK_READY_TIMED_OUT, () => {
    if (status === 'initialising') status = 'timed-out';
    log.error(FLAG_ERRORS.timedOut, { where: 'browser' });
    settle(status);
  });

  return {
    status: () => status,
    whenReady: () => readiness,
    evaluate(flag) {
      if (status === 'destroyed') {
        log.error(FLAG_ERRORS.clientEmpty, { where: 'browser' });
        return 'off';
      }
      const name = validateFlagName(flag);
      if (!name.ok) {
        log.warn(FLAG_ERRORS.unknownFlag, { reason: name.error });
        return 'control';
      }
      if (status === 'initialising' || status === 'timed-out') log.warn(FLAG_ERRORS.notReady, { status });
      return toTreatment(name.value, client.getTreatment(name.value), log);
    },
    track(eventType, value, properties) {
      if (status === 'destroyed') {
        log.error(FLAG_ERRORS.clientEmpty, { where: 'browser' });
        return false;
      }
      const checked = validateTrackEvent({
        key: bootstrap.splitKey,
        trafficType: TRAFFIC_TYPE,
        eventType,
        value,
        properties,
      });
      if (!checked.ok) {
        log.error(FLAG_ERRORS.invalidEvent, { reason: checked.error });
        return false;
      }
      for (const warning of checked.warnings) log.warn(warning, { eventType });
      const sent = client.track(
        checked.value.trafficType,
        checked.value.eventType,
        checked.value.value,
        checked.value.properties,
      );
      if (!sent) log.error(FLAG_ERRORS.trackFailed, { eventType });
      return sent;
    },
    setConsent(consent) {
      if (consent !== 'unknown') sdk.UserConsent.setStatus(consent === 'granted');
    },
    async destroy() {
      if (status === 'destroyed') return;
      status = 'destroyed';
      settle(status);
      await sdk.destroy();
    },
  };
}
