/** The customer dialogs of SPEC 2: log-in, sign-up, password-reset, password-confirm. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../../../shared/customer/forms';
import type { DialogComponents } from '../dialogs/DialogHost';
import { DialogTitle, useDialog, useDialogs } from '../dialogs/DialogHost';
import { type ActionResult, useCustomer } from './CustomerProvider';
import { Field, FormMessage } from './Field';
import './customer.css';

type Errors = { message?: string; fields: Record<string, string> };
const NONE: Errors = { fields: {} };

/** Runs a form action with the dialog blocking while it is on the way (no other dialog replaces it meanwhile). */
function useSubmit() {
  const dialog = useDialog();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>(NONE);
  const run = async <T,>(action: () => Promise<ActionResult<T>>): Promise<ActionResult<T> | undefined> => {
    if (busy) return undefined;
    setBusy(true);
    setErrors(NONE);
    dialog.setBlocking(true);
    try {
      const result = await action();
      if (!result.ok) setErrors({ message: result.message, fields: result.fields });
      return result;
    } finally {
      dialog.setBlocking(false);
      setBusy(false);
    }
  };
  return { busy, errors, run, dialog };
}

function values(event: FormEvent<HTMLFormElement>): Record<string, string> {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  const out: Record<string, string> = {};
  for (const [key, value] of data.entries()) if (typeof value === 'string') out[key] = value;
  return out;
}

