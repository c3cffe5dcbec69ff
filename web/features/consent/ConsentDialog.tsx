import { useAtomValue } from 'jotai';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { privacyHrefAtom } from '../../app/shop-state';
import { useConsent } from './ConsentProvider';
import { trapTab } from './focus-trap';
import './consent.css';

/**
 * The shop's own consent dialog (SPEC 4): modal, labelled by its title and described by its
 * text; focus moves into it and stays there; Escape does not dismiss it, only a choice does.
 * Accept and Decline are equally prominent. Rendered on the server when consent is unknown, so
 * hydration matches and the dialog is there before any script runs. "Cookie settings" (footer,
 * desktop menu) opens it again: it then says what was chosen, and a new choice or Escape closes it,
 * so taking consent back is one click, like giving it.
 */
export function ConsentDialog() {
  const { status, mode, grant, decline, reopened, close } = useConsent();
  const { t } = useTranslation();
  const privacyHref = useAtomValue(privacyHrefAtom);
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const open = mode === 'dialog' && (status === 'unknown' || reopened);

  useEffect(() => {
    if (!open) return;
    const node = dialog.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    node?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Focus that leaves the dialog (a click outside, a screen reader's jump) is brought back.
    const keepFocus = (event: FocusEvent) => {
      if (node && event.target instanceof Node && !node.contains(event.target)) node.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => {
      document.removeEventListener('focusin', keepFocus);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // A first choice is required: Escape must not close the dialog (nor anything behind it).
      // Reopened, the choice made before stays in force, so Escape may close it.
      event.preventDefault();
      event.stopPropagation();
      if (status !== 'unknown') close();
      return;
    }
    if (
      event.key === 'Tab' &&
      dialog.current &&
      trapTab(dialog.current, event.shiftKey, document.activeElement)
    )
      event.preventDefault();
  };

  return (
    // A press on the dimmed page keeps focus in the dialog; it is not a way out either.
    // biome-ignore lint/a11y/noStaticElementInteractions: only prevents focus loss, no action
    <div
      className="consent-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && event.preventDefault()}
    >
      <div
        ref={dialog}
        className="consent-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="consent-dialog__title">
          {t('consent.title')}
        </h2>
        <p id={textId} className="consent-dialog__text">
          {t('consent.text')}
        </p>
        {status !== 'unknown' && (
          <p className="consent-dialog__status" data-testid="consent-status">
            {t(status === 'granted' ? 'consent.statusGranted' : 'consent.statusDeclined')}
          </p>
        )}
        {privacyHref && (
          <p className="consent-dialog__privacy">
            {/* A full page load: the dialog sits outside the router and stays open there. */}
            <a href={privacyHref} data-testid="consent-privacy">
              {t('consent.privacy')}
            </a>
          </p>
        )}
        <div className="consent-dialog__actions">
          <button type="button" className="button consent-dialog__button" onClick={decline}>
            {t('consent.decline')}
          </button>
          <button type="button" className="button consent-dialog__button" onClick={grant}>
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </div>
  );
}
