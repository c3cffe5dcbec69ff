/** SPEC 5: the client log levels; SPEC 9: the default is NONE. `logging=0` turns logging off. */
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'NONE'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevel = 'NONE';

export type LogMethod = 'debug' | 'info' | 'warn' | 'error';

const RANK: Record<LogLevel, number> = { DEBUG: 1, INFO: 2, WARN: 3, ERROR: 4, NONE: 5 };
const METHOD_LEVEL: Record<LogMethod, LogLevel> = {
  debug: 'DEBUG',
  info: 'INFO',
  warn: 'WARN',
  error: 'ERROR',
};

/** A level name as given (case-insensitive); anything else is null. */
export function parseLogLevel(value: unknown): LogLevel | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return (LOG_LEVELS as readonly string[]).includes(upper) ? (upper as LogLevel) : null;
}

/** Whether a message of this method is written at this threshold. */
export function shouldLog(threshold: LogLevel, method: LogMethod): boolean {
  return RANK[METHOD_LEVEL[method]] >= RANK[threshold] && threshold !== 'NONE';
}

const paramsOf = (search: string | URLSearchParams) =>
  typeof search === 'string' ? new URLSearchParams(search) : search;

/** SPEC 5: logging is off when the query parameter logging is 0. */
export function loggingDisabled(search: string | URLSearchParams): boolean {
  return paramsOf(search).get('logging') === '0';
}

/**
 * The page's log level: NONE when logging=0; else a valid `logLevel` query parameter (for QA);
 * else the configured level; else NONE.
 */
export function resolveLogLevel(search: string | URLSearchParams, configured?: string | null): LogLevel {
  const params = paramsOf(search);
  if (loggingDisabled(params)) return 'NONE';
  return parseLogLevel(params.get('logLevel')) ?? parseLogLevel(configured) ?? DEFAULT_LOG_LEVEL;
}

export type LogSink = Record<LogMethod, (message: string, detail?: Record<string, unknown>) => void>;

export interface LeveledLogger extends LogSink {
  readonly level: LogLevel;
}

/** A logger that writes to `sink` only what the level lets through. */
export function createLeveledLogger(sink: LogSink, level: LogLevel): LeveledLogger {
  const method =
    (name: LogMethod) =>
    (message: string, detail?: Record<string, unknown>): void => {
      if (shouldLog(level, name)) sink[name](message, detail);
    };
  return {
    level,
    debug: method('debug'),
    info: method('info'),
    warn: method('warn'),
    error: method('error'),
  };
}
