import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  type ContactErrorCode,
  type ContactField,
  type ContactTopic,
  isContactErrorCode,
  validateContactForm,
} from '../../../../shared/content/contact-form';
import type { ContactFormBlok } from '../../../../shared/content/story-types';
import { useShop } from '../../../app/shop-context';
import type { BlockProps } from '../block-types';
import { RichText } from '../rich-text/RichText';
import { BlockHeading, list, text } from './parts';
import './contact-form.css';

/** The endpoint (another issue builds it) answers 2xx, or `{ error: { code, message, fields? } }`. */
export const CONTACT_ENDPOINT = '/web-api/contact';

interface Values {
  name: string;
  email: string;
  orderNumber: string;
  topic: string;
  message: string;
  consent: boolean;
}

const EMPTY: Values = { name: '', email: '', orderNumber: '', topic: '', message: '', consent: false };

/** A field error: one of our codes (translated), or the server's own words. */
type FieldError = ContactErrorCode | { text: string };
type FieldErrors = Partial<Record<ContactField, FieldError>>;

/** The numbers the error messages quote ({{min}}, {{max}}). */
const FIELD_LIMITS: Partial<Record<ContactField, { min?: number; max?: number }>> = {
  name: { min: CONTACT_LIMITS.nameMin, max: CONTACT_LIMITS.nameMax },
  email: { max: CONTACT_LIMITS.emailMax },
  orderNumber: { max: CONTACT_LIMITS.orderNumberMax },
  message: { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax },
};

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; reason: 'fields' | 'server' | 'network' | 'rate' };

function isField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

function toFieldError(value: unknown): FieldError | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (isContactErrorCode(first)) return first;
  if (typeof first === 'string' && first.trim() !== '') return { text: first.trim() };
  if (typeof first === 'object' && first !== null) {
    const { code, message } = first as { code?: unknown; message?: unknown };
    if (isContactErrorCode(code)) return code;
    if (isContactErrorCode(message)) return message;
    if (typeof message === 'string' && message.trim() !== '') return { text: message.trim() };
  }
  return undefined;
}

/**
 * Field errors of an error answer. Takes `fields` as an object (field -> code, message or list of
 * them) or a list of `{ field | path, code | message }`; fields the form does not have are ignored.
 */
export function serverFieldErrors(body: unknown): FieldErrors {
  const fields = (body as { error?: { fields?: unknown } } | undefined)?.error?.fields;
  const result: FieldErrors = {};
  if (Array.isArray(fields)) {
    for (const entry of fields) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { field, path } = entry as { field?: unknown; path?: unknown };
      const name = isField(field) ? field : Array.isArray(path) && isField(path[0]) ? path[0] : undefined;
      const error = toFieldError(entry);
      if (name && error && !result[name]) result[name] = error;
    }
  } else if (typeof fields === 'object' && fields !== null) {
    for (const [name, value] of Object.entries(fields)) {
      const error = toFieldError(value);
      if (isField(name) && error) result[name] = error;
    }
  }
  return result;
}

