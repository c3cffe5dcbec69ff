/**
 * SPEC 9: the flag SDK's timings and queue sizes, in the units of the Split SDK settings
 * (seconds), shared by the Node and browser SDKs.
 */
export const READY_TIMEOUT_MS = 10_000;

export const SDK_STARTUP = {
  /** Seconds before SDK_READY_TIMED_OUT. */
  readyTimeout: READY_TIMEOUT_MS / 1000,
  /** Seconds a request may take before the SDK is ready, and how often it retries. */
  requestTimeoutBeforeReady: 5,
  retriesOnFailureBeforeReady: 1,
  /** Seconds before the first push of events (browser). */
  eventsFirstPushWindow: 10,
} as const;

export const SDK_SCHEDULER = {
  featuresRefreshRate: 60,
  segmentsRefreshRate: 60,
  eventsQueueSize: 500,
  impressionsQueueSize: 30_000,
} as const;

/** Impressions of the same key, flag and treatment are forwarded once per this many. */
export const IMPRESSION_DEDUPE = 500;

/** The traffic type of the shop's user keys (the Split default). */
export const TRAFFIC_TYPE = 'user';

/** The flag user key's cookie (SPEC 3): HttpOnly, set and deleted by the server only. */
export const USER_KEY_COOKIE = 'shop_uid';

/** Where the browser reports a consent choice, so that the user key follows it at once. */
export const USER_KEY_PATH = '/web-api/flags/user-key';
