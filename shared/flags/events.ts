/**
 * SPEC 5: the validation rules of flag events and names, the same the Split SDK applies, so that
 * the shop rejects (and logs) bad input before it reaches the SDK and tells why.
 */
export const MAX_EVENT_TYPE_LENGTH = 80;
export const MAX_KEY_LENGTH = 250;
export const MAX_FLAG_NAME_LENGTH = 250;
export const MAX_PROPERTIES_SIZE = 32_768;
export const MAX_PROPERTIES_COUNT = 300;
export const MAX_FLAG_SET_LENGTH = 50;
/** The size the SDK assumes for an event without properties; properties add to it. */
export const BASE_EVENT_SIZE = 1024;

const EVENT_TYPE = /^[a-zA-Z0-9][-_.:a-zA-Z0-9]{0,79}$/;
const FLAG_SET = /^[a-z0-9][_a-z0-9]{0,49}$/;

export type Validated<T> = { ok: true; value: T; warnings: string[] } | { ok: false; error: string };

const ok = <T>(value: T, warnings: string[] = []): Validated<T> => ({ ok: true, value, warnings });
const fail = <T>(error: string): Validated<T> => ({ ok: false, error });

export type EventProperties = Record<string, string | number | boolean | null>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A user key: a non-empty string (trimmed) or a finite number, at most 250 characters. */
export function validateKey(key: unknown): Validated<string> {
  if (typeof key === 'number') {
    if (!Number.isFinite(key)) return fail('key must be a finite number or a string');
    return validateKey(String(key));
  }
  if (typeof key !== 'string') return fail('key must be a string');
  const trimmed = key.trim();
  if (!trimmed) return fail('key must not be empty');
  if (trimmed.length > MAX_KEY_LENGTH) return fail(`key must be at most ${MAX_KEY_LENGTH} characters`);
  return ok(trimmed, trimmed !== key ? ['key was trimmed'] : []);
}

/** A feature flag name: a non-empty string (trimmed), at most 250 characters. */
export function validateFlagName(name: unknown): Validated<string> {
  if (typeof name !== 'string') return fail('flag name must be a string');
  const trimmed = name.trim();
  if (!trimmed) return fail('flag name must not be empty');
  if (trimmed.length > MAX_FLAG_NAME_LENGTH)
    return fail(`flag name must be at most ${MAX_FLAG_NAME_LENGTH} characters`);
  return ok(trimmed, trimmed !== name ? ['flag name was trimmed'] : []);
}

/** An event type: a letter or digit, then letters, digits, - _ . or :, 80 characters at most. */
export function validateEventType(eventType: unknown): Validated<string> {
  if (typeof eventType !== 'string') return fail('event type must be a string');
  if (!eventType) return fail('event type must not be empty');
  if (eventType.length > MAX_EVENT_TYPE_LENGTH)
    return fail(`event type must be at most ${MAX_EVENT_TYPE_LENGTH} characters`);
  if (!EVENT_TYPE.test(eventType))
    return fail('event type must start with a letter or digit and use only letters, digits, - _ . :');
  return ok(eventType);
}

/** A traffic type: a non-empty string; the SDK lowercases it, and so do we, with a warning. */
export function validateTrafficType(trafficType: unknown): Validated<string> {
  if (typeof trafficType !== 'string') return fail('traffic type must be a string');
  if (!trafficType) return fail('traffic type must not be empty');
  const lower = trafficType.toLowerCase();
  return ok(lower, lower !== trafficType ? ['traffic type was lowercased'] : []);
}

/** An event value: absent, or a finite number. */
export function validateValue(value: unknown): Validated<number | undefined> {
  if (value === undefined || value === null) return ok(undefined);
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail('value must be a finite number');
  return ok(value);
}

/**
 * Event properties: absent, or a plain object whose values are strings, finite numbers, booleans
 * or null (others become null, with a warning). More than 300 properties warns; an estimated size
 * over 32768 bytes (the SDK's estimate: 1 KiB base, two bytes per character, 8 per number, 4 per
 * boolean) is an error.
 */
export function validateProperties(properties: unknown): Validated<EventProperties | undefined> {
  if (properties === undefined || properties === null) return ok(undefined);
  if (!isPlainObject(properties)) return fail('properties must be a plain object');
  const warnings: string[] = [];
  const keys = Object.keys(properties);
  if (keys.length > MAX_PROPERTIES_COUNT)
    warnings.push(`more than ${MAX_PROPERTIES_COUNT} properties; the SDK may trim them`);
  const out: EventProperties = {};
  let size = BASE_EVENT_SIZE;
  for (const key of keys) {
    let value = properties[key];
    size += key.length * 2;
    if (typeof value === 'number' && !Number.isFinite(value)) value = undefined;
    if (typeof value === 'string') size += value.length * 2;
    else if (typeof value === 'number') size += 8;
    else if (typeof value === 'boolean') size += 4;
    else if (value !== null) {
      warnings.push(`property ${key} is not a string, finite number, boolean or null; set to null`);
      value = null;
    }
    out[key] = value as string | number | boolean | null;
    if (size > MAX_PROPERTIES_SIZE) return fail(`properties exceed ${MAX_PROPERTIES_SIZE} bytes`);
  }
  return ok(out, warnings);
}

/** A flag set name: lowercase letters, digits and _ (not first), at most 50 characters. */
export function validateFlagSetName(name: unknown): Validated<string> {
  if (typeof name !== 'string') return fail('flag set name must be a string');
  const trimmed = name.trim();
  const lower = trimmed.toLowerCase();
  const warnings = lower !== name ? ['flag set name was trimmed or lowercased'] : [];
  if (!lower) return fail('flag set name must not be empty');
  if (lower.length > MAX_FLAG_SET_LENGTH)
    return fail(`flag set name must be at most ${MAX_FLAG_SET_LENGTH} characters`);
  if (!FLAG_SET.test(lower)) return fail('flag set name must be lowercase letters, digits and _');
  return ok(lower, warnings);
}

export interface TrackInput {
  key: unknown;
  trafficType: unknown;
  eventType: unknown;
  value?: unknown;
  properties?: unknown;
}

export interface TrackEvent {
  key: string;
  trafficType: string;
  eventType: string;
  value: number | undefined;
  properties: EventProperties | undefined;
}

/** Validates a whole track call; the first error wins, warnings are collected. */
export function validateTrackEvent(input: TrackInput): Validated<TrackEvent> {
  const key = validateKey(input.key);
  if (!key.ok) return key;
  const trafficType = validateTrafficType(input.trafficType);
  if (!trafficType.ok) return trafficType;
  const eventType = validateEventType(input.eventType);
  if (!eventType.ok) return eventType;
  const value = validateValue(input.value);
  if (!value.ok) return value;
  const properties = validateProperties(input.properties);
  if (!properties.ok) return properties;
  return ok(
    {
      key: key.value,
      trafficType: trafficType.value,
      eventType: eventType.value,
      value: value.value,
      properties: properties.value,
    },
    [...key.warnings, ...trafficType.warnings, ...value.warnings, ...properties.warnings],
  );
}
