/** Seed rows of the other products: photobooks, calendars, photoboxes, cards and their accessories. */
import {
  ACCESSORY_PRICE_TIERS,
  type AccessoryKind,
  BINDING_OPTIONS,
  type BindingOption,
  bindingOf,
  CALENDAR_FORMATS,
  CALENDAR_MOUNTINGS,
  CALENDAR_TYPES,
  type CalendarFormat,
  type CalendarMounting,
  type CalendarType,
  envelopeSku,
  inlaySku,
  PHOTO_PRINT_FORMATS,
  PHOTOBOOK_BINDINGS,
  PHOTOBOOK_COVER_LAMINATIONS,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_DEFAULT_FORMATS,
  PHOTOBOOK_DESIGNER_SIZES,
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_PAPERS,
  PHOTOBOOK_TYPES,
  PHOTOBOX_TYPES,
  type PhotobookFormat,
  type PhotobookType,
  type PhotoboxType,
  SWISS_BOOKLET_POCKET,
} from '../../../shared/catalogue';
import type { Color } from '../../../shared/catalogue/colors';
import type { Currency } from '../../../shared/markets';
import type * as schema from '../schema';
import { ACCESSORY_PRICE_REGIONS, ACCESSORY_SIZE_CLASSES } from '../schema/accessories';
import { EACH_CURRENCY, shopPrice, stepCents } from './pricing';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

// ---------------------------------------------------------------- photobooks

export function photobookBindingRows(): Insert<typeof schema.photobookBindings>[] {
  return PHOTOBOOK_BINDINGS.map((id, i) => ({ id, labelKey: `photobook.binding.${id}`, sortOrder: i }));
}
export function photobookCoverRows(): Insert<typeof schema.photobookCovers>[] {
  return PHOTOBOOK_COVERS.map((id, i) => ({ id, labelKey: `photobook.cover.${id}`, sortOrder: i }));
}
export function photobookPaperRows(): Insert<typeof schema.photobookPapers>[] {
  // Matt paper takes a pen: the "writable" paper of SPEC 3.
  return PHOTOBOOK_PAPERS.map((id, i) => ({
    id,
    labelKey: `photobook.paper.${id}`,
    writable: id === 'matt',
    sortOrder: i,
  }));
}
export function photobookCoverLaminationRows(): Insert<typeof schema.photobookCoverLaminations>[] {
  return PHOTOBOOK_COVER_LAMINATIONS.map((id, i) => ({
    id,
    labelKey: `photobook.lamination.${id}`,
    sortOrder: i,
  }));
}

/** Closed book sizes; the A formats use SPEC 3's designer sizes where it gives them. */
const PHOTOBOOK_SIZES: Readonly<Record<PhotobookFormat, [number, number]>> = {
  '200-200': [200, 200],
  '300-300': [300, 300],
  'a3-quer': [441, 297],
  'a4-hoch': [215, 276],
  'a4-quer': [285, 194],
  'a4-quer-sendmoments': [297, 210],
  'a5-hoch': [148, 210],
  'a5-quer': [190, 145],
  'a6-quer': [148, 105],
};

export function photobookFormatRows(): Insert<typeof schema.photobookFormats>[] {
  return PHOTOBOOK_FORMATS.map((id, i) => {
    const designer = PHOTOBOOK_DESIGNER_SIZES[id];
    const [widthMm, heightMm] = designer ? [designer.width, designer.height] : PHOTOBOOK_SIZES[id];
    return { id, labelKey: `photobook.format.${id}`, widthMm, heightMm, sortOrder: i };
  });
}

interface PhotobookTypeSpec {
  pages: [min: number, max: number, step: number];
  covers: string[];
  papers: string[];
  laminations: string[];
  formats: PhotobookFormat[];
  /** Euros for the minimum pages: fixed part plus per square metre of page, and per extra page. */
  base: number;
  perSquareMeter: number;
  perExtraPage: number;
}

