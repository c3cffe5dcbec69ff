import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  createTreatmentRecorder,
  FLAG_ERRORS,
  type FlagLogger,
  READY_TIMEOUT_MS,
  SDK_SCHEDULER,
  SDK_STARTUP,
  TRAFFIC_TYPE,
  type TreatmentRecorder,
  type Treatments,
  toTreatment,
  validateFlagName,
  validateKey,
  validateTrackEvent,
} from '../../shared/flags';
import type { ConsentStatus } from '../../shared/tracking';
import type { LogLevel } from '../../shared/tracking/log-levels';
import { type SplitAttributes, type SplitClient, type SplitSdk, splitFactory } from './split-sdk';

export const DEFAULT_FEATURES_FILE = join(import.meta.dirname, '..', '..', 'config', 'flags.yml');

/** SPEC 4: the SDK's readiness; "failed" and "off" mean there is no SDK behind the service. */
export type SdkReadiness =
  | 'initialising'
  | 'cache-loaded'
  | 'ready'
  | 'updated'
  | 'timed-out'
  | 'failed'
  | 'off'
  | 'destroyed';

export type FlagMode = 'localhost' | 'remote' | 'off';

export interface FlagServiceOptions {
  /**
   * SPLIT_SDK_KEY. Absent: localhost mode with `featuresFile`. Present: the real service; an
   * empty or blank key is logged (empty authorization key) and every flag is off.
   */
  sdkKey?: string | undefined;
  /** The localhost-mode YAML (default config/flags.yml). */
  featuresFile?: string;
  /** SPEC 9: 10 s. */
  readyTimeoutMs?: number;
  log: FlagLogger;
  /** The level of the SDK's own messages, which go to `log` (default WARN). */
  sdkLogLevel?: LogLevel;
  /** How many users' recorded treatments stay in memory for stickiness (default 10 000). */
  stickyUsers?: number;
  /** Remote mode: other Split endpoints (a Split proxy or synchronizer); default Split's own. */
  urls?: { sdk?: string; events?: string; auth?: string; streaming?: string; telemetry?: string };
  /** Localhost mode: how often the SDK rereads the YAML, in seconds (default 15). */
  localhostRefreshSeconds?: number;
}

export interface TrackRequest {
  key: string;
  eventType: string;
  value?: number;
  properties?: Record<string, unknown>;
  trafficType?: string;
}

export interface FlagService {
  readonly mode: FlagMode;
  status(): SdkReadiness;
  /** Resolves once the SDK is ready, has timed out or failed; never rejects. */
  ready(): Promise<SdkReadiness>;
  /**
   * The treatments of `flagNames` for a user key. Control where the SDK has none (logged);
   * "off" for every flag when the key is empty or there is no SDK (logged). A treatment once
   * evaluated for a user stays for that user (SPEC 4), a different later value is logged.
   */
  evaluate(userKey: string, flagNames: readonly string[], attributes?: SplitAttributes): Treatments;
  /** Sends a flag event, only with consent granted; invalid events and failures are logged. */
  track(event: TrackRequest, consent: ConsentStatus): boolean;
  /** Destroys the SDK (flushing what it queued); the service then answers "off". */
  close(): Promise<void>;
}

/** The SDK keys (or localhost files) with a live factory in this process. */
const live = new Set<string>();

const allOff = (flagNames: readonly string[]): Treatments =>
  Object.fromEntries(flagNames.map((name) => [name, 'off' as const]));

function offService(mode: FlagMode, status: SdkReadiness, log: FlagLogger): FlagService {
  return {
    mode,
    status: () => status,
    ready: async () => status,
    evaluate(userKey, flagNames) {
      log.error(FLAG_ERRORS.clientEmpty, { flags: flagNames.length, key: userKey ? 'set' : 'empty' });
      return allOff(flagNames);
    },
    track(event) {
      log.error(FLAG_ERRORS.clientEmpty, { eventType: String(event.eventType) });
      return false;
    },
    close: async () => {},
  };
}

