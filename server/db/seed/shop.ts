/** Seed rows of design groups, localised paths, vouchers, SKU containers, campaigns, shipping and channel settings. */
import {
  CALENDAR_TYPES,
  type DesignerParamsInput,
  defaultPhotobookFormat,
  designerParamsSchema,
  PHOTOBOOK_CATEGORIES,
  PHOTOBOOK_TYPES,
  type ProductType,
} from '../../../shared/catalogue';
import { COUNTRIES, COUNTRY_MARKETS, type Country, type Currency, currencyOf } from '../../../shared/markets';
import { minorOfWhole } from '../../../shared/money/rounding';
import type * as schema from '../schema';
import { EACH_CURRENCY, shopPrice, wholeUnits } from './pricing';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export function photobookCategoryRows(): Insert<typeof schema.photobookCategories>[] {
  return PHOTOBOOK_CATEGORIES.map((id, i) => ({ id, labelKey: `photobook.category.${id}`, sortOrder: i }));
}

export function designGroupSetRows(): Insert<typeof schema.designGroupSets>[] {
  return [
    {
      id: 'photobook-classic',
      productType: 'photobook',
      labelKey: 'designGroupSet.photobook-classic',
      sortOrder: 0,
    },
    {
      id: 'photobook-premium',
      productType: 'photobook',
      labelKey: 'designGroupSet.photobook-premium',
      sortOrder: 1,
    },
  ];
}

interface DesignGroupSpec {
  id: string;
  productType: ProductType;
  setId?: string;
  categoryId?: number;
  params: DesignerParamsInput;
}

function designGroupSpecs(): DesignGroupSpec[] {
  const collages: DesignGroupSpec[] = [
    {
      id: 'collage-grid-4',
      productType: 'collage',
      params: { materialType: 'poster', format: '500x500', tileCount: '4' },
    },
    {
      id: 'collage-grid-9',
      productType: 'collage',
      params: { materialType: 'leinwand', format: '600x600', tileCount: '9' },
    },
    {
      id: 'collage-heart',
      productType: 'collage',
      params: { materialType: 'framedPoster', format: '500x700', tileCount: '12' },
    },
    {
      id: 'collage-panorama',
      productType: 'collage',
      params: { materialType: 'leinwand', format: '1000x500', tileCount: '3' },
    },
    {
      id: 'collage-mixed-6',
      productType: 'collage',
      params: { materialType: 'mixed', format: '400x600', tileCount: '6' },
    },
  ];
  const calendarFormats = {
    wandkalender: 'a3-hoch',
    tischkalender: 'a5-quer',
    familienplaner: '200-400',
    kuechenkalender: '130-300',
    terminkalender: '265-120',
  } as const;
  const calendars: DesignGroupSpec[] = CALENDAR_TYPES.map((calendarType) => ({
    id: `${calendarType}-classic`,
    productType: 'calendar',
    params: { calendarType, format: calendarFormats[calendarType] },
  }));
  calendars.push({
    id: 'wandkalender-square',
    productType: 'calendar',
    params: { calendarType: 'wandkalender', format: '300-300' },
  });
  // One design group per SPEC 3 photobook category; the premium set holds the real photo books.
  const photobooks: DesignGroupSpec[] = PHOTOBOOK_CATEGORIES.map((categoryId, i) => {
    const photobookType = PHOTOBOOK_TYPES[i % PHOTOBOOK_TYPES.length] ?? 'digitalfotobuch';
    const setId = photobookType === 'echtfotobuch' ? 'photobook-premium' : 'photobook-classic';
    return {
      id: `photobook-category-${categoryId}`,
      productType: 'photobook',
      setId,
      categoryId,
      params: {
        photobookType,
        photobookFormat: defaultPhotobookFormat(photobookType),
        category: String(categoryId),
        designGroupSetId: setId,
      },
    };
  });
  return [...collages, ...calendars, ...photobooks];
}

export function designGroupRows(): Insert<typeof schema.designGroups>[] {
  return designGroupSpecs().map((spec, i) => {
    // Fails the seed, not a shopper's designer link, when a group's parameters break the shared rules.
    designerParamsSchema.parse(spec.params);
    return {
      id: spec.id,
      productType: spec.productType,
      key: spec.id,
      setId: spec.setId ?? null,
      categoryId: spec.categoryId ?? null,
      labelKey: `designGroup.${spec.id}`,
      designerParams: Object.fromEntries(Object.entries(spec.params).map(([k, v]) => [k, String(v)])),
      sortOrder: i,
    };
  });
}

