/** The customer dialogs of SPEC 2: log-in, sign-up, password-reset, password-confirm. */
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../../../shared/customer/form-limits';
import type { DialogComponents } from '../dialogs/DialogHost';
import { DialogTitle, useDialog, useDialogs } from '../dialogs/DialogHost';
import { type ActionResult, useCustomer } from './CustomerProvider';
import { Field, type FieldProps, FormMessage } from './Field';
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

/** The form every customer dialog is: its title, an optional intro, the error of the last try, its fields. */
function CustomerForm({
  testId,
  title,
  intro,
  busy,
  error,
  onSubmit,
  children,
}: {
  testId: string;
  title: string;
  intro?: string;
  busy: boolean;
  error: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      className="customer-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      <DialogTitle>{title}</DialogTitle>
      {intro && <p className="customer-form__intro">{intro}</p>}
      <FormMessage kind="error" text={error} />
      {children}
    </form>
  );
}

function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="button button--primary customer-form__submit"
      aria-disabled={busy || undefined}
    >
      {busy ? t('customer.sending') : label}
    </button>
  );
}

/** The links to the other dialogs below a form. */
function DialogLinks({ links }: { links: { label: string; onClick: () => void }[] }) {
  return (
    <div className="customer-form__links">
      {links.map((link) => (
        <button key={link.label} type="button" className="customer-link" onClick={link.onClick}>
          {link.label}
        </button>
      ))}
    </div>
  );
}

function EmailField(
  props: Omit<FieldProps, 'label' | 'name' | 'type' | 'inputMode' | 'spellCheck' | 'required'>,
) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('customer.fields.email')}
      name="email"
      type="email"
      inputMode="email"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** A password the shopper chooses, with the rule it must meet. */
function NewPasswordField({ label, error }: { label: string; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Field
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      hint={t('customer.fields.passwordHint', { min: PASSWORD_MIN })}
      error={error}
    />
  );
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
    <CustomerForm
      testId="log-in-form"
      title={t('customer.logIn.title')}
      busy={busy}
      error={errors.message}
      onSubmit={onSubmit}
    >
      <EmailField
        autoComplete="username"
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
      <SubmitButton busy={busy} label={t('customer.logIn.submit')} />
      <DialogLinks
        links={[
          { label: t('customer.logIn.forgot'), onClick: () => open('password-reset', { email: typed }) },
          { label: t('customer.logIn.toSignUp'), onClick: () => open('sign-up', { email: typed }) },
        ]}
      />
    </CustomerForm>
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
    <CustomerForm
      testId="sign-up-form"
      title={t('customer.signUp.title')}
      busy={busy}
      error={errors.message}
      onSubmit={onSubmit}
    >
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
      <EmailField autoComplete="email" defaultValue={email} error={errors.fields.email} />
      <NewPasswordField label={t('customer.fields.password')} error={errors.fields.password} />
      <SubmitButton busy={busy} label={t('customer.signUp.submit')} />
      <DialogLinks links={[{ label: t('customer.signUp.toLogIn'), onClick: () => open('log-in') }]} />
    </CustomerForm>
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
    <CustomerForm
      testId="password-reset-form"
      title={t('customer.passwordReset.title')}
      intro={t('customer.passwordReset.intro')}
      busy={busy}
      error={errors.message}
      onSubmit={onSubmit}
    >
      <FormMessage kind="success" text={sent} />
      {!sent && (
        <>
          <EmailField autoComplete="email" defaultValue={email} error={errors.fields.email} />
          <SubmitButton busy={busy} label={t('customer.passwordReset.submit')} />
        </>
      )}
      <DialogLinks links={[{ label: t('customer.passwordReset.toLogIn'), onClick: () => open('log-in') }]} />
    </CustomerForm>
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
    <CustomerForm
      testId="password-confirm-form"
      title={t('customer.passwordConfirm.title')}
      intro={t('customer.passwordConfirm.intro')}
      busy={busy}
      error={tokenError ?? errors.message}
      onSubmit={onSubmit}
    >
      <NewPasswordField label={t('customer.fields.newPassword')} error={errors.fields.password} />
      <p className="customer-form__note">{t('customer.passwordConfirm.sessionsNote')}</p>
      <SubmitButton busy={busy} label={t('customer.passwordConfirm.submit')} />
      {tokenError && (
        <DialogLinks
          links={[{ label: t('customer.passwordConfirm.newLink'), onClick: () => open('password-reset') }]}
        />
      )}
    </CustomerForm>
  );
}

/** The customer kinds for <DialogHost components={...} />. */
export const customerDialogComponents: DialogComponents = {
  'log-in': LogInDialog,
  'sign-up': SignUpDialog,
  'password-reset': PasswordResetDialog,
  'password-confirm': PasswordConfirmDialog,
};
