/**
 * Wall-art seed rows: materials, frames, formats and their prices. Names, defaults and
 * relations come from shared/catalogue, so the database and the shared rules cannot disagree.
 */
import {
  COLLAGE_DEFAULTS,
  COLLAGE_MATERIAL_TYPES,
  DEFAULT_FRAME_BY_MATERIAL,
  FORMAT_TYPES,
  type FormatType,
  FRAME_DEFAULTS,
  FRAMES,
  type Frame,
  MATERIALS,
  type Material,
} from '../../../shared/catalogue';
import type { Channel } from '../../../shared/markets';
import { areaPriceCents } from '../../catalogue/price-rules';
import type * as schema from '../schema';
import { EACH_CURRENCY, scaled, stepCents } from './pricing';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Ratio groups are named wide side first; formats are stored in the orientation they are sold in most. */
const FORMATS_BY_GROUP: Readonly<Record<FormatType, readonly (readonly [number, number])[]>> = {
  '3:2': [
    [200, 300],
    [300, 450],
    [400, 600],
    [500, 750],
    [600, 900],
    [800, 1200],
    [1000, 1500],
    [1200, 1800],
  ],
  '4:3': [
    [300, 400],
    [450, 600],
    [600, 800],
    [750, 1000],
    [900, 1200],
    [1200, 1600],
  ],
  '5:4': [
    [240, 300],
    [400, 500],
    [800, 1000],
    [1200, 1500],
  ],
  din: [
    [210, 297],
    [297, 420],
    [420, 594],
    [594, 841],
    [841, 1189],
  ],
  square: [
    [200, 200],
    [300, 300],
    [400, 400],
    [500, 500],
    [600, 600],
    [800, 800],
    [1000, 1000],
    [1200, 1200],
  ],
  '16:9': [
    [480, 270],
    [800, 450],
    [1120, 630],
    [1600, 900],
  ],
  '2:1': [
    [600, 300],
    [1000, 500],
    [1400, 700],
    [2000, 1000],
  ],
  '3:1': [
    [900, 300],
    [1500, 500],
    [2100, 700],
  ],
  '5:2': [
    [1000, 400],
    [1500, 600],
  ],
  '4:1': [
    [1200, 300],
    [2000, 500],
  ],
  '5:1': [
    [1500, 300],
    [2500, 500],
  ],
  '6:1': [
    [1800, 300],
    [3000, 500],
  ],
  standard: [
    [500, 700],
    [700, 1000],
    [1000, 1400],
  ],
  fototapete: [
    [1500, 2500],
    [2000, 2800],
    [3000, 2500],
    [3500, 2500],
    [4000, 2700],
  ],
  hidden: [
    [90, 130],
    [130, 180],
  ],
  // en-GB labels only (SPEC 3); their formats live in 2:1 and 3:1, so these groups stay empty.
  'panoramic-wide': [],
  'panoramic-ultra-wide': [],
};

const ASPECT_RATIOS: Partial<Record<FormatType, string>> = {
  '16:9': '16/9',
  '2:1': '2/1',
  '3:1': '3/1',
  '3:2': '3/2',
  '4:1': '4/1',
  '4:3': '4/3',
  '5:1': '5/1',
  '5:2': '5/2',
  '5:4': '5/4',
  '6:1': '6/1',
  square: '1/1',
  'panoramic-wide': '2/1',
  'panoramic-ultra-wide': '3/1',
};

const formatId = (w: number, h: number) => `${w}x${h}`;

export function formatGroupRows(): Insert<typeof schema.formatGroups>[] {
  return FORMAT_TYPES.map((id, index) => ({
    id,
    labelKey: `format.${id}`,
    aspectRatio: ASPECT_RATIOS[id] ?? null,
    listed: id !== 'hidden',
    sortOrder: index,
  }));
}

export function formatRows(): Insert<typeof schema.formats>[] {
  return FORMAT_TYPES.flatMap((group) =>
    FORMATS_BY_GROUP[group].map(([w, h]) => ({
      id: formatId(w, h),
      widthMm: w,
      heightMm: h,
      formatGroupId: group,
    })),
  );
}

interface MaterialSpec {
  channels: Channel[];
  /** Own-format limits, portrait box; either orientation fits. */
  limits: [minW: number, maxW: number, minH: number, maxH: number];
  /** Euros: fixed part and per square metre. */
  base: number;
  perSquareMeter: number;
  groups?: readonly FormatType[];
}

const WALL_GROUPS: readonly FormatType[] = FORMAT_TYPES.filter((g) => g !== 'fototapete' && g !== 'hidden');
const BOTH: Channel[] = ['cards', 'posters'];
const POSTERS: Channel[] = ['posters'];

