import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Bundle } from '../../shared/markets';

export type Messages = Record<string, unknown>;

const reportedMissing = new Set<string>();

/**
 * One i18next instance per request on the server and one per page in the browser, so concurrent
 * renders never share a language. Missing keys are logged once and shown by their last key part
 * (SPEC 8), so a gap reads as a word rather than a dotted path.
 */
export function createI18n(bundle: Bundle, messages: Messages, warn: (message: string) => void): I18n {
  const instance = createInstance();
  const resources: Resource = { [bundle]: { translation: messages } };
  void instance.use(initReactI18next).init({
    lng: bundle,
    resources,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => {
      const id = `${bundle}:${key}`;
      if (reportedMissing.has(id)) return;
      reportedMissing.add(id);
      warn(`Missing translation ${id}`);
    },
    parseMissingKeyHandler: (key) => key.split('.').pop() ?? key,
  });
  return instance;
}
