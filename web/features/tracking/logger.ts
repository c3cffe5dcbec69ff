import {
  createLeveledLogger,
  DEFAULT_LOG_LEVEL,
  type LeveledLogger,
  type LogLevel,
  type LogMethod,
  type LogSink,
} from '../../../shared/tracking';

type ConsoleLike = Pick<Console, LogMethod>;

function consoleSink(target: ConsoleLike): LogSink {
  const write =
    (method: LogMethod) =>
    (message: string, detail?: Record<string, unknown>): void => {
      if (detail === undefined) target[method](`[shop] ${message}`);
      else target[method](`[shop] ${message}`, detail);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** The browser's logger: SPEC 5 levels, default NONE, logging=0 means NONE (see resolveLogLevel). */
export function createClientLogger(level: LogLevel, target: ConsoleLike = console): LeveledLogger {
  return createLeveledLogger(consoleSink(target), level);
}

let current: LeveledLogger = createClientLogger(DEFAULT_LOG_LEVEL);

/**
 * The page's logger. Set its level once in the browser entry, from the bootstrap's tracking
 * logLevel; never on the server, where module state is shared by concurrent requests.
 */
export const clientLog: LeveledLogger = {
  get level() {
    return current.level;
  },
  debug: (message, detail) => current.debug(message, detail),
  info: (message, detail) => current.info(message, detail),
  warn: (message, detail) => current.warn(message, detail),
  error: (message, detail) => current.error(message, detail),
};

export function setClientLogLevel(level: LogLevel, target: ConsoleLike = console): void {
  current = createClientLogger(level, target);
}