/** Invented but plausible: a 30x40 cm canvas comes to 39.95 EUR. */
export const MATERIAL_SPECS: Readonly<Record<Material, MaterialSpec>> = {
  poster: {
    channels: BOTH,
    limits: [90, 1000, 90, 1500],
    base: 5,
    perSquareMeter: 60,
    groups: [...WALL_GROUPS, 'hidden'],
  },
  hahnemuehle: {
    channels: POSTERS,
    limits: [150, 1000, 150, 1500],
    base: 10,
    perSquareMeter: 110,
  },
  leinwand: {
    channels: BOTH,
    limits: [200, 1200, 200, 1800],
    base: 15,
    perSquareMeter: 208,
  },
  acrylglas: {
    channels: BOTH,
    limits: [200, 1200, 200, 1800],
    base: 20,
    perSquareMeter: 320,
  },
  aludibond: {
    channels: BOTH,
    limits: [200, 1200, 200, 1800],
    base: 18,
    perSquareMeter: 280,
  },
  forexplatte: {
    channels: BOTH,
    limits: [200, 1200, 200, 2000],
    base: 12,
    perSquareMeter: 150,
  },
  gallerybond: {
    channels: POSTERS,
    limits: [200, 1000, 200, 1500],
    base: 22,
    perSquareMeter: 300,
  },
  echtglas: {
    channels: POSTERS,
    limits: [200, 800, 200, 1200],
    base: 30,
    perSquareMeter: 380,
  },
  backlitfolie: {
    channels: POSTERS,
    limits: [200, 1200, 200, 2000],
    base: 10,
    perSquareMeter: 120,
  },
  klebefolie: {
    channels: POSTERS,
    limits: [200, 1200, 200, 3000],
    base: 8,
    perSquareMeter: 70,
  },
  fototapete: {
    channels: POSTERS,
    limits: [1000, 3500, 1000, 5000],
    base: 20,
    perSquareMeter: 35,
    groups: ['fototapete'],
  },
  pvcplane: {
    channels: POSTERS,
    limits: [500, 2000, 500, 5000],
    base: 15,
    perSquareMeter: 45,
  },
};

const FEATURED = new Set([
  '200x300',
  '300x400',
  '400x600',
  '500x700',
  '600x800',
  '600x900',
  '300x300',
  '500x500',
  '800x450',
  '210x297',
  '297x420',
]);

function fits(spec: MaterialSpec, w: number, h: number): boolean {
  const [minW, maxW, minH, maxH] = spec.limits;
  const inBox = (a: number, b: number) => a >= minW && a <= maxW && b >= minH && b <= maxH;
  return inBox(w, h) || inBox(h, w);
}

interface MaterialFormat {
  material: Material;
  id: string;
  width: number;
  height: number;
  featured: boolean;
}

function materialFormatList(material: Material): MaterialFormat[] {
  const spec = MATERIAL_SPECS[material];
  const groups = spec.groups ?? WALL_GROUPS;
  const list = groups.flatMap((group) =>
    FORMATS_BY_GROUP[group]
      .filter(([w, h]) => fits(spec, w, h))
      .map(([w, h]) => ({
        material,
        id: formatId(w, h),
        width: w,
        height: h,
        featured: FEATURED.has(formatId(w, h)),
      })),
  );
  // Smallest first, as a calculator lists them; equal areas keep portrait before landscape.
  list.sort((a, b) => a.width * a.height - b.width * b.height || a.width - b.width);
  // Materials too large for every featured size (wallpaper, tarpaulin) feature their first four.
  if (!list.some((f) => f.featured)) for (const f of list.slice(0, 4)) f.featured = true;
  return list;
}

function initialFormatOf(material: Material): string {
  const list = materialFormatList(material);
  return (list.find((f) => f.id === '300x400') ?? list.find((f) => f.featured) ?? list[0])?.id ?? '300x400';
}

export function frameRows(): Insert<typeof schema.frames>[] {
  return FRAMES.map((id, index) => ({
    id,
    labelKey: `frame.${id}`,
    defaultColor: FRAME_DEFAULTS[id].color,
    defaultMatSize: FRAME_DEFAULTS[id].matSize,
    defaultMatType: FRAME_DEFAULTS[id].matType,
    sortOrder: index,
  }));
}