const PHOTOBOOK_TYPE_SPECS: Readonly<Record<PhotobookType, PhotobookTypeSpec>> = {
  digitalfotobuch: {
    pages: [24, 160, 2],
    covers: ['hard', 'soft'],
    papers: ['standard', 'matt', 'glaenzend', 'feinstweiss'],
    laminations: ['glossy', 'matt'],
    formats: ['200-200', '300-300', 'a3-quer', 'a4-hoch', 'a4-quer', 'a5-hoch', 'a5-quer'],
    base: 14,
    perSquareMeter: 120,
    perExtraPage: 0.6,
  },
  echtfotobuch: {
    pages: [26, 100, 2],
    covers: ['hard'],
    papers: ['glaenzend', 'matt'],
    laminations: ['glossy', 'matt'],
    formats: ['a4-quer', 'a4-hoch', '300-300', 'a3-quer', '200-200'],
    base: 29,
    perSquareMeter: 260,
    perExtraPage: 1.8,
  },
  fotoheft: {
    pages: [16, 48, 4],
    covers: ['soft'],
    papers: ['standard', 'matt'],
    laminations: [],
    formats: ['200-200', 'a4-hoch', 'a5-hoch', 'a6-quer', 'a4-quer-sendmoments'],
    base: 6,
    perSquareMeter: 60,
    perExtraPage: 0.25,
  },
};

export function photobookTypeRows(): Insert<typeof schema.photobookTypes>[] {
  return PHOTOBOOK_TYPES.map((id, i) => {
    const spec = PHOTOBOOK_TYPE_SPECS[id];
    return {
      id,
      labelKey: `photobook.type.${id}`,
      bindingId: bindingOf(id),
      minPages: spec.pages[0],
      maxPages: spec.pages[1],
      pageStep: spec.pages[2],
      covers: spec.covers,
      papers: spec.papers,
      coverLaminations: spec.laminations,
      sortOrder: i,
    };
  });
}

export function photobookTypeFormatRows(): Insert<typeof schema.photobookTypeFormats>[] {
  return PHOTOBOOK_TYPES.flatMap((typeId) => {
    const defaults: readonly PhotobookFormat[] = PHOTOBOOK_DEFAULT_FORMATS[typeId];
    // SPEC 9 defaults first, in SPEC's order, so the first one is the preselected format.
    const ordered = [
      ...defaults,
      ...PHOTOBOOK_TYPE_SPECS[typeId].formats.filter((f) => !defaults.includes(f)),
    ];
    return ordered.map((formatId, i) => ({
      typeId,
      formatId,
      isDefault: defaults.includes(formatId),
      sortOrder: i,
    }));
  });
}

export function photobookPriceRows(): Insert<typeof schema.photobookPrices>[] {
  const sizes = new Map(photobookFormatRows().map((f) => [f.id, f]));
  return photobookTypeFormatRows().flatMap(({ typeId, formatId }) => {
    const spec = PHOTOBOOK_TYPE_SPECS[typeId as PhotobookType];
    const size = sizes.get(formatId);
    const area = size ? (size.widthMm * size.heightMm) / 1_000_000 : 0;
    return EACH_CURRENCY.map((currency) => {
      const current = shopPrice(spec.base + spec.perSquareMeter * area, currency);
      return {
        typeId,
        formatId,
        currency,
        priceCurrentCents: current,
        // Issue 31 §4: the regular price; no invented "was" price (a campaign would name one).
        priceOriginalCents: current,
        perExtraPageCents: stepCents(spec.perExtraPage * (1 + area * 4), currency),
      };
    });
  });
}

const PHOTOBOOK_SURCHARGES: readonly [schema.PhotobookSurchargeKind, string, number][] = [
  ['cover', 'hard', 8],
  ['cover', 'soft', 0],
  ['paper', 'standard', 0],
  ['paper', 'matt', 2],
  ['paper', 'glaenzend', 3],
  ['paper', 'feinstweiss', 5],
  ['lamination', 'glossy', 0],
  ['lamination', 'matt', 2],
];

