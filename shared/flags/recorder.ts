import { FLAG_ERRORS, type FlagLogger } from './log';
import { type DecidedTreatment, isDecided, type Treatment } from './treatments';

export type RecordedTreatments = Record<string, DecidedTreatment>;

export interface TreatmentRecorder {
  /**
   * Records an evaluated treatment and returns the one that holds. The first "on" or "off" for
   * a flag is kept for good; a different later value is logged as an error and ignored (SPEC 4).
   * "control" (no treatment) is never recorded: it returns what was recorded before, if anything.
   */
  record(flag: string, treatment: Treatment): Treatment;
  get(flag: string): DecidedTreatment | undefined;
  snapshot(): RecordedTreatments;
}

export interface RecorderOptions {
  /** What earlier pages of the session (or the user's earlier requests) recorded. */
  initial?: RecordedTreatments;
  log?: FlagLogger;
  /** Called after every new record, to persist the snapshot (e.g. in sessionStorage). */
  onRecord?: (snapshot: RecordedTreatments) => void;
  /** Who the records belong to, for the log. */
  scope?: string;
}

export function createTreatmentRecorder(options: RecorderOptions = {}): TreatmentRecorder {
  const records = new Map<string, DecidedTreatment>();
  for (const [flag, treatment] of Object.entries(options.initial ?? {}))
    if (isDecided(treatment)) records.set(flag, treatment);
  return {
    record(flag, treatment) {
      const recorded = records.get(flag);
      if (!isDecided(treatment)) return recorded ?? treatment;
      if (recorded === undefined) {
        records.set(flag, treatment);
        options.onRecord?.(Object.fromEntries(records));
        return treatment;
      }
      if (recorded !== treatment)
        options.log?.error(FLAG_ERRORS.treatmentChanged, {
          flag,
          recorded,
          received: treatment,
          ...(options.scope ? { scope: options.scope } : {}),
        });
      return recorded;
    },
    get: (flag) => records.get(flag),
    snapshot: () => Object.fromEntries(records),
  };
}

/** Reads a persisted snapshot; anything malformed counts as nothing recorded. */
export function parseRecorded(json: string | null | undefined): RecordedTreatments {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const out: RecordedTreatments = {};
    for (const [flag, treatment] of Object.entries(value)) if (isDecided(treatment)) out[flag] = treatment;
    return out;
  } catch {
    return {};
  }
}
