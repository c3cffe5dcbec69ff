import type { Bundle } from '../../shared/markets';
import type { Messages } from './create-i18n';

// Eager on the server: every bundle is in the SSR build; the browser gets only its own in the page.
const files = import.meta.glob<Messages>('./locales/*.json', { eager: true, import: 'default' });

export function messagesOf(bundle: Bundle): Messages {
  const messages = files[`./locales/${bundle}.json`];
  if (!messages) throw new Error(`No translation bundle ${bundle}`);
  return messages;
}
