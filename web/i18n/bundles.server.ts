import type { Bundle } from '../../shared/markets';
import type { Messages } from './create-i18n';

// Eager on the server: every bundle is in the SSR build; the browser fetches only its own, as a
// file named after its content so that it is cached for good (i18nAsset).
const files = import.meta.glob<Messages>('./locales/*.json', { eager: true, import: 'default' });

export function messagesOf(bundle: Bundle): Messages {
  const messages = files[`./locales/${bundle}.json`];
  if (!messages) throw new Error(`No translation bundle ${bundle}`);
  return messages;
}

export interface I18nAsset {
  /** Where the browser fetches the bundle: its content hash in the name. */
  href: string;
  body: string;
}

const assets = new Map<Bundle, I18nAsset>();

/** The bundle as a file of its own (`/_i18n/{bundle}.{hash}.json`), built once per bundle. */
export function i18nAsset(bundle: Bundle): I18nAsset {
  let asset = assets.get(bundle);
  if (!asset) {
    const body = JSON.stringify(messagesOf(bundle));
    asset = { href: `${I18N_PATH}${bundle}.${contentHash(body)}.json`, body };
    assets.set(bundle, asset);
  }
  return asset;
}

export const I18N_PATH = '/_i18n/';

/** FNV-1a over the text, 8 hex digits: enough to tell one version of a bundle from the next. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