/** SPEC 2 localised category paths; a language with two paths keeps the first as primary. */
const LOCALIZED_PATHS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  photobox: [
    ['de', '/fotobox'],
    ['de', '/bilderbox'],
    ['fr', '/box-photos'],
    ['it', '/scatola-con-foto'],
    ['es', '/caja-de-foto'],
  ],
  photoprint: [
    ['de', '/fotoabzuege'],
    ['fr', '/tirages-photos'],
    ['it', '/stampa-foto'],
    ['es', '/revelado-de-fotos'],
    ['en', '/photo-prints'],
  ],
  calendar: [
    ['de', '/fotokalender'],
    ['it', '/calendario-personalizzato'],
    ['fr', '/calendrier-photo'],
    ['es', '/calendario-personalizado'],
  ],
  canvas: [
    ['de', '/leinwanddruck'],
    ['nl', '/afdruk-op-canvas'],
    ['fr', '/impression-sur-toile'],
    ['it', '/stampa-su-tela'],
    ['es', '/impresion-sobre-lienzo'],
    ['en', '/canvas-prints'],
  ],
};

export function localizedPathRows(): Insert<typeof schema.localizedPaths>[] {
  return Object.entries(LOCALIZED_PATHS).flatMap(([category, paths]) =>
    paths.map(([language, path], i) => ({
      path,
      category,
      language: language as Insert<typeof schema.localizedPaths>['language'],
      primary: paths.findIndex(([l]) => l === language) === i,
    })),
  );
}

const FOREVER = new Date('2099-12-31T23:59:59Z');
const LAUNCH = new Date('2024-01-01T00:00:00Z');

export function voucherRows(): Insert<typeof schema.vouchers>[] {
  return [
    {
      code: 'WILLKOMMEN10',
      kind: 'percent',
      percentOff: 10,
      channel: null,
      validFrom: LAUNCH,
      validUntil: FOREVER,
      active: true,
      descriptionKey: 'voucher.welcome',
    },
    {
      code: 'POSTER15',
      kind: 'percent',
      percentOff: 15,
      channel: 'posters',
      validFrom: LAUNCH,
      validUntil: FOREVER,
      active: true,
      descriptionKey: 'voucher.posters',
    },
    {
      code: 'KARTEN5',
      kind: 'amount',
      percentOff: null,
      channel: 'cards',
      validFrom: LAUNCH,
      validUntil: null,
      active: true,
      descriptionKey: 'voucher.cards',
    },
    {
      code: 'SOMMER2023',
      kind: 'percent',
      percentOff: 20,
      channel: null,
      validFrom: new Date('2023-06-01T00:00:00Z'),
      validUntil: new Date('2023-08-31T23:59:59Z'),
      active: true,
      descriptionKey: 'voucher.summer',
    },
    {
      code: 'GESPERRT',
      kind: 'percent',
      percentOff: 50,
      channel: null,
      validFrom: LAUNCH,
      validUntil: FOREVER,
      active: false,
      descriptionKey: 'voucher.blocked',
    },
  ];
}

export function voucherAmountRows(): Insert<typeof schema.voucherAmounts>[] {
  const minimum = (code: string, euros: number) =>
    EACH_CURRENCY.map((currency) => ({
      code,
      currency,
      amountOffCents: null,
      minOrderCents: wholeUnits(euros, currency),
    }));
  return [
    ...minimum('WILLKOMMEN10', 20),
    ...minimum('POSTER15', 40),
    ...minimum('SOMMER2023', 0),
    ...minimum('GESPERRT', 0),
    ...EACH_CURRENCY.map((currency) => ({
      code: 'KARTEN5',
      currency,
      amountOffCents: wholeUnits(5, currency),
      minOrderCents: wholeUnits(25, currency),
    })),
  ];
}

export function giftVoucherValueRows(): Insert<typeof schema.giftVoucherValues>[] {
  return EACH_CURRENCY.flatMap((currency) =>
    [25, 50, 75, 100, 150].map((value, i) => ({ currency, valueCents: minorOfWhole(value), sortOrder: i })),
  );
}

export function skuContainerRows(): Insert<typeof schema.skuContainers>[] {
  return [
    {
      id: 'bestseller-wall-art',
      channels: ['cards', 'posters'],
      labelKey: 'skuContainer.bestseller-wall-art',
      sortOrder: 0,
    },
    { id: 'express-shop-cards', channels: ['cards'], labelKey: 'skuContainer.express-shop', sortOrder: 1 },
    {
      id: 'express-shop-posters',
      channels: ['posters'],
      labelKey: 'skuContainer.express-shop',
      sortOrder: 2,
    },
    {
      id: 'premium-wall-art',
      channels: ['posters'],
      labelKey: 'skuContainer.premium-wall-art',
      sortOrder: 3,
    },
  ];
}

