import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type ConsentStatus, consentCookie, consentTransition } from '../../../shared/tracking';
import { pageNonce } from '../tracking/page-nonce';
import { CONSENT_EVENT, CONSENT_OPEN_EVENT, consentOfEvent, loadConsentScript } from './consent-script';

/** Who asks for consent: the shop's own dialog, a consent-management script, or nobody (bots). */
export type ConsentMode = 'dialog' | 'script' | 'none';

export interface ConsentContextValue {
  status: ConsentStatus;
  mode: ConsentMode;
  grant(): void;
  decline(): void;
  /** Forgets the choice: the dialog asks again. */
  reset(): void;
  /** "Cookie settings": the dialog opens again with the choice still in force until a new one. */
  reopen(): void;
  /** Whether the shopper reopened the dialog (it then also closes without a new choice). */
  reopened: boolean;
  /** Closes a reopened dialog and keeps the choice as it was. */
  close(): void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

export interface ConsentProviderProps {
  /** The consent the server read from the cookie (TrackingBootstrap.consent). */
  initial: ConsentStatus;
  /** TrackingBootstrap.consentScript: when set, that script asks instead of the dialog. */
  consentScript: string | null;
  isBot: boolean;
  children: ReactNode;
}

function writeCookie(status: ConsentStatus) {
  // biome-ignore lint/suspicious/noDocumentCookie: one small cookie, written where the choice is made
  document.cookie = consentCookie(status, { secure: location.protocol === 'https:' });
}

export function ConsentProvider({ initial, consentScript, isBot, children }: ConsentProviderProps) {
  const [status, setStatus] = useState<ConsentStatus>(initial);
  const mode: ConsentMode = isBot ? 'none' : consentScript ? 'script' : 'dialog';

  const [reopened, setReopened] = useState(false);
  const choose = useCallback((action: 'grant' | 'decline' | 'reset') => {
    setReopened(false);
    setStatus((current) => consentTransition(current, { type: action }));
  }, []);

  // The desktop app's menu (and anything else outside React) asks through a window event.
  useEffect(() => {
    if (mode !== 'dialog') return;
    const onOpen = () => setReopened(true);
    window.addEventListener(CONSENT_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, onOpen);
  }, [mode]);

  // The cookie follows every change of the choice (not the initial value, which came from it).
  const stored = useRef(initial);
  useEffect(() => {
    if (stored.current === status) return;
    stored.current = status;
    writeCookie(status);
  }, [status]);

  useEffect(() => {
    if (mode !== 'script' || !consentScript) return;
    const onConsent = (event: Event) => {
      const next = consentOfEvent(event);
      if (next) choose(next === 'granted' ? 'grant' : 'decline');
    };
    window.addEventListener(CONSENT_EVENT, onConsent);
    loadConsentScript(document, consentScript, pageNonce(document));
    return () => window.removeEventListener(CONSENT_EVENT, onConsent);
  }, [mode, consentScript, choose]);

  const value = useMemo<ConsentContextValue>(
    () => ({
      status,
      mode,
      grant: () => choose('grant'),
      decline: () => choose('decline'),
      reset: () => choose('reset'),
      reopen: () => {
        // A consent-management script shows its own dialog; the event is its cue.
        if (mode === 'script') window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
        else if (mode === 'dialog') setReopened(true);
      },
      reopened,
      close: () => setReopened(false),
    }),
    [status, mode, choose, reopened],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

/** The user's consent; outside a ConsentProvider it is unknown and cannot change. */
export function useConsent(): ConsentContextValue {
  return useContext(ConsentContext) ?? FALLBACK;
}

const FALLBACK: ConsentContextValue = {
  status: 'unknown',
  mode: 'none',
  grant() {},
  decline() {},
  reset() {},
  reopen() {},
  reopened: false,
  close() {},
};
