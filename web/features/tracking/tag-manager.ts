import { isValidTagManagerId, tagManagerScriptUrl } from '../../../shared/tracking';
import { type DataLayerWindow, dataLayerOf } from './data-layer';

export { pageNonce } from './page-nonce';

const SCRIPT_ATTRIBUTE = 'data-tag-manager';

/** The Google tag reads commands as arguments objects, exactly as its own gtag() snippet pushes them. */
function argumentsOf(..._values: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: the Google tag protocol is an arguments object
  return arguments;
}

function gtag(win: DataLayerWindow, ...command: unknown[]): void {
  dataLayerOf(win).push(argumentsOf(...command));
}

/**
 * Loads the tag manager once: its start event, then the script (async, with the page's CSP
 * nonce). Callers decide whether it may load (shouldLoadTagManager); an invalid id never loads.
 */
export function loadTagManager(
  doc: Document,
  win: DataLayerWindow,
  id: string,
  nonce: string | undefined,
): boolean {
  if (!isValidTagManagerId(id)) return false;
  if (doc.querySelector(`script[${SCRIPT_ATTRIBUTE}]`)) return false;
  if (id.startsWith('GTM-')) {
    dataLayerOf(win).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  } else {
    gtag(win, 'js', new Date());
    gtag(win, 'config', id);
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(id);
  script.setAttribute(SCRIPT_ATTRIBUTE, id);
  if (nonce) script.nonce = nonce;
  doc.head.appendChild(script);
  return true;
}

/** After a decline: tell a loaded tag manager that nothing may be stored or sent any more. */
export function denyTagManagerConsent(win: DataLayerWindow): void {
  gtag(win, 'consent', 'update', {
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
}
