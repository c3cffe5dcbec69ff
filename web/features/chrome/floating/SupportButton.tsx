/**
 * SPEC 2/4 floating support button. With a chat key: the first click loads the messenger script,
 * later clicks reopen the chat; the button hides while the chat is open; a failed load resets, so
 * the next click tries again (SPEC 8). It appears 1700 ms after hydration and shows its loading
 * state only when loading takes longer than 300 ms (SPEC 9). Without a key it links to the
 * contact page.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CHAT } from '../../../../shared/chrome/constants';
import {
  CONTACT_PAGE_PATH,
  launcherVisible,
  type MessengerEffect,
  type MessengerEvent,
  type MessengerState,
  messengerTransition,
} from '../../../../shared/chrome/support-messenger';
import { Icon } from '../../../ui/icons/Icon';
import { Link } from '../../../ui/Link';
import { useChrome } from '../context';
import { useYieldToKeepClear } from './keep-clear';
import { type MessengerAdapter, zendeskMessenger } from './messenger';
import './floating.css';

export function SupportButton({
  chatKey,
  contactHref = CONTACT_PAGE_PATH,
  messenger = zendeskMessenger,
}: {
  chatKey?: string | null;
  /** Where the button leads without a chat: the CMS's contact section, else the default page. */
  contactHref?: string | undefined;
  /** The messenger integration; replaceable in tests. */
  messenger?: MessengerAdapter;
}) {
  const { t } = useTranslation();
  if (!chatKey) return <ContactLink href={contactHref} label={t('chrome.support.contact')} />;
  return <ChatButton chatKey={chatKey} messenger={messenger} label={t('chrome.support.chat')} />;
}

function ContactLink({ href, label }: { href: string; label: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const yielding = useYieldToKeepClear(ref);
  return (
    <Link
      ref={ref}
      href={href}
      className="support-button"
      data-testid="support-button"
      data-mode="contact"
      data-yield={yielding ? 'true' : undefined}
    >
      <Icon name="chat" size={24} />
      <span className="support-button__text">{label}</span>
    </Link>
  );
}

function ChatButton({
  chatKey,
  messenger,
  label,
}: {
  chatKey: string;
  messenger: MessengerAdapter;
  label: string;
}) {
  const { t } = useTranslation();
  const { log } = useChrome();
  const [state, setState] = useState<MessengerState>('not-loaded');
  const [shown, setShown] = useState(false);
  const [slow, setSlow] = useState(false);
  // The machine's state for event handlers and promise callbacks; `state` is its rendered copy.
  const stateRef = useRef<MessengerState>('not-loaded');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const yielding = useYieldToKeepClear(buttonRef);

  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SUPPORT_CHAT.buttonTimeoutMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (state !== 'loading') {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SUPPORT_CHAT.loadingMs);
    return () => clearTimeout(timer);
  }, [state]);

  const send = (event: MessengerEvent) => {
    const { state: next, effect } = messengerTransition(stateRef.current, event);
    stateRef.current = next;
    setState(next);
    run(effect);
  };

  const run = (effect: MessengerEffect) => {
    if (effect === 'load-script') {
      messenger
        .load(chatKey, () => send('closed'))
        .then(
          () => send('loaded'),
          (error: unknown) => {
            log.error('support chat script failed to load', { error: String(error) });
            send('failed');
          },
        );
    } else if (effect === 'open-chat') {
      messenger.open();
    }
  };

  return (
    <button
      ref={buttonRef}
      type="button"
      className="support-button"
      data-testid="support-button"
      data-mode="chat"
      data-yield={yielding ? 'true' : undefined}
      data-state={state}
      data-shown={shown ? 'true' : 'false'}
      hidden={!launcherVisible(state)}
      aria-busy={slow ? true : undefined}
      onClick={() => send('click')}
    >
      <Icon name="chat" size={24} />
      <span className="support-button__text">{slow ? t('chrome.support.loading') : label}</span>
      {slow && <span className="support-button__spinner" aria-hidden="true" />}
    </button>
  );
}