export function photobookSurchargeRows(): Insert<typeof schema.photobookSurcharges>[] {
  return PHOTOBOOK_SURCHARGES.flatMap(([kind, optionId, euros]) =>
    EACH_CURRENCY.map((currency) => ({
      kind,
      optionId,
      currency,
      surchargeCents: stepCents(euros, currency),
    })),
  );
}

// ---------------------------------------------------------------- calendars

const CALENDAR_SIZES: Readonly<Record<CalendarFormat, [number, number]>> = {
  'a3-hoch': [297, 420],
  'a3-quer': [420, 297],
  'a4-hoch': [210, 297],
  'a4-quer': [297, 210],
  'a5-quer': [210, 148],
  'a6-hoch': [105, 148],
  'a6-quer': [148, 105],
  '150-400': [150, 400],
  '200-400': [200, 400],
  '130-300': [130, 300],
  '145-145': [145, 145],
  '200-200': [200, 200],
  '300-300': [300, 300],
  '265-120': [265, 120],
};

/** Formats per type (first is the default) and the mountings each can have (first preselected). */
const CALENDAR_TYPE_FORMATS: Readonly<
  Record<CalendarType, readonly (readonly [CalendarFormat, readonly CalendarMounting[]])[]>
> = {
  wandkalender: [
    ['a3-hoch', ['ohne']],
    ['a3-quer', ['ohne']],
    ['a4-hoch', ['ohne']],
    ['a4-quer', ['ohne']],
    ['300-300', ['ohne']],
    ['200-200', ['ohne']],
  ],
  tischkalender: [
    ['a5-quer', ['ohne', 'holzfuss']],
    ['a6-quer', ['ohne', 'holzfuss', 'holzblock']],
    ['a6-hoch', ['ohne', 'holzblock']],
    ['145-145', ['holzblock', 'ohne']],
  ],
  familienplaner: [
    ['200-400', ['ohne']],
    ['150-400', ['ohne']],
    ['a3-hoch', ['ohne']],
  ],
  kuechenkalender: [['130-300', ['ohne']]],
  terminkalender: [
    ['265-120', ['ohne', 'holzfuss']],
    ['a4-quer', ['ohne']],
  ],
};

export function calendarTypeRows(): Insert<typeof schema.calendarTypes>[] {
  return CALENDAR_TYPES.map((id, i) => ({ id, labelKey: `calendar.type.${id}`, sortOrder: i }));
}
export function calendarFormatRows(): Insert<typeof schema.calendarFormats>[] {
  return CALENDAR_FORMATS.map((id, i) => ({
    id,
    labelKey: `calendar.format.${id}`,
    widthMm: CALENDAR_SIZES[id][0],
    heightMm: CALENDAR_SIZES[id][1],
    sortOrder: i,
  }));
}
export function calendarMountingRows(): Insert<typeof schema.calendarMountings>[] {
  return CALENDAR_MOUNTINGS.map((id, i) => ({ id, labelKey: `calendar.mounting.${id}`, sortOrder: i }));
}
export function calendarTypeFormatRows(): Insert<typeof schema.calendarTypeFormats>[] {
  return CALENDAR_TYPES.flatMap((typeId) =>
    CALENDAR_TYPE_FORMATS[typeId].map(([formatId, mountings], i) => ({
      typeId,
      formatId,
      mountings: [...mountings],
      isDefault: i === 0,
      sortOrder: i,
    })),
  );
}

const CALENDAR_BASE: Readonly<Record<CalendarType, number>> = {
  wandkalender: 12,
  tischkalender: 10,
  familienplaner: 14,
  kuechenkalender: 13,
  terminkalender: 11,
};

