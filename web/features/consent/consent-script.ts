import type { ConsentStatus } from '../../../shared/tracking';

/**
 * The contract with a consent-management script (SPEC 7): the shop loads it, and it reports the
 * user's choice by dispatching this event on window, `detail: { status: 'granted' | 'declined' }`
 * (its vendor adapter maps the vendor's own API onto it).
 */
export const CONSENT_EVENT = 'shop:consent';

/**
 * Asks for the choice again ("cookie settings"): dispatched on window by the desktop app's menu
 * (through its preload) and by the shop itself for a consent-management script to show its dialog.
 */
export const CONSENT_OPEN_EVENT = 'shop:consent-open';

export interface ConsentEventDetail {
  status: ConsentStatus;
}

export function consentOfEvent(event: Event): ConsentStatus | null {
  const detail = (event as CustomEvent<Partial<ConsentEventDetail> | undefined>).detail;
  const status = detail?.status;
  return status === 'granted' || status === 'declined' ? status : null;
}

/** Adds the script once (async, with the page's nonce). */
export function loadConsentScript(doc: Document, src: string, nonce: string | undefined): boolean {
  if (doc.querySelector('script[data-consent-script]')) return false;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute('data-consent-script', '');
  if (nonce) script.nonce = nonce;
  doc.head.appendChild(script);
  return true;
}
