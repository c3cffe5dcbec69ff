import { useEffect, useRef } from 'react';
import { shouldLoadTagManager, type TrackingBootstrap } from '../../../shared/tracking';
import { useConsent } from '../consent/ConsentProvider';
import { clearDataLayer, type DataLayerWindow, pushInitEvent } from './data-layer';
import { sessionAnalytics } from './session-analytics';
import { denyTagManagerConsent, loadTagManager, pageNonce } from './tag-manager';

export interface TrackingProps {
  bootstrap: TrackingBootstrap;
  isBot: boolean;
}

/**
 * Consent-driven tracking (SPEC 4, 5): once consent is granted (and tracking is not off, the id is
 * valid, not a bot) the dataLayer gets its init event and the tag manager loads; the session
 * analytics queue follows the consent. Declining clears the queues and tells a loaded tag
 * manager to stop. Renders nothing; place it once in the layout, inside the ConsentProvider.
 */
export function Tracking({ bootstrap, isBot }: TrackingProps) {
  const { status } = useConsent();
  const started = useRef(false);

  useEffect(() => {
    sessionAnalytics().setConsent(isBot || bootstrap.trackingDisabled ? 'declined' : status);
  }, [status, isBot, bootstrap.trackingDisabled]);

  useEffect(() => {
    const win = window as unknown as DataLayerWindow;
    if (status === 'declined') {
      clearDataLayer(win);
      if (started.current) denyTagManagerConsent(win);
      return;
    }
    const id = bootstrap.tagManagerId;
    if (started.current || !id) return;
    if (!shouldLoadTagManager({ id, consent: status, trackingDisabled: bootstrap.trackingDisabled, isBot }))
      return;
    started.current = true;
    pushInitEvent(win, bootstrap.initEvent);
    loadTagManager(document, win, id, pageNonce(document));
  }, [status, isBot, bootstrap]);

  return null;
}