export function calendarPriceRows(): Insert<typeof schema.calendarPrices>[] {
  return calendarTypeFormatRows().flatMap(({ typeId, formatId }) => {
    const [w, h] = CALENDAR_SIZES[formatId as CalendarFormat];
    const euros = CALENDAR_BASE[typeId as CalendarType] + (w * h * 120) / 1_000_000;
    return EACH_CURRENCY.map((currency) => {
      const current = shopPrice(euros, currency);
      return {
        typeId,
        formatId,
        currency,
        priceCurrentCents: current,
        // Issue 31 §4: the regular price; no invented "was" price (a campaign would name one).
        priceOriginalCents: current,
      };
    });
  });
}

const MOUNTING_SURCHARGES: Readonly<Record<CalendarMounting, number>> = {
  ohne: 0,
  holzfuss: 4,
  holzblock: 6,
};

export function calendarMountingPriceRows(): Insert<typeof schema.calendarMountingPrices>[] {
  return CALENDAR_MOUNTINGS.flatMap((mountingId) =>
    EACH_CURRENCY.map((currency) => ({
      mountingId,
      currency,
      surchargeCents: stepCents(MOUNTING_SURCHARGES[mountingId], currency),
    })),
  );
}

// ---------------------------------------------------------------- photoboxes

const PHOTOBOX_SPECS: Readonly<
  Record<PhotoboxType, { quantityMax: number; box: number; formats: readonly (readonly [number, number])[] }>
> = {
  small: {
    quantityMax: 40,
    box: 9.95,
    formats: [
      [100, 100],
      [130, 90],
      [150, 100],
    ],
  },
  photoprint: {
    quantityMax: 500,
    box: 0,
    formats: PHOTO_PRINT_FORMATS.map((f) => [f.width, f.height] as const),
  },
};

export function photoboxTypeRows(): Insert<typeof schema.photoboxTypes>[] {
  return PHOTOBOX_TYPES.map((id, i) => ({
    id,
    labelKey: `photobox.type.${id}`,
    quantityMax: PHOTOBOX_SPECS[id].quantityMax,
    sortOrder: i,
  }));
}

export function photoboxFormatRows(): Insert<typeof schema.photoboxFormats>[] {
  return PHOTOBOX_TYPES.flatMap((typeId) =>
    PHOTOBOX_SPECS[typeId].formats.map(([widthMm, heightMm], i) => ({
      typeId,
      widthMm,
      heightMm,
      labelKey: `format.${widthMm}x${heightMm}`,
      sortOrder: i,
    })),
  );
}

export function photoboxPriceRows(): Insert<typeof schema.photoboxPrices>[] {
  return photoboxFormatRows().flatMap(({ typeId, widthMm, heightMm }) => {
    const spec = PHOTOBOX_SPECS[typeId as PhotoboxType];
    // A print costs about 12 cents plus 6 euros per square metre.
    const perPrint = 0.12 + (widthMm * heightMm * 6) / 1_000_000;
    return EACH_CURRENCY.map((currency) => ({
      typeId,
      widthMm,
      heightMm,
      currency,
      boxCents: spec.box === 0 ? 0 : shopPrice(spec.box, currency),
      perPrintCents: stepCents(perPrint, currency),
    }));
  });
}

// ---------------------------------------------------------------- cards and accessories

interface CardFormatSpec {
  size: [number, number];
  folded: boolean;
  /** Euros per card at quantity 1; larger orders get the tier discounts below. */
  unit: number;
  envelope: [number, number];
  inlay?: [number, number];
}

