import { FLAG_ERRORS, type FlagLogger } from './log';

/** SPEC 3: the treatments every flag of the shop knows. "control" means: no treatment. */
export const TREATMENTS = ['on', 'off', 'control'] as const;
export type Treatment = (typeof TREATMENTS)[number];
/** The two treatments a query override may set (SPEC 5) and a recorder may keep. */
export type DecidedTreatment = Exclude<Treatment, 'control'>;
export type Treatments = Record<string, Treatment>;

export const CONTROL: Treatment = 'control';

export function isTreatment(value: unknown): value is Treatment {
  return typeof value === 'string' && (TREATMENTS as readonly string[]).includes(value);
}

export function isDecided(value: unknown): value is DecidedTreatment {
  return value === 'on' || value === 'off';
}

/** The experiment shows its new variant only for "on"; "off" and "control" both show the default. */
export function isOn(treatment: Treatment | undefined): boolean {
  return treatment === 'on';
}

/**
 * What the SDK returned, as one of the shop's treatments. "control" (the SDK had no treatment)
 * and any value the shop does not know are logged and become "control" (SPEC 8).
 */
export function toTreatment(flag: string, raw: unknown, log?: FlagLogger): Treatment {
  if (raw === 'on' || raw === 'off') return raw;
  if (raw === 'control') log?.warn(FLAG_ERRORS.noTreatment, { flag });
  else log?.error(FLAG_ERRORS.unknownTreatment, { flag, treatment: String(raw) });
  return CONTROL;
}