/** Starts the Split SDK (localhost mode by default) behind the shop's flag rules. */
export function createFlagService(options: FlagServiceOptions): FlagService {
  const { log } = options;
  const localhost = options.sdkKey === undefined;
  const authorizationKey = localhost ? 'localhost' : (options.sdkKey ?? '').trim();
  const featuresFile = options.featuresFile ?? DEFAULT_FEATURES_FILE;
  const mode: FlagMode = localhost ? 'localhost' : 'remote';

  if (!authorizationKey) {
    log.error(FLAG_ERRORS.emptyAuthorizationKey);
    return offService('off', 'off', log);
  }
  const identity = localhost ? `localhost:${featuresFile}` : `key:${authorizationKey}`;
  if (live.has(identity)) {
    log.error(FLAG_ERRORS.alreadyInitialised, { mode });
    return offService('off', 'off', log);
  }
  if (localhost && !existsSync(featuresFile)) {
    log.error(FLAG_ERRORS.initFailed, { reason: 'features file not found', featuresFile });
    return offService(mode, 'failed', log);
  }

  const readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const sdkLogLevel = options.sdkLogLevel ?? 'WARN';
  let factory: SplitSdk;
  let client: SplitClient;
  try {
    factory = splitFactory({
      core: { authorizationKey },
      ...(localhost ? { features: featuresFile } : {}),
      ...(options.urls ? { urls: options.urls } : {}),
      startup: { ...SDK_STARTUP, readyTimeout: readyTimeoutMs / 1000 },
      scheduler: { ...SDK_SCHEDULER, offlineRefreshRate: options.localhostRefreshSeconds ?? 15 },
      debug: sdkLogLevel,
    });
    factory.Logger.setLogger({
      debug: (message: string) => log.debug?.(message),
      info: (message: string) => log.info(message),
      warn: (message: string) => log.warn(message),
      error: (message: string) => log.error(message),
    });
    client = factory.client();
  } catch (error) {
    log.error(FLAG_ERRORS.initFailed, { reason: String(error) });
    return offService(mode, 'failed', log);
  }
  live.add(identity);

  let status: SdkReadiness = 'initialising';
  let settle: (value: SdkReadiness) => void = () => {};
  const readiness = new Promise<SdkReadiness>((resolve) => {
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
    log.error(FLAG_ERRORS.timedOut, { timeoutMs: readyTimeoutMs });
    settle(status);
  });

  const stickyUsers = options.stickyUsers ?? 10_000;
  const recorders = new Map<string, TreatmentRecorder>();
  const recorderOf = (key: string): TreatmentRecorder => {
    let recorder = recorders.get(key);
    if (recorder) {
      // Least recently used goes first: re-inserting moves the key to the end.
      recorders.delete(key);
    } else {
      recorder = createTreatmentRecorder({ log, scope: key });
      if (recorders.size >= stickyUsers) {
        const oldest = recorders.keys().next().value;
        if (oldest !== undefined) recorders.delete(oldest);
      }
    }
    recorders.set(key, recorder);
    return recorder;
  };

  let closing: Promise<void> | null = null;
  const operational = () => status !== 'destroyed';

  return {
    mode,
    status: () => status,
    ready: () => (status === 'destroyed' ? Promise.resolve(status) : readiness),
    evaluate(userKey, flagNames, attributes) {
      if (!operational()) {
        log.error(FLAG_ERRORS.clientEmpty, { flags: flagNames.length });
        return allOff(flagNames);
      }
      const key = validateKey(userKey);
      if (!key.ok) {
        log.error(FLAG_ERRORS.emptyKey, { reason: key.error });
        return allOff(flagNames);
      }
      const names: string[] = [];
      const result: Treatments = {};
      for (const flag of flagNames) {
        const name = validateFlagName(flag);
        if (name.ok) names.push(name.value);
        else {
          log.warn(FLAG_ERRORS.unknownFlag, { reason: name.error });
          result[String(flag)] = 'control';
        }
      }
      if (names.length === 0) return result;
      if (status === 'initialising' || status === 'timed-out') log.warn(FLAG_ERRORS.notReady, { status });
      let raw: Record<string, string>;
      try {
        raw = client.getTreatments(key.value, names, attributes);
      } catch (error) {
        log.error(FLAG_ERRORS.clientEmpty, { reason: String(error) });
        return { ...result, ...allOff(names) };
      }
      const recorder = recorderOf(key.value);
      for (const name of names) result[name] = recorder.record(name, toTreatment(name, raw[name], log));
      return result;
    },
    track(event, consent) {
      if (consent !== 'granted') {
        log.debug?.('flags: event not tracked without consent', { eventType: String(event.eventType) });
        return false;
      }
      if (!operational()) {
        log.error(FLAG_ERRORS.clientEmpty, { eventType: String(event.eventType) });
        return false;
      }
      const checked = validateTrackEvent({ ...event, trafficType: event.trafficType ?? TRAFFIC_TYPE });
      if (!checked.ok) {
        log.error(FLAG_ERRORS.invalidEvent, { reason: checked.error });
        return false;
      }
      for (const warning of checked.warnings) log.warn(warning, { eventType: checked.value.eventType });
      const { key, trafficType, eventType, value, properties } = checked.value;
      let sent = false;
      try {
        sent = client.track(key, trafficType, eventType, value, properties);
      } catch (error) {
        log.error(FLAG_ERRORS.trackFailed, { eventType, reason: String(error) });
        return false;
      }
      if (!sent) log.error(FLAG_ERRORS.trackFailed, { eventType });
      return sent;
    },
    close() {
      if (!closing) {
        status = 'destroyed';
        settle(status);
        recorders.clear();
        closing = factory.destroy().finally(() => {
          live.delete(identity);
        });
      }
      return closing;
    },
  };
}
