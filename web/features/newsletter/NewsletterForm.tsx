import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsletterBlok } from '../../../shared/content/story-types';
import { newsletterEmailAllowed } from '../../../shared/customer/form-limits';
import { useShop } from '../../app/shop-context';
import { useConsent } from '../consent/ConsentProvider';
import { type ApiTarget, callApi } from '../customer/api';
import { clientLog } from '../tracking/logger';
import { loadRecaptchaScript, recaptchaToken } from './recaptcha';
import './newsletter.css';

export const NEWSLETTER_ENDPOINT = '/web-api/newsletter-subscribe';

export type SubscribeOutcome =
  | { kind: 'invalid' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; reason: 'network' | 'server'; message: string };

/**
 * SPEC 5: an address that fails the pattern sends nothing; otherwise a reCAPTCHA token is tried
 * (a missing one is logged as a warning, SPEC 8, and the form is sent all the same).
 */
export async function subscribeNewsletter(
  target: ApiTarget,
  email: string,
  uniqueIdentifier: string,
  token: () => Promise<string | null>,
): Promise<SubscribeOutcome> {
  if (!newsletterEmailAllowed(email)) return { kind: 'invalid' };
  const reCaptchaToken = await token();
  if (!reCaptchaToken) clientLog.warn('newsletter missing recaptcha token');
  const result = await callApi<{ message?: string }>(target, 'POST', NEWSLETTER_ENDPOINT, {
    email: email.trim(),
    uniqueIdentifier: uniqueIdentifier.slice(0, 200),
    reCaptchaToken,
  });
  if (result.ok) return { kind: 'sent', message: result.data?.message ?? '' };
  if (result.status === 0) return { kind: 'failed', reason: 'network', message: '' };
  if (result.status !== 400 && result.status !== 429)
    clientLog.error('newsletter failed', { status: result.status });
  const message = result.status >= 500 ? '' : result.fields.email || result.message;
  return { kind: 'failed', reason: 'server', message };
}

type Status =
  | { kind: 'idle' }
  | { kind: 'invalid' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

export interface NewsletterFormProps {
  blok: NewsletterBlok;
  /** The page the form is on (SPEC 3 uniqueIdentifier); defaults to the path. */
  uniqueIdentifier?: string;
  /** A reCAPTCHA v3 site key instead of the configured one (RECAPTCHA_SITE_KEY); without any no token is attempted. */
  recaptchaSiteKey?: string;
}

/**
 * The newsletter sign-up of the footer (and of content pages): SPEC 5 pattern check (an invalid
 * address sends nothing and says why), a reCAPTCHA token attempt, then POST
 * /web-api/newsletter-subscribe { email, uniqueIdentifier, reCaptchaToken }; the mail that
 * follows asks to confirm (double opt-in).
 */
export function NewsletterForm({ blok, uniqueIdentifier, recaptchaSiteKey }: NewsletterFormProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = status.kind === 'sending';
  const { status: consent } = useConsent();
  // The script is Google's: it loads only with the shopper's consent, and only when configured.
  const siteKey = consent === 'granted' ? (recaptchaSiteKey ?? shop.integrations.recaptchaSiteKey) : null;
  const prepareRecaptcha = () => {
    if (siteKey) loadRecaptchaScript(siteKey).catch(() => {});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!newsletterEmailAllowed(email)) {
      setStatus({ kind: 'invalid' });
      return;
    }
    setStatus({ kind: 'sending' });
    const page = uniqueIdentifier ?? (typeof window !== 'undefined' ? window.location.pathname : '');
    const result = await subscribeNewsletter(
      { channel: shop.channel, market: shop.market },
      email,
      page,
      async () => {
        if (!siteKey) return null;
        // Without the script there is no token; the form is sent all the same (SPEC 5).
        const loaded = await loadRecaptchaScript(siteKey).then(
          () => true,
          () => false,
        );
        return loaded ? recaptchaToken(siteKey) : null;
      },
    );
    if (result.kind === 'sent') setEmail('');
    setStatus(
      result.kind === 'sent'
        ? { kind: 'sent', message: result.message || t('newsletter.sent') }
        : result.kind === 'invalid'
          ? result
          : { kind: 'failed', message: result.message || t(`newsletter.errors.${result.reason}`) },
    );
  };

  const invalid = status.kind === 'invalid';
  return (
    <form
      className="newsletter-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending || undefined}
      data-testid="newsletter-form"
    >
      <h2 className="newsletter-form__title" id={`${id}-title`}>
        {blok.title || t('newsletter.title')}
      </h2>
      {blok.text && <p className="newsletter-form__text">{blok.text}</p>}
      <div className="newsletter-form__row">
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          {t('newsletter.email')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          placeholder={t('newsletter.placeholder')}
          value={email}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onFocus={prepareRecaptcha}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            if (status.kind === 'invalid' || status.kind === 'failed') setStatus({ kind: 'idle' });
          }}
        />
        <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
          {sending ? t('newsletter.sending') : blok.buttonText || t('newsletter.submit')}
        </button>
      </div>
      <p id={`${id}-error`} className="newsletter-form__error" role="alert">
        {invalid ? t('newsletter.errors.email') : status.kind === 'failed' ? status.message : null}
      </p>
      <p className="newsletter-form__status" role="status">
        {status.kind === 'sent' ? status.message : null}
      </p>
      {blok.privacyNote && <p className="newsletter-form__privacy">{blok.privacyNote}</p>}
    </form>
  );
}