const CONTAINER_ITEMS: Readonly<Record<string, readonly string[]>> = {
  'bestseller-wall-art': [
    'leinwand-300x400',
    'poster-500x700-holzrahmen',
    'acrylglas-400x600',
    'aludibond-600x900',
  ],
  'express-shop-cards': ['poster-300x400', 'leinwand-300x400', 'poster-210x297-holzrahmen'],
  'express-shop-posters': [
    'poster-500x700',
    'leinwand-600x800',
    'acrylglas-600x900',
    'poster-500x700-alurahmen',
  ],
  'premium-wall-art': [
    'gallerybond-600x900-schattenfuge-platte',
    'echtglas-400x600',
    'hahnemuehle-500x700-holzrahmen',
  ],
};

export function skuContainerItemRows(): Insert<typeof schema.skuContainerItems>[] {
  return Object.entries(CONTAINER_ITEMS).flatMap(([containerId, skus]) =>
    skus.map((sku, i) => ({ containerId, sku, sortOrder: i })),
  );
}

export function campaignRows(): Insert<typeof schema.campaigns>[] {
  return [
    {
      id: 'wall-art-sale',
      channel: 'posters',
      textKey: 'campaign.wall-art-sale',
      color: '#FFFFFF',
      backgroundColor: '#C8102E',
      voucherCode: 'POSTER15',
      startsAt: LAUNCH,
      endsAt: FOREVER,
    },
    {
      id: 'welcome-cards',
      channel: 'cards',
      textKey: 'campaign.welcome',
      color: '#1A1A1A',
      backgroundColor: '#FFD500',
      voucherCode: 'WILLKOMMEN10',
      startsAt: LAUNCH,
      endsAt: FOREVER,
    },
  ];
}

/** Euros (or the country's currency scaled like every price): standard, express, free from. */
const SHIPPING: Readonly<
  Record<Country, [standard: number, express: number, freeFrom: number, days: [number, number]]>
> = {
  de: [4.95, 9.95, 49, [2, 4]],
  at: [5.95, 12.95, 59, [3, 5]],
  ch: [7.95, 16.95, 79, [3, 6]],
  li: [7.95, 16.95, 79, [3, 6]],
  it: [6.95, 14.95, 69, [4, 7]],
  lu: [5.95, 12.95, 59, [3, 5]],
  be: [5.95, 12.95, 59, [3, 5]],
  nl: [5.95, 12.95, 59, [3, 5]],
  fr: [6.95, 14.95, 69, [3, 6]],
  es: [6.95, 14.95, 69, [4, 7]],
  gb: [6.95, 14.95, 69, [4, 8]],
  us: [9.95, 24.95, 99, [6, 12]],
};

const currencyOfCountry = (country: Country): Currency => currencyOf(COUNTRY_MARKETS[country][0]);

export function shippingRateRows(): Insert<typeof schema.shippingRates>[] {
  return COUNTRIES.map((country) => {
    const [standard, express, freeFrom, [min, max]] = SHIPPING[country];
    const currency = currencyOfCountry(country);
    return {
      country,
      currency,
      standardCents: shopPrice(standard, currency),
      expressCents: shopPrice(express, currency),
      freeFromCents: wholeUnits(freeFrom, currency),
      deliveryDaysMin: min,
      deliveryDaysMax: max,
      expressDays: 1,
    };
  });
}

export function channelSettingRows(): Insert<typeof schema.channelSettings>[] {
  const common = {
    defaultCollageId: 'collage-grid-4',
    defaultPhotobookCoverLamination: 'glossy',
    defaultPhotobookRefinement: 'none',
    loadingFirstImgLazy: false,
    showInfoInPhotobookDropdown: true,
    trailingSlash: false,
  };
  return [
    {
      channel: 'cards',
      ...common,
      aluGalleryUnit: 'cm',
      appsAvailable: true,
      condolencebooksAvailable: true,
      guestbooksAvailable: true,
      pricesInProductOverview: true,
      showPhotobookCoverLamination: true,
      templatesCompacted: true,
      wishlistAvailable: true,
    },
    {
      channel: 'posters',
      ...common,
      aluGalleryUnit: 'cm',
      appsAvailable: false,
      condolencebooksAvailable: false,
      guestbooksAvailable: false,
      pricesInProductOverview: true,
      showPhotobookCoverLamination: false,
      templatesCompacted: false,
      // SPEC 1: the wishlist exists in the card channel only.
      wishlistAvailable: false,
    },
  ];
}
