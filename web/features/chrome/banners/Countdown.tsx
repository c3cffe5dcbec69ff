import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTDOWN_IDLE,
  countdownParts,
  countdownReducer,
  countdownSegments,
  msUntilNextTick,
} from '../../../../shared/chrome/countdown';
import { useChrome } from '../context';
import './banners.css';

/**
 * SPEC 2/4 countdown: days (only if nonzero), hours, minutes, seconds. Idle on the server and in
 * the first client render (the remaining time depends on the clock); then running with one tick
 * per second, paused while the page is hidden and resynced when it is visible again; ended at
 * zero. A past or unreadable end date aborts and logs an error (SPEC 5, SPEC 8).
 */
export function Countdown({ endDate }: { endDate: string }) {
  const { t } = useTranslation();
  const { log } = useChrome();
  const [model, dispatch] = useReducer(countdownReducer, COUNTDOWN_IDLE);

  useEffect(() => {
    dispatch({ type: 'start', endDate, now: Date.now() });
  }, [endDate]);

  useEffect(() => {
    if (model.error === 'past') log.error('countdown date in the past', { endDate });
    else if (model.error === 'invalid') log.error('countdown date invalid', { endDate });
  }, [model.error, log, endDate]);

  const running = model.state === 'running' && !model.paused;
  const remaining = model.remainingMs;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => dispatch({ type: 'tick', now: Date.now() }), msUntilNextTick(remaining));
    return () => clearTimeout(timer);
  }, [running, remaining]);

  useEffect(() => {
    const onVisibility = () =>
      dispatch(document.visibilityState === 'hidden' ? { type: 'hide' } : { type: 'show', now: Date.now() });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  if (model.state === 'aborted' || model.state === 'ended') return null;
  const segments = model.state === 'running' ? countdownSegments(countdownParts(model.remainingMs)) : [];
  return (
    <span className="countdown" data-testid="countdown" data-state={model.state} role="timer">
      <span className="countdown__label">{t('chrome.countdown.endsIn')}</span>
      {model.state === 'idle' ? (
        <span className="countdown__placeholder" aria-hidden="true">
          --:--:--
        </span>
      ) : (
        segments.map((segment) => (
          <span key={segment.unit} className="countdown__segment" data-unit={segment.unit}>
            <span className="countdown__value">{segment.text}</span>
            <span className="countdown__unit">
              {t(`chrome.countdown.${segment.unit}`, { count: segment.value })}
            </span>
          </span>
        ))
      )}
    </span>
  );
}
