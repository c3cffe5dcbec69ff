/**
 * The action bar countdown (SPEC 2, SPEC 4, SPEC 5): its parts and display segments, and its
 * state machine idle -> running -> ended, or aborted. Pure: the component feeds it clock readings
 * and page-visibility changes.
 */
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND } from './constants';

export type CountdownState = 'idle' | 'running' | 'aborted' | 'ended';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export type CountdownUnit = keyof CountdownParts;

export interface CountdownSegment {
  unit: CountdownUnit;
  value: number;
  /** Hours, minutes and seconds two digits; days as they are. */
  text: string;
}

/** Whole days, hours, minutes and seconds left; nothing negative. */
export function countdownParts(remainingMs: number): CountdownParts {
  const ms = Number.isFinite(remainingMs) && remainingMs > 0 ? remainingMs : 0;
  // Round up to the next second, so the display never shows 00:00:00 while time is left.
  const total = Math.ceil(ms / MS_PER_SECOND) * MS_PER_SECOND;
  return {
    days: Math.floor(total / MS_PER_DAY),
    hours: Math.floor((total % MS_PER_DAY) / MS_PER_HOUR),
    minutes: Math.floor((total % MS_PER_HOUR) / MS_PER_MINUTE),
    seconds: Math.floor((total % MS_PER_MINUTE) / MS_PER_SECOND),
  };
}

/** SPEC 2: days only if nonzero, then hours, minutes and seconds. */
export function countdownSegments(parts: CountdownParts): CountdownSegment[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const segments: CountdownSegment[] = [];
  if (parts.days > 0) segments.push({ unit: 'days', value: parts.days, text: String(parts.days) });
  segments.push({ unit: 'hours', value: parts.hours, text: pad(parts.hours) });
  segments.push({ unit: 'minutes', value: parts.minutes, text: pad(parts.minutes) });
  segments.push({ unit: 'seconds', value: parts.seconds, text: pad(parts.seconds) });
  return segments;
}

/** A compact, language-neutral rendering: "2d 03:04:05" or "03:04:05". */
export function formatCountdown(remainingMs: number): string {
  const segments = countdownSegments(countdownParts(remainingMs));
  const clock = segments
    .filter((s) => s.unit !== 'days')
    .map((s) => s.text)
    .join(':');
  const days = segments.find((s) => s.unit === 'days');
  return days ? `${days.text}d ${clock}` : clock;
}

export type CountdownError = 'past' | 'invalid';

export interface CountdownModel {
  state: CountdownState;
  /** Epoch ms of the end, once started. */
  endTime: number | null;
  remainingMs: number;
  /** The page is hidden: no ticks until it is visible again. */
  paused: boolean;
  /** Why a start was refused; the component logs it (SPEC 5, SPEC 8). */
  error: CountdownError | null;
}

export type CountdownEvent =
  | { type: 'start'; endDate: string | number | Date | null | undefined; now: number }
  | { type: 'tick'; now: number }
  | { type: 'hide' }
  | { type: 'show'; now: number }
  | { type: 'abort' };

export const COUNTDOWN_IDLE: CountdownModel = {
  state: 'idle',
  endTime: null,
  remainingMs: 0,
  paused: false,
  error: null,
};

function parseEnd(endDate: string | number | Date | null | undefined): number | null {
  if (endDate === null || endDate === undefined || endDate === '') return null;
  const time = endDate instanceof Date ? endDate.getTime() : new Date(endDate).getTime();
  return Number.isFinite(time) ? time : null;
}

function resync(model: CountdownModel, now: number): CountdownModel {
  if (model.endTime === null) return model;
  const remainingMs = Math.max(0, model.endTime - now);
  return remainingMs === 0
    ? { ...model, state: 'ended', remainingMs: 0, paused: false }
    : { ...model, remainingMs, paused: false };
}

/**
 * The countdown's transitions:
 * - idle + start: running; an end in the past or an unreadable date aborts with an error.
 * - running + tick: the remaining time; ended at zero. Ticks while paused are ignored.
 * - running + hide: paused; + show: resynced with the clock (possibly ended).
 * - abort (e.g. the bar was closed): aborted from idle or running.
 * Ended and aborted are final.
 */
export function countdownReducer(model: CountdownModel, event: CountdownEvent): CountdownModel {
  if (model.state === 'ended' || model.state === 'aborted') return model;
  switch (event.type) {
    case 'start': {
      if (model.state !== 'idle') return model;
      const endTime = parseEnd(event.endDate);
      if (endTime === null) return { ...COUNTDOWN_IDLE, state: 'aborted', error: 'invalid' };
      if (endTime <= event.now) return { ...COUNTDOWN_IDLE, state: 'aborted', endTime, error: 'past' };
      return { state: 'running', endTime, remainingMs: endTime - event.now, paused: false, error: null };
    }
    case 'tick':
      if (model.state !== 'running' || model.paused) return model;
      return resync(model, event.now);
    case 'hide':
      if (model.state !== 'running') return model;
      return { ...model, paused: true };
    case 'show':
      if (model.state !== 'running') return model;
      return resync(model, event.now);
    case 'abort':
      return { ...model, state: 'aborted', paused: false };
  }
}

/** Milliseconds until the next whole second of the remaining time, so ticks land on the change. */
export function msUntilNextTick(remainingMs: number): number {
  const rest = remainingMs % MS_PER_SECOND;
  return rest === 0 ? MS_PER_SECOND : rest;
}
