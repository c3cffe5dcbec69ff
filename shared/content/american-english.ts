/**
 * American English for en-US. The English stories are written in British English (they serve
 * en-GB first); on en-US their text is shown with American words and spellings: cart, color,
 * aluminum, personalize. Links, paths and ids are left alone (mapStoryText).
 */
import type { Market } from '../markets';
import { mapStoryText } from './story-text';

/** Whole words, British to American, lower case (the case of the original is kept). */
const WORDS: Record<string, string> = {
  aluminium: 'aluminum',
  basket: 'cart',
  baskets: 'carts',
  catalogue: 'catalog',
  catalogues: 'catalogs',
  centre: 'center',
  centres: 'centers',
  centimetre: 'centimeter',
  centimetres: 'centimeters',
  millimetre: 'millimeter',
  millimetres: 'millimeters',
  metre: 'meter',
  metres: 'meters',
  fibre: 'fiber',
  grey: 'gray',
  greys: 'grays',
  jewellery: 'jewelry',
  licence: 'license',
  programme: 'program',
  programmes: 'programs',
  matt: 'matte',
  whilst: 'while',
  enquiry: 'inquiry',
  enquiries: 'inquiries',
  postcode: 'ZIP code',
  postcodes: 'ZIP codes',
  mum: 'mom',
  mums: 'moms',
  travelling: 'traveling',
  travelled: 'traveled',
  cancelled: 'canceled',
  cancelling: 'canceling',
  labelled: 'labeled',
  labelling: 'labeling',
  modelling: 'modeling',
  jeweller: 'jeweler',
  ageing: 'aging',
  mould: 'mold',
  moulds: 'molds',
  'e-mail': 'email',
  'e-mails': 'emails',
  fulfil: 'fulfill',
  fulfils: 'fulfills',
  fulfilment: 'fulfillment',
  dispatch: 'shipping',
};

/**
 * Wording of an American shop beyond spelling (issue 32 §2), applied after it: US shoppers read
 * sales tax instead of VAT, returns instead of the EU right of withdrawal, "About us / Legal"
 * instead of an Imprint (Impressum) with a German register and VAT number, US names of occasions.
 */
const US_PHRASES: readonly [RegExp, string][] = [
  [
    /All prices include statutory VAT\./g,
    'Prices do not include sales tax; where it applies, it is added at checkout.',
  ],
  [/there is no right of withdrawal/g, 'it cannot be returned for a change of mind'],
  [/are excluded from the right of withdrawal/g, 'cannot be returned for a change of mind'],
  [/Delivery & shipping times/g, 'Shipping & delivery times'],
  [/\bImprint\b/g, 'About us / Legal'],
  [/[^.]*\bHRB\b[^.]*\.\s*VAT identification number:[^.]*\./g, 'Registered office: Cologne, Germany.'],
  [/\bFirst day at school\b/g, 'Back to school'],
  [/\bfirst day at school\b/g, 'back to school'],
  [/\bSchool start\b/g, 'Back to school'],
  [/\bProtestant confirmation\b/g, 'Confirmation'],
  [/\bChristening\b/g, 'Baptism'],
  [/\bholiday photo/g, 'vacation photo'],
];

/** Word families spelt -our (colour, favourite) and -ise (personalise) in British English. */
const OUR = [
  'colour',
  'favour',
  'flavour',
  'honour',
  'humour',
  'behaviour',
  'neighbour',
  'harbour',
  'labour',
  'vapour',
];
const ISE = [
  'personalis',
  'customis',
  'organis',
  'optimis',
  'recognis',
  'realis',
  'finalis',
  'visualis',
  'memoris',
  'apologis',
  'categoris',
  'minimis',
  'maximis',
  'prioritis',
  'specialis',
  'summaris',
  'synchronis',
  'utilis',
  'standardis',
  'authoris',
  'characteris',
  'digitis',
  'harmonis',
  'modernis',
  'stabilis',
  'symbolis',
  'emphasis',
  'immortalis',
];

const WORD = new RegExp(
  `\\b(${Object.keys(WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'giu',
);
const OUR_FAMILY = new RegExp(`\\b(water)?(${OUR.map((w) => w.slice(0, -3)).join('|')})our`, 'giu');
const ISE_FAMILY = new RegExp(`\\b(${ISE.join('|')})(e|es|ed|ing|ation|ations|er|ers)\\b`, 'giu');

/** The replacement written in the case of the word it replaces (Basket -> Cart, BASKET -> CART). */
function inCaseOf(original: string, replacement: string): string {
  if (original === original.toUpperCase() && original !== original.toLowerCase())
    return replacement.toUpperCase();
  if (original[0] === original[0]?.toUpperCase()) return replacement[0]?.toUpperCase() + replacement.slice(1);
  return replacement;
}

/**
 * Data next to the stories' texts holds names too (image paths, ids like "aluminium-prints" or
 * "matt", designer links) in fields no list can name in advance: a single token that is all lower
 * case or has a path, query or id character in it is a name, not a text.
 */
function isName(text: string): boolean {
  return !/\s/.test(text) && (/[/._=?&#:]/.test(text) || text === text.toLowerCase());
}

/** One text in American English. */
export function americanText(text: string): string {
  if (isName(text)) return text;
  const spelt = text
    .replace(WORD, (word) => inCaseOf(word, WORDS[word.toLowerCase()] ?? word))
    .replace(OUR_FAMILY, (_all, prefix: string | undefined, stem: string) => `${prefix ?? ''}${stem}or`)
    .replace(ISE_FAMILY, (_all, stem: string, ending: string) => {
      // "emphasis" is a noun; only the verb's forms change (emphasise -> emphasize).
      const z = stem.slice(0, -1) + (stem.endsWith('S') ? 'Z' : 'z');
      return `${z}${ending}`;
    });
  return US_PHRASES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), spelt);
}

export function usesAmericanEnglish(market: Market): boolean {
  return market === 'en-US';
}

/** A copy of story content with its texts in American English. */
export function toAmericanEnglish<T>(content: T): T {
  return mapStoryText(content, americanText);
}
