import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerAccount, NewsletterState } from '../../../shared/customer/customer-data';
import { PASSWORD_MIN } from '../../../shared/customer/form-limits';
import { PageMeta } from '../../app/pages/PageMeta';
import { Link } from '../../ui/Link';
import { useDialogs } from '../dialogs/DialogHost';
import { clientLog } from '../tracking/logger';
import { CUSTOMER_API, callApi } from './api';
import { takeUrlToken, useCustomer } from './CustomerProvider';
import { Field, FormMessage } from './Field';
import './customer.css';

type Feedback = { kind: 'error' | 'success'; text: string; fields?: Record<string, string> } | undefined;

/** One box of the account page, named by its heading. */
function AccountBox({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="account-box" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The message of the last action of a box (kept in place while there is none). */
function BoxMessage({ feedback }: { feedback: Feedback }) {
  return <FormMessage kind={feedback?.kind ?? 'success'} text={feedback?.text} />;
}

/** A form of an account box: its last message, its fields, its save button. */
function AccountForm({
  feedback,
  onSubmit,
  submitLabel,
  children,
}: {
  feedback: Feedback;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form className="customer-form" noValidate onSubmit={onSubmit}>
      <BoxMessage feedback={feedback} />
      {children}
      <button type="submit" className="button button--primary">
        {submitLabel}
      </button>
    </form>
  );
}

function formValues(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  return new FormData(event.currentTarget);
}

/**
 * The account page under /kundenkonto: name, address and number, newsletter state, password
 * change (with the offer to end other sessions), e-mail change (password again), log-out. Orders
 * live in the order system. Logged out it offers the log-in and sign-up dialogs.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { customer, status, target, logOut } = useCustomer();
  const { open } = useDialogs();
  const [account, setAccount] = useState<CustomerAccount | undefined>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [feedback, setFeedback] = useState<Record<string, Feedback>>({});
  const [emailToken, setEmailToken] = useState<string | undefined>();
  const [verifyToken, setVerifyToken] = useState<string | undefined>();
  const say = (section: string, value: Feedback) => setFeedback((f) => ({ ...f, [section]: value }));

  useEffect(() => {
    setEmailToken(takeUrlToken('emailToken'));
    setVerifyToken(takeUrlToken('verifyToken'));
  }, []);

  const load = useCallback(async () => {
    const result = await callApi<CustomerAccount>(target, 'GET', CUSTOMER_API.account);
    if (result.ok) {
      setAccount(result.data);
      setLoadFailed(false);
    } else if (result.status !== 401) {
      clientLog.error('account data failed', { status: result.status });
      setLoadFailed(true);
    }
  }, [target]);

  useEffect(() => {
    if (customer.isLoggedIn) void load();
    else setAccount(undefined);
  }, [customer.isLoggedIn, load]);

  const confirmEmail = async () => {
    if (!emailToken) return;
    const result = await callApi<{ message: string }>(target, 'POST', CUSTOMER_API.emailConfirm, {
      token: emailToken,
    });
    setEmailToken(undefined);
    say(
      'emailConfirm',
      result.ok
        ? { kind: 'success', text: result.data.message }
        : { kind: 'error', text: result.message || t('customer.errors.generic') },
    );
    if (result.ok && customer.isLoggedIn) void load();
  };

  /** The welcome mail's link (issue 34 item 13): a button, so that a mail scanner opening the link verifies nothing. */
  const verifyEmail = async () => {
    if (!verifyToken) return;
    const result = await callApi<{ message: string }>(target, 'POST', CUSTOMER_API.emailVerify, {
      token: verifyToken,
    });
    setVerifyToken(undefined);
    say(
      'verify',
      result.ok
        ? { kind: 'success', text: result.data.message }
        : { kind: 'error', text: result.message || t('customer.errors.generic') },
    );
    if (result.ok && customer.isLoggedIn) void load();
  };

  const resendVerification = async () => {
    const result = await callApi<{ message: string }>(target, 'POST', CUSTOMER_API.verificationResend);
    say(
      'verify',
      result.ok
        ? { kind: 'success', text: result.data.message }
        : { kind: 'error', text: result.message || t('customer.errors.generic') },
    );
  };

  const changePassword = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const data = formValues(event);
    const result = await callApi<{ message: string; otherSessions: number }>(
      target,
      'POST',
      CUSTOMER_API.passwordChange,
      {
        currentPassword: String(data.get('currentPassword') ?? ''),
        newPassword: String(data.get('newPassword') ?? ''),
      },
    );
    if (result.ok) {
      form.reset();
      say('password', { kind: 'success', text: result.data.message });
      setAccount((a) => (a ? { ...a, otherSessions: result.data.otherSessions } : a));
    } else {
      if (result.status !== 400) clientLog.error('password change failed', { status: result.status });
      say('password', {
        kind: 'error',
        text: result.message || t('customer.errors.generic'),
        fields: result.fields,
      });
    }
  };

  const changeEmail = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const data = formValues(event);
    const result = await callApi<{ message: string }>(target, 'POST', CUSTOMER_API.emailChange, {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    if (result.ok) {
      form.reset();
      say('email', { kind: 'success', text: result.data.message });
    } else {
      if (result.status !== 400) clientLog.error('e-mail change failed', { status: result.status });
      say('email', {
        kind: 'error',
        text: result.message || t('customer.errors.generic'),
        fields: result.fields,
      });
    }
  };

  const setNewsletter = async (subscribe: boolean) => {
    const result = await callApi<{ newsletter: NewsletterState; message?: string }>(
      target,
      'POST',
      CUSTOMER_API.newsletter,
      {
        subscribe,
      },
    );
    if (result.ok) {
      setAccount((a) => (a ? { ...a, newsletter: result.data.newsletter } : a));
      say('newsletter', { kind: 'success', text: result.data.message ?? '' });
    } else {
      clientLog.error('newsletter change failed', { status: result.status });
      say('newsletter', { kind: 'error', text: result.message || t('customer.errors.generic') });
    }
  };

  const endSessions = async () => {
    const result = await callApi<{ message: string }>(target, 'POST', CUSTOMER_API.sessionsEnd);
    if (result.ok) {
      setAccount((a) => (a ? { ...a, otherSessions: 0 } : a));
      say('sessions', { kind: 'success', text: result.data.message });
    } else {
      say('sessions', { kind: 'error', text: result.message || t('customer.errors.generic') });
    }
  };

  const emailConfirmBox = emailToken ? (
    <section className="account-box" data-testid="email-confirm">
      <h2>{t('customer.account.emailConfirmTitle')}</h2>
      <button type="button" className="button button--primary" onClick={confirmEmail}>
        {t('customer.account.emailConfirm')}
      </button>
    </section>
  ) : feedback.emailConfirm ? (
    <FormMessage kind={feedback.emailConfirm.kind} text={feedback.emailConfirm.text} />
  ) : null;

  const verifyBox = verifyToken ? (
    <section className="account-box" data-testid="email-verify">
      <h2>{t('customer.account.verifyTitle')}</h2>
      <button type="button" className="button button--primary" onClick={verifyEmail}>
        {t('customer.account.verifyConfirm')}
      </button>
    </section>
  ) : account && !account.emailVerified ? (
    <section className="account-box" data-testid="email-unverified" aria-labelledby="account-unverified">
      <h2 id="account-unverified">{t('customer.account.unverifiedTitle')}</h2>
      <p>{t('customer.account.unverified')}</p>
      <button type="button" className="button" onClick={resendVerification}>
        {t('customer.account.resendVerification')}
      </button>
      <BoxMessage feedback={feedback.verify} />
    </section>
  ) : feedback.verify ? (
    <FormMessage kind={feedback.verify.kind} text={feedback.verify.text} />
  ) : null;

  // Personal pages: never indexed, but titled and described like every other page.
  const meta = (
    <PageMeta title={t('customer.account.title')} description={t('meta.descriptions.account')} noindex />
  );

  if (status === 'idle' || status === 'loading') {
    return (
      <div className="account-page" aria-busy="true">
        {meta}
        <h1>{t('customer.account.title')}</h1>
        <p>{t('customer.loading')}</p>
      </div>
    );
  }

  if (!customer.isLoggedIn) {
    return (
      <div className="account-page" data-testid="account-page">
        {meta}
        <h1>{t('customer.account.title')}</h1>
        {emailConfirmBox}
        {verifyBox}
        <p>{t('customer.account.loggedOut')}</p>
        <div className="account-page__actions">
          <button type="button" className="button button--primary" onClick={() => open('log-in')}>
            {t('customer.logIn.title')}
          </button>
          <button type="button" className="button" onClick={() => open('sign-up')}>
            {t('customer.signUp.title')}
          </button>
        </div>
      </div>
    );
  }

  const newsletterState = account?.newsletter ?? 'none';
  const subscribed = newsletterState === 'confirmed' || newsletterState === 'pending';
  return (
    <div className="account-page" data-testid="account-page">
      {meta}
      <h1>{t('customer.account.greeting', { name: customer.fullName ?? customer.firstName })}</h1>
      {emailConfirmBox}
      {verifyBox}
      {loadFailed && <FormMessage kind="error" text={t('customer.errors.generic')} />}

      <AccountBox id="account-details" title={t('customer.account.details')}>
        <dl className="account-details">
          <dt>{t('customer.fields.name')}</dt>
          <dd>{`${customer.firstName} ${customer.lastName}`.trim()}</dd>
          <dt>{t('customer.fields.email')}</dt>
          <dd data-testid="account-email">{account?.email ?? '…'}</dd>
          <dt>{t('customer.account.number')}</dt>
          <dd>{customer.number}</dd>
        </dl>
      </AccountBox>

      <AccountBox id="account-newsletter" title={t('customer.account.newsletter')}>
        <p data-testid="newsletter-state">{t(`customer.account.newsletterState.${newsletterState}`)}</p>
        <button type="button" className="button" onClick={() => setNewsletter(!subscribed)}>
          {subscribed ? t('customer.account.unsubscribe') : t('customer.account.subscribe')}
        </button>
        <BoxMessage feedback={feedback.newsletter} />
      </AccountBox>

      <AccountBox id="account-password" title={t('customer.account.changePassword')}>
        <AccountForm
          feedback={feedback.password}
          onSubmit={changePassword}
          submitLabel={t('customer.account.savePassword')}
        >
          <Field
            label={t('customer.fields.currentPassword')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={feedback.password?.fields?.currentPassword}
          />
          <Field
            label={t('customer.fields.newPassword')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            hint={t('customer.fields.passwordHint', { min: PASSWORD_MIN })}
            error={feedback.password?.fields?.newPassword}
          />
        </AccountForm>
      </AccountBox>

      <AccountBox id="account-email" title={t('customer.account.changeEmail')}>
        <AccountForm
          feedback={feedback.email}
          onSubmit={changeEmail}
          submitLabel={t('customer.account.saveEmail')}
        >
          <Field
            label={t('customer.fields.newEmail')}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={feedback.email?.fields?.email}
          />
          <Field
            label={t('customer.fields.currentPassword')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            hint={t('customer.account.reauthHint')}
            error={feedback.email?.fields?.password}
          />
        </AccountForm>
      </AccountBox>

      <AccountBox id="account-sessions" title={t('customer.account.sessions')}>
        <p>{t('customer.account.otherSessions', { count: account?.otherSessions ?? 0 })}</p>
        {(account?.otherSessions ?? 0) > 0 && (
          <button type="button" className="button" onClick={endSessions}>
            {t('customer.account.endSessions')}
          </button>
        )}
        <BoxMessage feedback={feedback.sessions} />
      </AccountBox>

      <AccountBox id="account-orders" title={t('customer.account.orders')}>
        <p>{t('customer.account.ordersText')}</p>
        <Link href="/kundenkonto/wunschliste">{t('customer.wishlist.title')}</Link>
      </AccountBox>

      <button type="button" className="button account-page__logout" onClick={() => void logOut()}>
        {t('customer.account.logOut')}
      </button>
    </div>
  );
}