/** The card formats; envelope and inlay sizes are picked from SPEC 9's size classes. */
export const CARD_FORMAT_SPECS: Readonly<Record<string, CardFormatSpec>> = {
  'postkarte-148x105': { size: [148, 105], folded: false, unit: 1.99, envelope: [162, 114] },
  'klappkarte-105x148': {
    size: [105, 148],
    folded: true,
    unit: 2.49,
    envelope: [114, 162],
    inlay: [100, 140],
  },
  'klappkarte-168x115': {
    size: [168, 115],
    folded: true,
    unit: 2.79,
    envelope: [176, 125],
    inlay: [168, 115],
  },
  'klappkarte-145x145': {
    size: [145, 145],
    folded: true,
    unit: 2.79,
    envelope: [155, 155],
    inlay: [145, 145],
  },
  'klappkarte-160x160': {
    size: [160, 160],
    folded: true,
    unit: 2.99,
    envelope: [164, 164],
    inlay: [160, 160],
  },
  [SWISS_BOOKLET_POCKET.cardFormat]: {
    size: [210, 100],
    folded: true,
    unit: 3.29,
    envelope: [213, 103],
    inlay: [100, 210],
  },
};

/** Share of the single-card price per quantity tier. */
const CARD_TIERS: readonly [minQuantity: number, share: number][] = [
  [1, 1],
  [25, 0.8],
  [50, 0.7],
  [100, 0.6],
  [250, 0.5],
  [500, 0.42],
  [1000, 0.36],
  [3000, 0.3],
];

export function cardFormatRows(): Insert<typeof schema.cardFormats>[] {
  return Object.entries(CARD_FORMAT_SPECS).map(([id, spec], i) => ({
    id,
    labelKey: `card.format.${id}`,
    widthMm: spec.size[0],
    heightMm: spec.size[1],
    folded: spec.folded,
    sortOrder: i,
  }));
}

export function cardPriceTierRows(): Insert<typeof schema.cardPriceTiers>[] {
  return Object.entries(CARD_FORMAT_SPECS).flatMap(([formatId, spec]) =>
    CARD_TIERS.flatMap(([minQuantity, share]) =>
      EACH_CURRENCY.map((currency) => ({
        formatId,
        currency,
        minQuantity,
        unitCents: stepCents(spec.unit * share, currency),
      })),
    ),
  );
}

const REFINEMENT_SURCHARGES: Readonly<Record<BindingOption, number>> = {
  none: 0,
  gold: 0.6,
  silver: 0.6,
  rosegold: 0.7,
  relief: 0.9,
};

export function cardRefinementPriceRows(): Insert<typeof schema.cardRefinementPrices>[] {
  return BINDING_OPTIONS.flatMap((refinement) =>
    EACH_CURRENCY.map((currency) => ({
      refinement,
      currency,
      unitCents: stepCents(REFINEMENT_SURCHARGES[refinement], currency),
    })),
  );
}

const ENVELOPE_COLOURS: readonly Color[] = ['white', 'dirty-white', 'cool-gray', 'red'];
const ENVELOPE_SUBTYPE = 'haftklebend';
const INLAY_PAPERS = ['standard', 'transparent'] as const;

interface AccessoryFixture {
  sku: string;
  kind: AccessoryKind;
  subType?: string;
  colour?: string;
  paper?: string;
  size?: [number, number];
  /** Euros, for kinds without a SPEC 9 tier. */
  price?: number;
}

function cardAccessoryFixtures(): { accessory: AccessoryFixture; cardFormat: string; isDefault: boolean }[] {
  return Object.entries(CARD_FORMAT_SPECS).flatMap(([cardFormat, spec]) => {
    const [w, h] = spec.envelope;
    const envelopes = ENVELOPE_COLOURS.map((colour, i) => ({
      accessory: {
        sku: envelopeSku({ subType: ENVELOPE_SUBTYPE, colour, width: w, height: h }),
        kind: 'envelope' as const,
        subType: ENVELOPE_SUBTYPE,
        colour,
        size: spec.envelope,
      },
      cardFormat,
      isDefault: i === 0,
    }));
    const inlay = spec.inlay;
    const inlays = inlay
      ? INLAY_PAPERS.map((paper, i) => ({
          accessory: {
            sku: inlaySku({ width: inlay[0], height: inlay[1], paper }),
            kind: 'inlay' as const,
            paper,
            size: inlay,
          },
          cardFormat,
          isDefault: i === 0,
        }))
      : [];
    return [...envelopes, ...inlays];
  });
}

