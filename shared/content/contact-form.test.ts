import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, EMAIL_PATTERN, validateContactForm } from './contact-form';

const valid = {
  name: 'Erika Mustermann',
  email: 'erika@example.de',
  orderNumber: '',
  topic: 'order',
  message: 'Meine Karten sind noch nicht angekommen.',
  consent: true,
};

describe('contact form schema', () => {
  it('accepts a complete form and trims it', () => {
    const result = validateContactForm({
      ...valid,
      name: '  Erika Mustermann ',
      orderNumber: ' fw-2024-001234 ',
    });
    expect(result).toEqual({
      ok: true,
      data: { ...valid, orderNumber: 'FW-2024-001234' },
    });
  });

  it('treats an empty order number as none', () => {
    const result = validateContactForm(valid);
    expect(result.ok && result.data.orderNumber).toBeUndefined();
    expect(validateContactForm({ ...valid, orderNumber: undefined }).ok).toBe(true);
  });

  it('follows the SPEC 5 e-mail pattern', () => {
    for (const ok of ['a@b.de', 'first.last+tag@sub.example.co.uk'])
      expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['a@b', 'a@b.d', 'a b@c.de', '@b.de', 'a@.de1', 'a@b.c0m'])
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
    expect(validateContactForm({ ...valid, email: 'erika@example' })).toEqual({
      ok: false,
      fields: { email: 'email' },
    });
  });

  it('reports one code per field', () => {
    const result = validateContactForm({
      name: 'E',
      email: '',
      orderNumber: 'Nr. 12/3',
      topic: 'spam',
      message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1),
      consent: false,
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        name: 'tooShort',
        email: 'required',
        orderNumber: 'orderNumber',
        topic: 'topic',
        message: 'tooLong',
        consent: 'consent',
      },
    });
  });

  it('reports missing fields of any type as required (or the field’s own code)', () => {
    const result = validateContactForm({});
    expect(result).toEqual({
      ok: false,
      fields: {
        name: 'required',
        email: 'required',
        topic: 'topic',
        message: 'required',
        consent: 'consent',
      },
    });
    expect(validateContactForm(null).ok).toBe(false);
    expect(validateContactForm({ ...valid, name: 42 })).toEqual({ ok: false, fields: { name: 'required' } });
  });

  it('counts whitespace-only text as empty', () => {
    expect(validateContactForm({ ...valid, message: '   \n  ' })).toEqual({
      ok: false,
      fields: { message: 'required' },
    });
  });
});
