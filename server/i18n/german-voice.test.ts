/**
 * Issue 23 item 19: both brands speak to German-speaking shoppers with "du", in the interface
 * (translation bundles, server messages, mails) and in the seeded stories. The scan looks for the
 * formal "Sie" address; quoted text (a card's text ideas, which may address anyone) is left out.
 */
import { describe, expect, it } from 'vitest';
import { messageLanguages } from '../../shared/customer/messages';
import { rawMailTexts } from '../customers/mail-texts';
import { bundleTexts, type Located, storyTexts, textsOf } from '../testing/market-texts';

/** "Sie"/"Ihr…" mid-sentence, "Ihnen" anywhere, and formal imperatives and questions ("Wählen Sie"). */
const FORMAL = [
  /(?<![.!?:–\n#>-]\s*|^\s*)\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/u,
  /\bIhnen\b/u,
  /\b[A-ZÄÖÜ][a-zäöüß]+en Sie\b/u,
  /^\s*Sie (haben|sind|können|erhalten|finden|möchten|müssen|brauchen|bekommen)\b/mu,
];

/** Quoted passages („…“, "…", »…«) are someone else's words. */
const unquoted = (text: string) => text.replace(/„[^“]*“|"[^"]*"|»[^«]*«|«[^»]*»/gu, '…');

function formalAddress(texts: readonly Located[]): string[] {
  return texts
    .filter(({ text }) => FORMAL.some((pattern) => pattern.test(unquoted(text))))
    .map(({ where, text }) => `${where}: ${text}`);
}

describe('the German voice (du)', () => {
  it('the scan finds the formal address and leaves the informal one and quotations alone', () => {
    const found = formalAddress(
      [
        'Wählen Sie ein Produkt.',
        'Das könnte Ihnen gefallen.',
        'Bitte prüfen Sie Ihre Eingaben.',
        'Sie haben schon ein Konto?',
        'Mit Ihren Fotos.',
        'Wähle ein Produkt und gestalte es nach deinen Wünschen.',
        'Sie halten lange, und sie sind aus Karton.',
        'Textidee: „Wir danken Ihnen für die Zusammenarbeit.“',
      ].map((text, i) => ({ where: String(i), text })),
    );
    expect(found.map((f) => f.split(':')[0])).toEqual(['0', '1', '2', '3', '4']);
  });

  it.each(['de-DE', 'de-CH', 'de-LI'])('the %s bundle says du', (bundle) => {
    const texts = bundleTexts(bundle);
    expect(texts.length).toBeGreaterThan(300);
    expect(formalAddress(texts)).toEqual([]);
  });

  it('the seeded German stories say du', () => {
    const texts = storyTexts('de');
    expect(texts.length).toBeGreaterThan(1000);
    expect(formalAddress(texts)).toEqual([]);
  });

  it('the server messages and mails say du', () => {
    const texts = [
      ...textsOf(messageLanguages().de, 'messages.de'),
      ...textsOf(rawMailTexts().de, 'mails.de'),
    ];
    expect(texts.length).toBeGreaterThan(40);
    expect(formalAddress(texts)).toEqual([]);
  });
});
