/**
 * Issue 32 §2: the US shop reads as an American shop. The en-US bundle and the English stories as
 * en-US shows them carry no EU-legal wording (statutory VAT, right of withdrawal, Imprint, a German
 * register or VAT number, dispatch) and no British phrasing the spelling scan cannot see (Forgotten
 * your password, fulfil, holiday photo) or German-only occasion names. en-GB keeps its own wording.
 */
import { describe, expect, it } from 'vitest';
import { americanText, toAmericanEnglish } from '../../shared/content/american-english';
import { bundleTexts, type Located, storyTexts } from '../testing/market-texts';

const NOT_AMERICAN: readonly RegExp[] = [
  /\bstatutory VAT\b/giu,
  /\b(?:incl(?:uding|\.)?|plus) VAT\b/giu,
  /\bVAT (?:ID|identification number|number)\b/giu,
  /\bright of withdrawal\b/giu,
  /\bImprint\b/gu,
  /\bImpressum\b/giu,
  /\bHRB\b/gu,
  /\bdispatch(?:ed|es)?\b/giu,
  /\bForgotten (?:your )?password\b/giu,
  /\bfulfil(?:s|ment)?\b/giu,
  /\bholiday photos?\b/giu,
  /\bProtestant confirmation\b/giu,
  /\bFirst day at school\b/giu,
];

function notAmericanIn(text: string): string[] {
  return NOT_AMERICAN.flatMap((pattern) => [...text.matchAll(pattern)].map(([m]) => m));
}

function found(texts: readonly Located[]): string[] {
  return texts.flatMap(({ where, text }) => {
    const words = notAmericanIn(text);
    return words.length ? [`${where}: ${words.join(', ')} (${text.slice(0, 80)})`] : [];
  });
}

describe('en-US reads as an American shop', () => {
  it('the scan catches EU-legal and British wording and leaves American wording alone', () => {
    expect(
      notAmericanIn(
        'All prices include statutory VAT. No right of withdrawal. Imprint: HRB 1, VAT ID DE1. Delivery & dispatch times. Forgotten your password? We fulfil orders. Holiday photos for your First day at school and Protestant confirmation.',
      ),
    ).toHaveLength(11);
    expect(
      notAmericanIn(
        'Prices do not include sales tax. Returns within 30 days. About us / Legal. Shipping & delivery times. Forgot your password? We fulfill orders. Vacation photos, back to school, confirmation.',
      ),
    ).toEqual([]);
  });

  it('the converter turns the English stories’ EU wording into American wording', () => {
    expect(
      americanText(
        'All prices include statutory VAT. Delivery costs are shown before you submit your order.',
      ),
    ).toBe(
      'Prices do not include sales tax; where it applies, it is added at checkout. Delivery costs are shown before you submit your order.',
    );
    expect(americanText('Cologne Local Court, HRB 000000. VAT identification number: DE000000000.')).toBe(
      'Registered office: Cologne, Germany.',
    );
    expect(americanText('Delivery & dispatch times')).toBe('Shipping & delivery times');
    expect(americanText('Imprint | Fotowerk')).toBe('About us / Legal | Fotowerk');
  });

  it('the en-US bundle has none of it', () => {
    expect(found(bundleTexts('en-US'))).toEqual([]);
  });

  it('the English stories have it (en-GB keeps its wording), and en-US shows none of it', () => {
    const british = found(storyTexts('en'));
    expect(british.length).toBeGreaterThan(5);
    expect(found(storyTexts('en').map((t) => toAmericanEnglish(t)))).toEqual([]);
  });
});
