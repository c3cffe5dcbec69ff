/**
 * Seed reviews: a few per brand and language, written by (invented) customers in their own words,
 * so that every market's footer has a reviews block to show. Real reviews replace them by id.
 */
import type { Channel, Language } from '../../../shared/markets';
import type * as schema from '../schema';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** stars, title, text, author, date (YYYY-MM-DD) */
type Entry = [number, string, string, string, string];

const CARDS: Record<Language, Entry[]> = {
  de: [
    [
      5,
      'Wunderschöne Hochzeitskarten',
      'Papier und Druck sind hochwertig, die Karten kamen nach drei Tagen an. Unsere Gäste waren begeistert.',
      'Katrin M.',
      '2026-10-28',
    ],
    [
      5,
      'Einfach zu gestalten',
      'Die Vorlagen sind schön und lassen sich leicht anpassen. Die Umschläge passen perfekt.',
      'Thomas B.',
      '2026-10-12',
    ],
    [
      4,
      'Gute Qualität, kleine Farbabweichung',
      'Die Geburtskarten sind toll geworden, das Rosa war etwas kräftiger als am Bildschirm.',
      'Julia S.',
      '2026-09-30',
    ],
    [
      5,
      'Fotobuch als Geschenk',
      'Das Fotobuch für meine Eltern ist ein Traum geworden. Die Bindung ist stabil, die Farben leuchten.',
      'Andreas K.',
      '2026-09-14',
    ],
  ],
  en: [
    [
      5,
      'Beautiful wedding invitations',
      'Lovely thick paper and crisp printing. They arrived within four days and our guests loved them.',
      'Sophie H.',
      '2026-10-25',
    ],
    [
      5,
      'So easy to design',
      'The templates look great and are simple to change. The envelopes fit perfectly.',
      'James P.',
      '2026-10-09',
    ],
    [
      4,
      'Great cards, slow post',
      'The birthday cards are lovely; delivery took a day longer than promised.',
      'Emma R.',
      '2026-09-27',
    ],
    [
      5,
      'Perfect photo book',
      'The photo book for my grandmother turned out wonderfully. Strong binding and vivid colours.',
      'Oliver T.',
      '2026-09-11',
    ],
  ],
  es: [
    [
      5,
      'Invitaciones de boda preciosas',
      'El papel es de gran calidad y la impresión muy nítida. Llegaron en cuatro días.',
      'Lucía G.',
      '2026-10-26',
    ],
    [
      5,
      'Muy fácil de diseñar',
      'Las plantillas son bonitas y se adaptan en pocos minutos. Los sobres encajan perfectamente.',
      'Javier M.',
      '2026-10-10',
    ],
    [
      4,
      'Buena calidad',
      'Las tarjetas de cumpleaños quedaron muy bien; el color era algo más intenso que en pantalla.',
      'Marta L.',
      '2026-09-28',
    ],
    [
      5,
      'Un álbum precioso',
      'El fotolibro para mis padres quedó precioso. La encuadernación es resistente.',
      'Carlos R.',
      '2026-09-12',
    ],
  ],
  fr: [
    [
      5,
      'De magnifiques faire-part',
      'Papier épais, impression nette, livraison en quatre jours. Nos invités ont adoré.',
      'Camille D.',
      '2026-10-27',
    ],
    [
      5,
      'Très simple à personnaliser',
      'Les modèles sont beaux et faciles à modifier. Les enveloppes sont parfaitement assorties.',
      'Julien L.',
      '2026-10-11',
    ],
    [
      4,
      'Belle qualité',
      'Les cartes d’anniversaire sont réussies, le rose était un peu plus soutenu qu’à l’écran.',
      'Manon P.',
      '2026-09-29',
    ],
    [
      5,
      'Un livre photo superbe',
      'Le livre photo offert à mes parents est magnifique. Reliure solide, couleurs éclatantes.',
      'Nicolas B.',
      '2026-09-13',
    ],
  ],
  it: [
    [
      5,
      'Partecipazioni bellissime',
      'Carta spessa e stampa nitida. Sono arrivate in quattro giorni e gli ospiti le hanno adorate.',
      'Giulia R.',
      '2026-10-24',
    ],
    [
      5,
      'Facilissimo da creare',
      'I modelli sono belli e si personalizzano in pochi minuti. Le buste sono perfette.',
      'Marco F.',
      '2026-10-08',
    ],
    [
      4,
      'Ottima qualità',
      'I biglietti di compleanno sono venuti bene; il colore era un po’ più intenso che sullo schermo.',
      'Chiara B.',
      '2026-09-26',
    ],
    [
      5,
      'Fotolibro perfetto',
      'Il fotolibro per i miei genitori è stupendo. Rilegatura robusta e colori vivaci.',
      'Luca M.',
      '2026-09-10',
    ],
  ],
  nl: [
    [
      5,
      'Prachtige trouwkaarten',
      'Dik papier en scherpe druk. Binnen vier dagen in huis en onze gasten waren enthousiast.',
      'Sanne V.',
      '2026-10-23',
    ],
    [
      5,
      'Heel makkelijk te ontwerpen',
      'De sjablonen zijn mooi en snel aan te passen. De enveloppen passen precies.',
      'Daan J.',
      '2026-10-07',
    ],
    [
      4,
      'Goede kwaliteit',
      'De verjaardagskaarten zijn mooi geworden; het roze was iets feller dan op het scherm.',
      'Lotte K.',
      '2026-09-25',
    ],
    [
      5,
      'Mooi fotoboek',
      'Het fotoboek voor mijn ouders is prachtig geworden. Stevige binding en heldere kleuren.',
      'Bram de W.',
      '2026-09-09',
    ],
  ],
};