export function materialRows(): Insert<typeof schema.materials>[] {
  return MATERIALS.map((id, index) => {
    const [minWidthMm, maxWidthMm, minHeightMm, maxHeightMm] = MATERIAL_SPECS[id].limits;
    return {
      id,
      labelKey: `material.${id}`,
      channels: MATERIAL_SPECS[id].channels,
      defaultFrameType: DEFAULT_FRAME_BY_MATERIAL[id] ?? null,
      initialFormat: initialFormatOf(id),
      minWidthMm,
      maxWidthMm,
      minHeightMm,
      maxHeightMm,
      sortOrder: index,
    };
  });
}

/** Which materials each frame holds; each material's SPEC 3 default frame is among its own. */
const FRAME_MATERIALS: Readonly<Record<Frame, readonly Material[]>> = {
  holzrahmen: ['poster', 'hahnemuehle'],
  alurahmen: ['poster', 'hahnemuehle'],
  kunststoffrahmen: ['poster'],
  fotorahmen: ['poster'],
  artbox: ['poster', 'leinwand'],
  'schattenfuge-leinwand': ['leinwand'],
  'schattenfuge-platte': ['acrylglas', 'aludibond', 'forexplatte', 'gallerybond'],
};

export function frameMaterialRows(): Insert<typeof schema.frameMaterials>[] {
  return FRAMES.flatMap((frameType) =>
    FRAME_MATERIALS[frameType].map((material, index) => ({ frameType, material, sortOrder: index })),
  );
}

export function materialFormatRows(): Insert<typeof schema.materialFormats>[] {
  return MATERIALS.flatMap((material) =>
    materialFormatList(material).map((f, index) => ({
      material,
      formatId: f.id,
      featured: f.featured,
      sortOrder: index,
    })),
  );
}

export function materialAreaPriceRows(): Insert<typeof schema.materialAreaPrices>[] {
  return MATERIALS.flatMap((material) =>
    EACH_CURRENCY.map((currency) => ({
      material,
      currency,
      baseCents: scaled(MATERIAL_SPECS[material].base, currency),
      perSquareMeterCents: scaled(MATERIAL_SPECS[material].perSquareMeter, currency),
    })),
  );
}

export function formatPriceRows(): Insert<typeof schema.formatPrices>[] {
  const area = new Map(materialAreaPriceRows().map((r) => [`${r.material}/${r.currency}`, r]));
  return MATERIALS.flatMap((material) => {
    return materialFormatList(material).flatMap((f) =>
      EACH_CURRENCY.map((currency) => {
        const price = area.get(`${material}/${currency}`);
        const current = price ? areaPriceCents(price, f.width, f.height, currency) : 0;
        return {
          material,
          formatId: f.id,
          currency,
          priceCurrentCents: current,
          // The regular price; a "was" price comes only from a running campaign (price_reductions).
          priceOriginalCents: current,
        };
      }),
    );
  });
}

/** Euros: fixed part and per metre of frame. */
const FRAME_PRICES: Readonly<Record<Frame, [base: number, perMeter: number]>> = {
  holzrahmen: [12, 18],
  alurahmen: [15, 22],
  artbox: [20, 25],
  fotorahmen: [6, 10],
  kunststoffrahmen: [5, 8],
  'schattenfuge-leinwand': [18, 20],
  'schattenfuge-platte': [22, 24],
};

export function framePriceRows(): Insert<typeof schema.framePrices>[] {
  return FRAMES.flatMap((frameType) =>
    EACH_CURRENCY.map((currency) => ({
      frameType,
      currency,
      baseCents: scaled(FRAME_PRICES[frameType][0], currency),
      perMeterCents: scaled(FRAME_PRICES[frameType][1], currency),
    })),
  );
}

interface OptionGroupSpec {
  materials: readonly Material[];
  /** Option id and surcharge in euros; the first is the default unless `defaultOption` says otherwise. */
  options: readonly (readonly [string, number])[];
  defaultOption?: string;
  framedOnly?: boolean;
}

