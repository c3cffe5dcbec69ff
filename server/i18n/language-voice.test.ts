/**
 * Issue 32 §3: one voice per language, the CMS's. Dutch says je, Spanish tú, Italian tu, French
 * vous, in the translation bundles, the server messages, the mails and the seeded stories (German,
 * du, has its own scan in german-voice.test.ts). Each scan looks for the other voice's words;
 * quoted passages (a card's text ideas) are left out.
 */
import { describe, expect, it } from 'vitest';
import { messageLanguages } from '../../shared/customer/messages';
import type { Language } from '../../shared/markets';
import { rawMailTexts } from '../customers/mail-texts';
import { bundleTexts, type Located, storyTexts, textsOf } from '../testing/market-texts';

/** A whole word in any script (JavaScript's \b knows only ASCII letters). */
const word = (alternatives: string, flags = 'u') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, flags);

/** The words of the voice a language does NOT use. */
const OTHER_VOICE: Record<'nl' | 'es' | 'fr' | 'it', readonly RegExp[]> = {
  // je/jij/jouw: "u", "uw", "U hebt", "Uw".
  nl: [word('u|uw|Uw|U')],
  // tú: usted, and "su"/"sus" with the shopper's things, formal imperatives of the interface.
  es: [
    word('usted|ustedes|Usted|Ustedes'),
    word(
      '[Ss]us? (?:cesta|cuenta|pedido|pedidos|carrito|contraseña|correo|dirección|consentimiento|datos|fotos?|diseños?|lista|suscripción)',
    ),
    word('ha dado su|gestione|introduzca|compruebe|elija|inicie sesión|vuelva a intentarlo'),
  ],
  // vous: tu/toi/ton/tes and the tu forms of common verbs.
  fr: [word('tu|toi|ton|tes|Tu|Ton|Tes'), word('(?:peux|veux|dois|as|es) ?-?tu')],
  // tu: Lei and its possessives, capitalised mid-sentence.
  it: [word('Lei|Suo|Sua|Suoi|Sue'), word('La preghiamo|La ringraziamo')],
};

const BUNDLES: Record<keyof typeof OTHER_VOICE, readonly string[]> = {
  nl: ['nl-NL'],
  es: ['es-ES'],
  fr: ['fr-FR', 'fr-BE'],
  it: ['it-IT'],
};

const unquoted = (text: string) => text.replace(/„[^“]*“|"[^"]*"|»[^«]*«|«[^»]*»|“[^”]*”/gu, '…');

function otherVoice(language: keyof typeof OTHER_VOICE, texts: readonly Located[]): string[] {
  return texts
    .filter(({ text }) => OTHER_VOICE[language].some((pattern) => pattern.test(unquoted(text))))
    .map(({ where, text }) => `${where}: ${text}`);
}

describe('one voice per language', () => {
  it('the scans find the other voice and leave their own alone', () => {
    const cases: [keyof typeof OTHER_VOICE, string, boolean][] = [
      ['nl', 'Uw winkelmandje is leeg; legt u iets in.', true],
      ['nl', 'U hebt toestemming gegeven.', true],
      ['nl', 'Je winkelmand is leeg. Jouw ontwerpen blijven bewaard.', false],
      ['es', 'Su cesta está vacía.', true],
      ['es', 'Actualmente ha dado su consentimiento.', true],
      ['es', 'Tu cesta está vacía. Su precio incluye el envío.', false],
      ['fr', 'Tu peux choisir ton format.', true],
      ['fr', 'Boîtes photo', false],
      ['fr', 'Vous pouvez choisir votre format.', false],
      ['it', 'La preghiamo di controllare il Suo indirizzo.', true],
      ['it', 'Controlla il tuo indirizzo.', false],
    ];
    for (const [language, text, expected] of cases) {
      expect(otherVoice(language, [{ where: 'x', text }]).length > 0, `${language}: ${text}`).toBe(expected);
    }
  });

  describe.each(Object.keys(OTHER_VOICE) as (keyof typeof OTHER_VOICE)[])('%s', (language) => {
    it.each(BUNDLES[language])('the %s bundle keeps one voice', (bundle) => {
      const texts = bundleTexts(bundle);
      expect(texts.length).toBeGreaterThan(300);
      expect(otherVoice(language, texts)).toEqual([]);
    });

    it('the server messages and mails keep it', () => {
      const texts = [
        ...textsOf(messageLanguages()[language as Language], `messages.${language}`),
        ...textsOf(rawMailTexts()[language as Language], `mails.${language}`),
      ];
      expect(texts.length).toBeGreaterThan(40);
      expect(otherVoice(language, texts)).toEqual([]);
    });

    it('the seeded stories keep it', () => {
      const texts = storyTexts(language);
      expect(texts.length).toBeGreaterThan(1000);
      expect(otherVoice(language, texts)).toEqual([]);
    });
  });
});