const POSTERS: Record<Language, Entry[]> = {
  de: [
    [
      5,
      'Leinwand in Top-Qualität',
      'Der Keilrahmen ist stabil, die Farben sind brillant. Hängt jetzt im Wohnzimmer.',
      'Markus W.',
      '2026-10-29',
    ],
    [
      5,
      'Acrylglas sieht edel aus',
      'Unser Urlaubsfoto hinter Acrylglas wirkt unglaublich tief. Sehr sicher verpackt.',
      'Sabine H.',
      '2026-10-15',
    ],
    [
      4,
      'Schöner Posterdruck',
      'Gute Druckqualität und schneller Versand, der Rahmen hätte etwas stabiler sein können.',
      'Felix R.',
      '2026-10-01',
    ],
    [
      5,
      'Fototapete passt perfekt',
      'Die Bahnen waren exakt zugeschnitten und ließen sich leicht anbringen.',
      'Nina F.',
      '2026-09-16',
    ],
  ],
  en: [
    [
      5,
      'Superb canvas print',
      'Solid stretcher frame and brilliant colours. It now hangs above our sofa.',
      'Charlotte W.',
      '2026-10-28',
    ],
    [
      5,
      'Acrylic looks stunning',
      'Our holiday photo behind acrylic has amazing depth. Packed very carefully.',
      'Harry B.',
      '2026-10-14',
    ],
    [
      4,
      'Lovely poster',
      'Good print quality and quick delivery; the frame could have been a little sturdier.',
      'Amelia C.',
      '2026-09-30',
    ],
    [
      5,
      'Wallpaper fits perfectly',
      'The strips were cut exactly to size and easy to hang.',
      'George N.',
      '2026-09-15',
    ],
  ],
  es: [
    [
      5,
      'Lienzo de gran calidad',
      'El bastidor es firme y los colores brillantes. Ya cuelga en nuestro salón.',
      'Elena P.',
      '2026-10-27',
    ],
    [
      5,
      'El metacrilato queda elegante',
      'Nuestra foto de vacaciones tras metacrilato tiene una profundidad increíble.',
      'Pablo S.',
      '2026-10-13',
    ],
    [
      4,
      'Póster bonito',
      'Buena impresión y envío rápido; el marco podría ser algo más robusto.',
      'Sara D.',
      '2026-09-29',
    ],
    [
      5,
      'Fotomural perfecto',
      'Las tiras venían cortadas con precisión y fueron fáciles de colocar.',
      'Diego A.',
      '2026-09-14',
    ],
  ],
  fr: [
    [
      5,
      'Toile de grande qualité',
      'Châssis solide et couleurs éclatantes. Elle trône désormais dans notre salon.',
      'Léa M.',
      '2026-10-28',
    ],
    [
      5,
      'Le plexiglas est superbe',
      'Notre photo de vacances sous plexiglas a une profondeur incroyable. Emballage soigné.',
      'Hugo R.',
      '2026-10-14',
    ],
    [
      4,
      'Joli poster',
      'Bonne qualité d’impression et livraison rapide ; le cadre pourrait être plus robuste.',
      'Chloé F.',
      '2026-09-30',
    ],
    [
      5,
      'Papier peint parfait',
      'Les lés étaient coupés au millimètre et faciles à poser.',
      'Thomas G.',
      '2026-09-15',
    ],
  ],
  it: [
    [
      5,
      'Tela di ottima qualità',
      'Telaio robusto e colori brillanti. Ora è appesa in soggiorno.',
      'Francesca L.',
      '2026-10-27',
    ],
    [
      5,
      'Il plexiglas è elegante',
      'La nostra foto delle vacanze sotto plexiglas ha una profondità incredibile.',
      'Alessandro G.',
      '2026-10-13',
    ],
    [
      4,
      'Bel poster',
      'Buona qualità di stampa e spedizione veloce; la cornice potrebbe essere più solida.',
      'Sara C.',
      '2026-09-29',
    ],
    [
      5,
      'Carta da parati perfetta',
      'I teli erano tagliati con precisione e facili da applicare.',
      'Matteo P.',
      '2026-09-14',
    ],
  ],
  nl: [
    [
      5,
      'Canvas van topkwaliteit',
      'Stevig spieraam en stralende kleuren. Hangt nu in de woonkamer.',
      'Eva M.',
      '2026-10-26',
    ],
    [
      5,
      'Plexiglas ziet er chic uit',
      'Onze vakantiefoto achter plexiglas heeft ongelooflijk veel diepte. Goed verpakt.',
      'Thijs B.',
      '2026-10-12',
    ],
    [
      4,
      'Mooie poster',
      'Goede drukkwaliteit en snelle levering; de lijst had iets steviger mogen zijn.',
      'Fleur S.',
      '2026-09-28',
    ],
    [
      5,
      'Fotobehang past perfect',
      'De banen waren precies op maat gesneden en makkelijk te plakken.',
      'Ruben H.',
      '2026-09-13',
    ],
  ],
};

function rowsOf(channel: Channel, byLanguage: Record<Language, Entry[]>): Insert<typeof schema.reviews>[] {
  return Object.entries(byLanguage).flatMap(([language, entries]) =>
    entries.map(([stars, title, text, authorName, date], i) => ({
      id: `${channel}-${language}-${String(i + 1).padStart(3, '0')}`,
      channel,
      language: language as Language,
      stars,
      title,
      text,
      authorName,
      createdAt: new Date(`${date}T10:00:00Z`),
      published: true,
    })),
  );
}

export function reviewRows(): Insert<typeof schema.reviews>[] {
  return [...rowsOf('cards', CARDS), ...rowsOf('posters', POSTERS)];
}
