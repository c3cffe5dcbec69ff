import { FLAG_ERRORS, type FlagLogger } from './log';
import type { Treatment } from './treatments';

/** SPEC 3: what error monitoring gets to know about flags: the user key and every treatment. */
export interface MonitoringRecord {
  splitKey: string | null;
  featureFlags: Record<string, Treatment>;
}

export function emptyMonitoring(splitKey: string | null = null): MonitoringRecord {
  return { splitKey, featureFlags: {} };
}

/**
 * The record for this user key. A different key than before (cookie cleared, another user on the
 * device) is logged and starts an empty record (SPEC 8: user key changed, monitoring reset).
 */
export function monitoringForKey(
  previous: MonitoringRecord | null,
  splitKey: string | null,
  log?: FlagLogger,
): MonitoringRecord {
  if (!previous) return emptyMonitoring(splitKey);
  if (previous.splitKey === splitKey) return previous;
  if (previous.splitKey !== null)
    log?.error(FLAG_ERRORS.userKeyChanged, { previous: previous.splitKey, current: splitKey });
  return emptyMonitoring(splitKey);
}

export function withFlag(record: MonitoringRecord, flag: string, treatment: Treatment): MonitoringRecord {
  if (record.featureFlags[flag] === treatment) return record;
  return { ...record, featureFlags: { ...record.featureFlags, [flag]: treatment } };
}

export function parseMonitoring(json: string | null | undefined): MonitoringRecord | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<MonitoringRecord> | null;
    if (!value || typeof value !== 'object') return null;
    const splitKey = typeof value.splitKey === 'string' ? value.splitKey : null;
    const flags = value.featureFlags && typeof value.featureFlags === 'object' ? value.featureFlags : {};
    const featureFlags: Record<string, Treatment> = {};
    for (const [k, v] of Object.entries(flags))
      if (v === 'on' || v === 'off' || v === 'control') featureFlags[k] = v;
    return { splitKey, featureFlags };
  } catch {
    return null;
  }
}
