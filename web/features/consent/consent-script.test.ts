import { describe, expect, it } from 'vitest';
import { CONSENT_EVENT, consentOfEvent, loadConsentScript } from './consent-script';

function fakeDocument() {
  const appended: Record<string, unknown>[] = [];
  const doc = {
    appended,
    querySelector: (selector: string) =>
      appended.find((s) => selector === 'script[data-consent-script]' && 'data-consent-script' in s) ?? null,
    createElement: () => {
      const attributes: Record<string, string> = {};
      const element: Record<string, unknown> = {
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
          element[name] = value;
        },
      };
      return element;
    },
    head: { appendChild: (el: Record<string, unknown>) => appended.push(el) },
  };
  return doc;
}

describe('consent-management script', () => {
  it('reads granted or declined from the shop:consent event', () => {
    expect(consentOfEvent(new CustomEvent(CONSENT_EVENT, { detail: { status: 'granted' } }))).toBe('granted');
    expect(consentOfEvent(new CustomEvent(CONSENT_EVENT, { detail: { status: 'declined' } }))).toBe(
      'declined',
    );
    expect(consentOfEvent(new CustomEvent(CONSENT_EVENT, { detail: { status: 'maybe' } }))).toBeNull();
    expect(consentOfEvent(new CustomEvent(CONSENT_EVENT))).toBeNull();
    expect(consentOfEvent(new Event(CONSENT_EVENT))).toBeNull();
  });

  it('loads the script once, async, with the nonce', () => {
    const doc = fakeDocument();
    expect(loadConsentScript(doc as unknown as Document, 'https://cmp.example/a.js', 'n0nce')).toBe(true);
    expect(loadConsentScript(doc as unknown as Document, 'https://cmp.example/a.js', 'n0nce')).toBe(false);
    expect(doc.appended).toHaveLength(1);
    expect(doc.appended[0]).toMatchObject({ async: true, src: 'https://cmp.example/a.js', nonce: 'n0nce' });
  });
});
