/**
 * Issue 23 item 20: en-US reads American English. The scan looks for British spellings and words
 * by their patterns (-our, -ise, -tre, doubled l), not by the converter's own word list, in the
 * en-US bundle (catalogue labels included) and in the English stories as en-US shows them.
 */
import { describe, expect, it } from 'vitest';
import { americanText, toAmericanEnglish } from '../../shared/content/american-english';
import { bundleTexts, type Located, storyTexts } from '../testing/market-texts';

/** Words that end like a British spelling but are American too. */
const AMERICAN_TOO = new Set(
  (
    'our your yours hour hours four pour tour tours sour flour detour contour devour ' +
    'advise advised advises advising surprise surprised surprises surprising promise promised promises promising ' +
    'exercise exercises raise raised raises raising rise rises arise arises wise otherwise likewise clockwise ' +
    'premise premises expertise franchise merchandise enterprise enterprises compromise compromised devise ' +
    'revise revised supervise supervised improvise improvised televise televised disguise disguised precise ' +
    'concise noise praise praised paradise cruise bruise treatise reprise poise demise despise comprise comprises ' +
    'comprised advertise advertised advertising chastise excise incise noises'
  ).split(' '),
);

const BRITISH = [
  /\b\w*(colour|favour|flavour|honour|humour|behaviour|neighbour|harbour|labour|vapour)\w*\b/giu,
  /\b\w+is(e|ed|es|ing|ation|ations)\b/giu,
  /\b\w+(tre|tres)\b/giu,
  /\b\w+(ll)(ed|ing)\b/giu,
  /\b(aluminium|basket|baskets|grey|catalogue|catalogues|jewellery|matt|whilst|licence|cheque|tyre|kerb|postcode|mum|fibre|programme|enquiry|ageing|mould)\b/giu,
];
const DOUBLE_L_BRITISH =
  /^(cancel|travel|label|model|level|signal|fuel|channel|jewel|marvel|counsel|total|dial|quarrel)led$|^(cancel|travel|label|model|level|signal|fuel|channel|marvel|counsel|total|dial|quarrel)ling$/iu;

/** The British spellings in a text: pattern hits that are not American words too. */
function britishIn(text: string): string[] {
  const found: string[] = [];
  for (const pattern of BRITISH) {
    for (const [word] of text.matchAll(pattern)) {
      const lower = word.toLowerCase();
      if (AMERICAN_TOO.has(lower)) continue;
      if (pattern.source.includes('(ll)') && !DOUBLE_L_BRITISH.test(lower)) continue;
      found.push(word);
    }
  }
  return found;
}

function british(texts: readonly Located[]): string[] {
  return texts.flatMap(({ where, text }) => {
    const words = britishIn(text);
    return words.length ? [`${where}: ${words.join(', ')} (${text.slice(0, 80)})`] : [];
  });
}

describe('American English on en-US', () => {
  it('the scan finds British spellings and leaves American ones alone', () => {
    expect(
      britishIn('Your basket: personalised cards in grey colours, 30 centimetres, cancelled, matt'),
    ).toEqual(['colours', 'personalised', 'centimetres', 'cancelled', 'basket', 'grey', 'matt']);
    expect(
      britishIn('Your cart: personalized cards in gray colors, 30 centimeters, canceled, matte'),
    ).toEqual([]);
    expect(britishIn('A surprise we promise: four hours, installed and filled')).toEqual([]);
  });

  it('the en-GB bundle is British (the scan has something to find)', () => {
    expect(british(bundleTexts('en-GB')).length).toBeGreaterThan(3);
  });

  it('the en-US bundle, catalogue labels included, is American', () => {
    const texts = bundleTexts('en-US');
    expect(texts.filter((t) => t.where.startsWith('en-US.catalogue.')).length).toBeGreaterThan(10);
    expect(british(texts)).toEqual([]);
  });

  it('the English stories are British, and American as en-US shows them', () => {
    const texts = storyTexts('en');
    expect(texts.length).toBeGreaterThan(1000);
    expect(british(texts).length).toBeGreaterThan(20);
    expect(british(texts.map(({ where, text }) => ({ where, text: americanText(text) })))).toEqual([]);
    expect(british(storyTexts('en').map((t) => toAmericanEnglish(t)))).toEqual([]);
  });
});
