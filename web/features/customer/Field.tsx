import { type InputHTMLAttributes, useId } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The server's message for this field (SPEC 5: the forms show the server's field messages). */
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input with its hint and error announced to screen readers. */
export function Field({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="customer-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="customer-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="customer-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's message: an error (role alert) or a success (role status). */
export function FormMessage({ kind, text }: { kind: 'error' | 'success'; text: string | undefined }) {
  return (
    <p
      className={`customer-form__message customer-form__message--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {text || null}
    </p>
  );
}
