/**
 * Seed rows of the customer pictures: a few per product and brand, with first names and short
 * captions in the six content languages. The pictures themselves are drawn by
 * server/customer-pictures/picture-art.ts and committed under content/assets/customer-pictures.
 */
import type { Channel } from '../../../shared/markets/hosts';
import type { Language } from '../../../shared/markets/locales';
import * as schema from '../schema';
import { type SeedTable, seedTable } from './seed-table';

type Row = (typeof schema.customerPictures)['$inferInsert'];

/** Which products of each brand have pictures, and how many. */
export const CUSTOMER_PICTURE_PRODUCTS: Readonly<Record<Channel, readonly string[]>> = {
  posters: ['poster', 'hahnemuehle', 'leinwand', 'acrylglas', 'aludibond', 'echtglas', 'fototapete'],
  cards: ['leinwand', 'poster', 'fotorahmen'],
};
export const PICTURES_PER_PRODUCT = 4;

const AUTHORS = ['Anna K.', 'Jonas M.', 'Lea S.', 'Marco R.', 'Sophie B.', 'Tom W.', 'Elif D.', 'Nina H.'];

type Captions = Record<Language, string>;
const CAPTIONS: readonly Captions[] = [
  {
    de: 'Endlich hängt unser Urlaubsfoto im Wohnzimmer.',
    en: 'Our holiday photo finally hangs in the living room.',
    es: 'Por fin cuelga nuestra foto de vacaciones en el salón.',
    fr: 'Notre photo de vacances est enfin accrochée au salon.',
    it: 'Finalmente la nostra foto delle vacanze è in salotto.',
    nl: 'Eindelijk hangt onze vakantiefoto in de woonkamer.',
  },
  {
    de: 'Die Farben sind noch schöner als auf dem Bildschirm.',
    en: 'The colours are even nicer than on screen.',
    es: 'Los colores son aún más bonitos que en la pantalla.',
    fr: 'Les couleurs sont encore plus belles qu’à l’écran.',
    it: 'I colori sono ancora più belli che sullo schermo.',
    nl: 'De kleuren zijn nog mooier dan op het scherm.',
  },
  {
    de: 'Ein Geschenk für meine Eltern – sie lieben es.',
    en: 'A present for my parents – they love it.',
    es: 'Un regalo para mis padres: les encanta.',
    fr: 'Un cadeau pour mes parents – ils l’adorent.',
    it: 'Un regalo per i miei genitori: lo adorano.',
    nl: 'Een cadeau voor mijn ouders – ze zijn er dol op.',
  },
  {
    de: 'Schnell geliefert und sicher verpackt.',
    en: 'Delivered quickly and packed safely.',
    es: 'Entrega rápida y bien embalado.',
    fr: 'Livré rapidement et bien emballé.',
    it: 'Consegna rapida e imballaggio sicuro.',
    nl: 'Snel geleverd en veilig verpakt.',
  },
  {
    de: 'Passt perfekt über das Sofa.',
    en: 'Fits perfectly above the sofa.',
    es: 'Queda perfecto encima del sofá.',
    fr: 'Parfait au-dessus du canapé.',
    it: 'Sta benissimo sopra il divano.',
    nl: 'Past perfect boven de bank.',
  },
];

/** The asset path of a seeded picture (a committed JPEG). */
export const customerPictureImage = (id: string) => `/assets/customer-pictures/${id}.jpg`;

export function customerPictureRows(): Row[] {
  const rows: Row[] = [];
  let n = 0;
  for (const [channel, products] of Object.entries(CUSTOMER_PICTURE_PRODUCTS) as [Channel, string[]][]) {
    for (const product of products) {
      for (let i = 1; i <= PICTURES_PER_PRODUCT; i++) {
        const id = `${channel}-${product}-${i}`;
        // Spread over the months before the seed date, newest first within a product.
        const day = new Date(Date.UTC(2026, 4, 28 - i * 9 - (n % 5)));
        rows.push({
          id,
          channel,
          product,
          image: customerPictureImage(id),
          width: 720,
          height: 720,
          author: n % 6 === 5 ? null : (AUTHORS[n % AUTHORS.length] ?? null),
          captions: CAPTIONS[n % CAPTIONS.length] as Captions,
          // One picture per product waits for moderation: it must never be shown.
          approved: i !== PICTURES_PER_PRODUCT,
          sharedOn: day.toISOString().slice(0, 10),
        });
        n += 1;
      }
    }
  }
  return rows;
}

export const customerPictureSeedTables = (): SeedTable[] => [
  seedTable(schema.customerPictures, customerPictureRows),
];
