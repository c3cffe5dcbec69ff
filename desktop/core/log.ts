/** A small structured logger for the main process; where lines go is injected (console, file, test). */
import type { LogLevel } from './config';

export interface Logger {
  debug(message: string, detail?: Record<string, unknown>): void;
  info(message: string, detail?: Record<string, unknown>): void;
  warn(message: string, detail?: Record<string, unknown>): void;
  error(message: string, detail?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type LogSink = (line: string, level: LogLevel) => void;

export function createLogger(
  level: LogLevel,
  sinks: readonly LogSink[],
  now: () => Date = () => new Date(),
): Logger {
  const write = (at: LogLevel, message: string, detail?: Record<string, unknown>) => {
    if (RANK[at] < RANK[level]) return;
    let line: string;
    try {
      line = JSON.stringify({ time: now().toISOString(), level: at, msg: message, ...detail });
    } catch {
      line = JSON.stringify({ time: now().toISOString(), level: at, msg: message });
    }
    for (const sink of sinks) sink(line, at);
  };
  return {
    debug: (m, d) => write('debug', m, d),
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
  };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