/** Wall-art and gift accessories, priced one by one. */
const OTHER_ACCESSORIES: readonly AccessoryFixture[] = [
  { sku: 'posterbar-holz-300', kind: 'posterbar', subType: 'holz', size: [300, 20], price: 14.95 },
  { sku: 'posterbar-holz-500', kind: 'posterbar', subType: 'holz', size: [500, 20], price: 17.95 },
  {
    sku: 'posterbar-schwarz-700',
    kind: 'posterbar',
    subType: 'schwarz',
    colour: 'black',
    size: [700, 20],
    price: 21.95,
  },
  { sku: 'screw-set-4', kind: 'screw', subType: 'set-4', price: 3.95 },
  { sku: 'ribbon-satin-red', kind: 'ribbon', subType: 'satin', colour: 'red', price: 1.5 },
  { sku: 'ribbon-satin-blue', kind: 'ribbon', subType: 'satin', colour: 'blue', price: 1.5 },
  { sku: 'bow-satin-pink', kind: 'bow', subType: 'satin', colour: 'pink', price: 1.95 },
  { sku: 'box-gift-white', kind: 'box', subType: 'gift', colour: 'white', price: 4.95 },
  { sku: 'standard-acryl-a5', kind: 'standard', subType: 'acryl', size: [148, 210], price: 6.95 },
];

export function accessoryRows(): Insert<typeof schema.accessories>[] {
  const seen = new Map<string, AccessoryFixture>();
  for (const { accessory } of cardAccessoryFixtures()) seen.set(accessory.sku, accessory);
  for (const accessory of OTHER_ACCESSORIES) seen.set(accessory.sku, accessory);
  return [...seen.values()].map((a, i) => ({
    sku: a.sku,
    kind: a.kind,
    labelKey: `accessory.${a.kind}${a.subType ? `.${a.subType}` : ''}`,
    subType: a.subType ?? null,
    colour: a.colour ?? null,
    paper: a.paper ?? null,
    widthMm: a.size?.[0] ?? null,
    heightMm: a.size?.[1] ?? null,
    sortOrder: i,
  }));
}

export function cardFormatAccessoryRows(): Insert<typeof schema.cardFormatAccessories>[] {
  return cardAccessoryFixtures().map(({ accessory, cardFormat, isDefault }, i) => ({
    cardFormatId: cardFormat,
    sku: accessory.sku,
    isDefault,
    sortOrder: i,
  }));
}

/** SPEC 9's figures, taken from shared/catalogue so there is one source. */
export function accessoryPriceTierRows(): Insert<typeof schema.accessoryPriceTiers>[] {
  return ACCESSORY_PRICE_REGIONS.flatMap((region) =>
    ACCESSORY_SIZE_CLASSES.map((sizeClass) => {
      const money = ACCESSORY_PRICE_TIERS[region][sizeClass];
      return { region, sizeClass, currency: money.currency, amountCents: money.amount };
    }),
  );
}

export function accessorySpecialPriceRows(): Insert<typeof schema.accessorySpecialPrices>[] {
  return [
    {
      region: 'CH',
      cardFormatId: SWISS_BOOKLET_POCKET.cardFormat,
      currency: SWISS_BOOKLET_POCKET.price.currency,
      amountCents: SWISS_BOOKLET_POCKET.price.amount,
    },
  ];
}

export function accessoryPriceRows(): Insert<typeof schema.accessoryPrices>[] {
  return OTHER_ACCESSORIES.flatMap((a) =>
    EACH_CURRENCY.map((currency: Currency) => ({
      sku: a.sku,
      currency,
      amountCents: shopPrice(a.price ?? 0, currency),
    })),
  );
}