/** The SPEC 3 option.* and optionGroup.* label families. */
export const OPTION_GROUPS: Readonly<Record<string, OptionGroupSpec>> = {
  'stretcher-frame': {
    materials: ['leinwand'],
    options: [
      ['stretcher-frame-25', 0],
      ['stretcher-frame-38', 8],
    ],
  },
  'canvas-edge': {
    materials: ['leinwand'],
    options: [
      ['canvas-edge-mirrored', 0],
      ['canvas-edge-white', 0],
      ['canvas-edge-black', 0],
    ],
  },
  'print-type': {
    materials: ['acrylglas', 'aludibond', 'echtglas'],
    options: [
      ['print-direct', 0],
      ['print-fine-art', 15],
    ],
  },
  'metal-finish': {
    materials: ['aludibond'],
    options: [
      ['metal-standard', 0],
      ['metal-brushed', 10],
    ],
  },
  'corner-drilling': {
    materials: ['acrylglas', 'aludibond', 'forexplatte', 'echtglas'],
    options: [
      ['corner-drilling-none', 0],
      ['corner-drilling', 6],
    ],
  },
  'led-frame': {
    materials: ['backlitfolie'],
    options: [
      ['led-frame-none', 0],
      ['led-frame', 89],
    ],
  },
  milling: {
    materials: ['forexplatte', 'aludibond'],
    options: [
      ['milling-none', 0],
      ['milling-contour', 25],
    ],
  },
  'adhesive-film': {
    materials: ['klebefolie'],
    options: [
      ['adhesive-film-matt', 0],
      ['adhesive-film-glossy', 0],
      ['adhesive-film-transparent', 5],
    ],
  },
  'poster-lamination': {
    materials: ['poster'],
    options: [
      ['lamination-none', 0],
      ['lamination-matt', 4],
      ['lamination-glossy', 4],
    ],
  },
  'poster-paper': {
    materials: ['poster'],
    options: [
      ['paper-standard', 0],
      ['paper-satin', 3],
      ['paper-premium-matt', 6],
    ],
  },
  'pvc-eyelets': {
    materials: ['pvcplane'],
    options: [
      ['eyelets-none', 0],
      ['eyelets-corners', 0],
      ['eyelets-50cm', 5],
    ],
    defaultOption: 'eyelets-corners',
  },
  'mat-colour': {
    materials: ['poster', 'hahnemuehle'],
    options: [
      ['mat-none', 0],
      ['mat-weiss', 0],
      ['mat-creme', 6],
      ['mat-schwarz', 6],
    ],
    framedOnly: true,
    // The default frame of both (holzrahmen) comes with the white mat (SPEC 3).
    defaultOption: FRAME_DEFAULTS.holzrahmen.matType,
  },
  glass: {
    materials: ['poster', 'hahnemuehle'],
    framedOnly: true,
    options: [
      ['glass-standard', 0],
      ['glass-museum', 25],
      ['acrylic-museum', 30],
    ],
  },
  'back-panel': {
    materials: ['poster', 'hahnemuehle'],
    options: [['back-panel-normal', 0]],
    framedOnly: true,
  },
};

export function optionGroupRows(): Insert<typeof schema.optionGroups>[] {
  return Object.entries(OPTION_GROUPS).map(([id, spec], index) => ({
    id,
    labelKey: `optionGroup.${id}-title`,
    framedOnly: spec.framedOnly ?? false,
    sortOrder: index,
  }));
}

export function optionRows(): Insert<typeof schema.options>[] {
  return Object.entries(OPTION_GROUPS).flatMap(([groupId, spec]) =>
    spec.options.map(([id], index) => ({ id, groupId, labelKey: `option.${id}`, sortOrder: index })),
  );
}

export function optionGroupMaterialRows(): Insert<typeof schema.optionGroupMaterials>[] {
  return Object.entries(OPTION_GROUPS).flatMap(([groupId, spec]) =>
    spec.materials.map((material) => ({
      groupId,
      material,
      defaultOptionId: spec.defaultOption ?? spec.options[0]?.[0] ?? '',
    })),
  );
}

export function optionPriceRows(): Insert<typeof schema.optionPrices>[] {
  return Object.values(OPTION_GROUPS).flatMap((spec) =>
    spec.options.flatMap(([optionId, euros]) =>
      EACH_CURRENCY.map((currency) => ({ optionId, currency, surchargeCents: stepCents(euros, currency) })),
    ),
  );
}

/** framedPoster is a poster in the collage's default frame; mixed collages are priced as canvas. */
const COLLAGE_BASES = {
  leinwand: { baseMaterial: 'leinwand', frameType: null },
  poster: { baseMaterial: 'poster', frameType: null },
  framedPoster: { baseMaterial: 'poster', frameType: COLLAGE_DEFAULTS.frameType },
  mixed: { baseMaterial: 'leinwand', frameType: null },
} as const satisfies Record<
  (typeof COLLAGE_MATERIAL_TYPES)[number],
  { baseMaterial: Material; frameType: Frame | null }
>;

export function collageMaterialTypeRows(): Insert<typeof schema.collageMaterialTypes>[] {
  return COLLAGE_MATERIAL_TYPES.map((id, index) => ({
    id,
    labelKey: `collage.material.${id}`,
    ...COLLAGE_BASES[id],
    sortOrder: index,
  }));
}