export function LogInDialog({ email }: { email?: string }) {
  const { t } = useTranslation();
  const { logIn } = useCustomer();
  const { open } = useDialogs();
  const { busy, errors, run, dialog } = useSubmit();
  const [typed, setTyped] = useState(email ?? '');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const form = values(event);
    const result = await run(() => logIn({ email: form.email ?? '', password: form.password ?? '' }));
    if (result?.ok) dialog.close({ force: true });
  };
  return (
    <form
      className="customer-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
      data-testid="log-in-form"
    >
      <DialogTitle>{t('customer.logIn.title')}</DialogTitle>
      <FormMessage kind="error" text={errors.message} />
      <Field
        label={t('customer.fields.email')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        required
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        error={errors.fields.email}
      />
      <Field
        label={t('customer.fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.fields.password}
      />
      <button
        type="submit"
        className="button button--primary customer-form__submit"
        aria-disabled={busy || undefined}
      >
        {busy ? t('customer.sending') : t('customer.logIn.submit')}
      </button>
      <div className="customer-form__links">
        <button
          type="button"
          className="customer-link"
          onClick={() => open('password-reset', { email: typed })}
        >
          {t('customer.logIn.forgot')}
        </button>
        <button type="button" className="customer-link" onClick={() => open('sign-up', { email: typed })}>
          {t('customer.logIn.toSignUp')}
        </button>
      </div>
    </form>
  );
}

export function SignUpDialog({ email }: { email?: string }) {
  const { t } = useTranslation();
  const { signUp } = useCustomer();
  const { open } = useDialogs();
  const { busy, errors, run, dialog } = useSubmit();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const form = values(event);
    const result = await run(() =>
      signUp({
        firstName: form.firstName ?? '',
        lastName: form.lastName ?? '',
        email: form.email ?? '',
        password: form.password ?? '',
      }),
    );
    if (result?.ok) dialog.close({ force: true });
  };
  return (
    <form
      className="customer-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
      data-testid="sign-up-form"
    >
      <DialogTitle>{t('customer.signUp.title')}</DialogTitle>
      <FormMessage kind="error" text={errors.message} />
      <div className="customer-form__row">
        <Field
          label={t('customer.fields.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={50}
          error={errors.fields.firstName}
        />
        <Field
          label={t('customer.fields.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={50}
          error={errors.fields.lastName}
        />
      </div>
      <Field
        label={t('customer.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        defaultValue={email}
        error={errors.fields.email}
      />
      <Field
        label={t('customer.fields.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t('customer.fields.passwordHint', { min: PASSWORD_MIN })}
        error={errors.fields.password}
      />
      <button
        type="submit"
        className="button button--primary customer-form__submit"
        aria-disabled={busy || undefined}
      >
        {busy ? t('customer.sending') : t('customer.signUp.submit')}
      </button>
      <div className="customer-form__links">
        <button type="button" className="customer-link" onClick={() => open('log-in')}>
          {t('customer.signUp.toLogIn')}
        </button>
      </div>
    </form>
  );
}

export function PasswordResetDialog({ email }: { email?: string }) {
  const { t } = useTranslation();
  const { requestPasswordReset } = useCustomer();
  const { open } = useDialogs();
  const { busy, errors, run } = useSubmit();
  const [sent, setSent] = useState<string | undefined>();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const form = values(event);
    const result = await run(() => requestPasswordReset(form.email ?? ''));
    if (result?.ok) setSent(result.message || t('customer.passwordReset.sent'));
  };
  return (
    <form
      className="customer-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
      data-testid="password-reset-form"
    >
      <DialogTitle>{t('customer.passwordReset.title')}</DialogTitle>
      <p className="customer-form__intro">{t('customer.passwordReset.intro')}</p>
      <FormMessage kind="error" text={errors.message} />
      <FormMessage kind="success" text={sent} />
      {!sent && (
        <>
          <Field
            label={t('customer.fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            defaultValue={email}
            error={errors.fields.email}
          />
          <button
            type="submit"
            className="button button--primary customer-form__submit"
            aria-disabled={busy || undefined}
          >
            {busy ? t('customer.sending') : t('customer.passwordReset.submit')}
          </button>
        </>
      )}
      <div className="customer-form__links">
        <button type="button" className="customer-link" onClick={() => open('log-in')}>
          {t('customer.passwordReset.toLogIn')}
        </button>
      </div>
    </form>
  );
}

export function PasswordConfirmDialog({ token }: { token: string }) {
  const { t } = useTranslation();
  const { confirmPasswordReset } = useCustomer();
  const { open } = useDialogs();
  const { busy, errors, run, dialog } = useSubmit();
  const [done, setDone] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const form = values(event);
    const result = await run(() => confirmPasswordReset(token, form.password ?? ''));
    if (result?.ok) setDone(true);
  };
  if (done) {
    return (
      <div className="customer-form">
        <DialogTitle>{t('customer.passwordConfirm.title')}</DialogTitle>
        <FormMessage kind="success" text={t('customer.passwordConfirm.done')} />
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={() => dialog.close()}
        >
          {t('customer.passwordConfirm.continue')}
        </button>
      </div>
    );
  }
  const tokenError = errors.fields.token;
  return (
    <form
      className="customer-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
      data-testid="password-confirm-form"
    >
      <DialogTitle>{t('customer.passwordConfirm.title')}</DialogTitle>
      <p className="customer-form__intro">{t('customer.passwordConfirm.intro')}</p>
      <FormMessage kind="error" text={tokenError ?? errors.message} />
      <Field
        label={t('customer.fields.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t('customer.fields.passwordHint', { min: PASSWORD_MIN })}
        error={errors.fields.password}
      />
      <p className="customer-form__note">{t('customer.passwordConfirm.sessionsNote')}</p>
      <button
        type="submit"
        className="button button--primary customer-form__submit"
        aria-disabled={busy || undefined}
      >
        {busy ? t('customer.sending') : t('customer.passwordConfirm.submit')}
      </button>
      {tokenError && (
        <div className="customer-form__links">
          <button type="button" className="customer-link" onClick={() => open('password-reset')}>
            {t('customer.passwordConfirm.newLink')}
          </button>
        </div>
      )}
    </form>
  );
}

/** The customer kinds for <DialogHost components={...} />. */
export const customerDialogComponents: DialogComponents = {
  'log-in': LogInDialog,
  'sign-up': SignUpDialog,
  'password-reset': PasswordResetDialog,
  'password-confirm': PasswordConfirmDialog,
};
