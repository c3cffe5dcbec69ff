/**
 * The logger the flag code writes to, and the messages of SPEC 8's flag error catalogue. The
 * server passes its pino-backed logger, the browser its levelled client logger.
 */
export interface FlagLogger {
  debug?(message: string, detail?: Record<string, unknown>): void;
  info(message: string, detail?: Record<string, unknown>): void;
  warn(message: string, detail?: Record<string, unknown>): void;
  error(message: string, detail?: Record<string, unknown>): void;
}

/** SPEC 8, flag errors (all logged). Tests and log searches match on these exact texts. */
export const FLAG_ERRORS = {
  noTreatment: 'flags: no treatment, control returned',
  unknownTreatment: 'flags: unknown treatment, control returned',
  treatmentChanged: 'flags: treatment changed in session or for user; the recorded one stays',
  userKeyChanged: 'flags: user key changed, monitoring reset',
  emptyKey: 'flags: empty or invalid user key, flag off',
  emptyAuthorizationKey: 'flags: empty authorization key, flag off',
  alreadyInitialised: 'flags: SDK already initialised',
  initFailed: 'flags: SDK init failed, flag off',
  trackFailed: 'flags: track failed',
  clientEmpty: 'flags: client or SDK empty, flag off',
  notReady: 'flags: SDK not ready, results may be incorrect',
  timedOut: 'flags: SDK ready timed out',
  overrideRejected: 'flags: query override ignored, only on or off are accepted',
  unknownFlag: 'flags: unknown flag name',
  invalidEvent: 'flags: invalid event, not tracked',
} as const;

export const silentFlagLogger: FlagLogger = {
  info() {},
  warn() {},
  error() {},
};