/** The customer-service form: checked in the browser with the endpoint's schema, sent as JSON. */
export function ContactForm({ blok }: BlockProps<ContactFormBlok>) {
  const { t } = useTranslation();
  const shop = useShop();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const allowed = list(blok.topics).filter((topic): topic is ContactTopic =>
    (CONTACT_TOPICS as readonly string[]).includes(topic),
  );
  const topics = allowed.length > 0 ? allowed : CONTACT_TOPICS;
  const headline = text(blok.headline) || t('blocks.contactForm.title');
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorId = (field: ContactField) => `${id}-${field}-error`;
  const sending = status.kind === 'sending';

  const errorText = (field: ContactField, error: FieldError): string =>
    typeof error === 'string'
      ? t(`blocks.contactForm.errors.${error}`, FIELD_LIMITS[field] ?? {})
      : error.text;

  const focusFirstError = (fields: FieldErrors) => {
    const first = CONTACT_FIELDS.find((field) => fields[field]);
    if (!first) return;
    // After React has rendered the messages, so the reader hears field and message together.
    requestAnimationFrame(() => {
      const element = formRef.current?.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
    });
  };

  const update =
    (field: keyof Values) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const target = event.currentTarget;
      const value =
        target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
      const next = { ...values, [field]: value };
      setValues(next);
      // A field that was wrong is checked again as the shopper fixes it.
      if (errors[field]) {
        const check = validateContactForm(next);
        setErrors({ ...errors, [field]: check.ok ? undefined : check.fields[field] });
      }
      if (status.kind === 'sent') setStatus({ kind: 'idle' });
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const check = validateContactForm(values);
    if (!check.ok) {
      setErrors(check.fields);
      setStatus({ kind: 'failed', reason: 'fields' });
      focusFirstError(check.fields);
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      const response = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-Channel': shop.channel,
          'X-Locale': shop.market,
        },
        body: JSON.stringify(check.data),
      });
      if (response.ok) {
        setValues(EMPTY);
        setStatus({ kind: 'sent' });
        requestAnimationFrame(() => statusRef.current?.focus());
        return;
      }
      const body: unknown = await response.json().catch(() => undefined);
      const fields = serverFieldErrors(body);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        setStatus({ kind: 'failed', reason: 'fields' });
        focusFirstError(fields);
        return;
      }
      setStatus({ kind: 'failed', reason: response.status === 429 ? 'rate' : 'server' });
    } catch {
      // Offline or the request was cut: everything typed stays in the form.
      setStatus({ kind: 'failed', reason: 'network' });
    }
  };

  const describedBy = (field: ContactField, hint?: string) =>
    [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined;

  const fieldError = (field: ContactField) => {
    const error = errors[field];
    return error ? (
      <p id={errorId(field)} className="contact-form__error">
        {errorText(field, error)}
      </p>
    ) : null;
  };

  return (
    <section className="contact-form" aria-labelledby={`${id}-title`}>
      <BlockHeading id={`${id}-title`}>{headline}</BlockHeading>
      <RichText doc={blok.text} />
      <form
        ref={formRef}
        className="contact-form__form"
        method="post"
        action={CONTACT_ENDPOINT}
        noValidate
        aria-busy={sending || undefined}
        onSubmit={onSubmit}
      >
        <p className="contact-form__note">{t('blocks.contactForm.requiredNote')}</p>

        <div className="contact-form__row">
          <div className="contact-form__field">
            <label htmlFor={fieldId('name')}>{t('blocks.contactForm.name')}</label>
            <input
              id={fieldId('name')}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.nameMax}
              value={values.name}
              onChange={update('name')}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name')}
            />
            {fieldError('name')}
          </div>

          <div className="contact-form__field">
            <label htmlFor={fieldId('email')}>{t('blocks.contactForm.email')}</label>
            <input
              id={fieldId('email')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              required
              maxLength={CONTACT_LIMITS.emailMax}
              value={values.email}
              onChange={update('email')}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('email')}
            />
            {fieldError('email')}
          </div>
        </div>

        <div className="contact-form__row">
          <div className="contact-form__field">
            <label htmlFor={fieldId('orderNumber')}>
              {t('blocks.contactForm.orderNumber')}{' '}
              <span className="contact-form__optional">{t('blocks.contactForm.optional')}</span>
            </label>
            <input
              id={fieldId('orderNumber')}
              name="orderNumber"
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={CONTACT_LIMITS.orderNumberMax}
              value={values.orderNumber}
              onChange={update('orderNumber')}
              aria-invalid={errors.orderNumber ? true : undefined}
              aria-describedby={describedBy('orderNumber', `${id}-orderNumber-hint`)}
            />
            <p id={`${id}-orderNumber-hint`} className="contact-form__hint">
              {t('blocks.contactForm.orderNumberHint')}
            </p>
            {fieldError('orderNumber')}
          </div>

          <div className="contact-form__field">
            <label htmlFor={fieldId('topic')}>{t('blocks.contactForm.topic')}</label>
            <select
              id={fieldId('topic')}
              name="topic"
              required
              value={values.topic}
              onChange={update('topic')}
              aria-invalid={errors.topic ? true : undefined}
              aria-describedby={describedBy('topic')}
            >
              <option value="">{t('blocks.contactForm.topicPlaceholder')}</option>
              {topics.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`blocks.contactForm.topics.${topic}`)}
                </option>
              ))}
            </select>
            {fieldError('topic')}
          </div>
        </div>

        <div className="contact-form__field">
          <label htmlFor={fieldId('message')}>{t('blocks.contactForm.message')}</label>
          <textarea
            id={fieldId('message')}
            name="message"
            rows={6}
            required
            maxLength={CONTACT_LIMITS.messageMax}
            value={values.message}
            onChange={update('message')}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message', `${id}-message-hint`)}
          />
          <p id={`${id}-message-hint`} className="contact-form__hint">
            {t('blocks.contactForm.messageHint', {
              min: CONTACT_LIMITS.messageMin,
              max: CONTACT_LIMITS.messageMax,
            })}
          </p>
          {fieldError('message')}
        </div>

        <div className="contact-form__field contact-form__field--check">
          <input
            id={fieldId('consent')}
            name="consent"
            type="checkbox"
            required
            checked={values.consent}
            onChange={update('consent')}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent')}
          />
          <label htmlFor={fieldId('consent')}>{t('blocks.contactForm.consent')}</label>
          {fieldError('consent')}
        </div>

        <button
          type="submit"
          className="button button--primary contact-form__submit"
          aria-disabled={sending || undefined}
        >
          {sending ? t('blocks.contactForm.sending') : t('blocks.contactForm.submit')}
        </button>

        <p
          ref={statusRef}
          tabIndex={-1}
          className="contact-form__status contact-form__status--sent"
          role="status"
        >
          {status.kind === 'sent' ? t('blocks.contactForm.success') : null}
        </p>
        <p className="contact-form__status contact-form__status--failed" role="alert">
          {status.kind === 'failed' ? t(`blocks.contactForm.failed.${status.reason}`) : null}
        </p>
      </form>
    </section>
  );
}
