import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionBarDismissalCookie, isActionBarVisible } from '../../../../shared/chrome/dismissals';
import type { ActionBarBlok } from '../../../../shared/content/story-types';
import { Icon } from '../../../ui/icons/Icon';
import { ChromeLink } from '../ChromeLink';
import { useChrome } from '../context';
import { isSecurePage, writeCookie } from '../hooks/dom';
import { Countdown } from './Countdown';
import './banners.css';

/** CSS colours the CMS may set: hex, rgb()/hsl() functions, or a colour keyword. */
function safeColour(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  return /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]{3,20})$/i.test(v) ? v : undefined;
}

/**
 * SPEC 2 action bar: coloured text (a link when the story has one), an optional countdown,
 * closable; closed bars stay closed for one dismissal period (a cookie with their ids). It hides
 * after its actionBarEndDate.
 */
export function ActionBar({ bar, periodDays }: { bar: ActionBarBlok | undefined; periodDays?: number }) {
  const { t } = useTranslation();
  const { dismissals, now } = useChrome();
  const [closed, setClosed] = useState<string[]>(dismissals?.actionBars ?? []);
  const [clock, setClock] = useState<number | undefined>(now);

  // The closed bars come from the request context (the server read the cookie once), never from
  // document.cookie. Without a request time the end date is applied once the browser's clock is known.
  useEffect(() => {
    setClock((c) => c ?? Date.now());
  }, []);

  if (!bar || !isActionBarVisible(bar, closed, clock)) return null;
  const close = () => {
    writeCookie(actionBarDismissalCookie(bar.id, closed, periodDays, isSecurePage()));
    setClosed([...closed, bar.id]);
  };
  const colour = safeColour(bar.color);
  const background = safeColour(bar.backgroundColor);
  return (
    <section
      className="action-bar"
      data-testid="action-bar"
      data-action-bar-id={bar.id}
      aria-label={t('chrome.actionBar.label')}
      style={{ color: colour, backgroundColor: background }}
    >
      <p className="action-bar__content">
        {bar.link ? (
          <ChromeLink to={bar.link} className="action-bar__text">
            {bar.text}
          </ChromeLink>
        ) : (
          <span className="action-bar__text">{bar.text}</span>
        )}
        {bar.countdownEndDate && <Countdown endDate={bar.countdownEndDate} />}
      </p>
      <button
        type="button"
        className="action-bar__close"
        data-testid="action-bar-close"
        aria-label={t('chrome.actionBar.close')}
        onClick={close}
      >
        <Icon name="close" size={18} />
      </button>
    </section>
  );
}
