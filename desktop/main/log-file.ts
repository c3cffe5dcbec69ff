/** Log lines to stdout and to a size-bounded file in the app's log folder. */
import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LogSink } from '../core/log';

const MAX_LOG_BYTES = 5 * 1024 * 1024;

export const consoleSink: LogSink = (line, level) => {
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
};

export function fileSink(dir: string): LogSink {
  const file = join(dir, 'main.log');
  try {
    mkdirSync(dir, { recursive: true });
  } catch {
    return () => {};
  }
  let written = 0;
  try {
    written = statSync(file).size;
  } catch {
    written = 0;
  }
  return (line) => {
    try {
      if (written > MAX_LOG_BYTES) {
        renameSync(file, `${file}.1`);
        written = 0;
      }
      appendFileSync(file, `${line}\n`);
      written += line.length + 1;
    } catch {
      // Logging must never take the app down.
    }
  };
}
