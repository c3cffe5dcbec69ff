import { describe, expect, it } from 'vitest';
import {
  checkDesignerParams,
  DESIGNER_PARAM_NAMES,
  type DesignerParams,
  designerParamsSchema,
  quoteValue,
} from './designer-params';

/** SPEC 3's list, copied verbatim. */
const SPEC_PARAMS =
  'accessoryTypes, amount, bow, calendarType, card, designGroupId, designId, envelope, envelopeColor, format, formatType, frameType, inlay, inlayPaper, matSize, matType, materialType, paper, photobookBinding, photobookCover, photobookCoverLamination, designGroupSetId, photobookFormat, photobookPageCount, photobookPaper, photobookPrinting, photobookType, punching, quantity, refinementType, ribbon, ribbonColor, screw, standard, startDate, startMonth, year, tag, themeId, sku, isSample, occasion, category, color, addToCart, optionTypes, graduationsPageCount, photoboxFormat[width], photoboxFormat[height], photoboxType, templateId, gclid, locale, s, disableCache, productType, tileCount';

function parseOne(key: string, value: unknown) {
  return designerParamsSchema.safeParse({ [key]: value });
}

describe('designer parameters (SPEC 3)', () => {
  it("has every parameter of SPEC 3 and no other but the shop's own basketItem (issue 31 edit mode)", () => {
    expect(DESIGNER_PARAM_NAMES).toEqual([...SPEC_PARAMS.split(', '), 'basketItem']);
  });

  it.each<[string, unknown, unknown]>([
    ['accessoryTypes', ['envelope', 'bow'], ['envelope', 'bow']],
    ['accessoryTypes', 'inlay', ['inlay']],
    ['amount', '3', 3],
    ['calendarType', 'wandkalender', 'wandkalender'],
    ['designId', 'abc-12_3', 'abc-12_3'],
    ['envelopeColor', 'dirty-white', 'dirty-white'],
    ['format', '300x400', '300x400'],
    ['format', 'a4-hoch', 'a4-hoch'],
    ['format', '150-400', '150-400'],
    ['format', 'booklet-210x100', 'booklet-210x100'],
    ['formatType', '4:3', '4:3'],
    ['frameType', 'schattenfuge-platte', 'schattenfuge-platte'],
    ['matSize', '0', 0],
    ['matSize', '30', 30],
    ['matType', 'mat-weiss', 'mat-weiss'],
    ['materialType', 'hahnemuehle', 'hahnemuehle'],
    ['materialType', 'framedPoster', 'framedPoster'],
    ['photobookBinding', 'layflat', 'layflat'],
    ['photobookCover', 'soft', 'soft'],
    ['photobookCoverLamination', 'glossy', 'glossy'],
    ['photobookFormat', 'a4-quer-sendmoments', 'a4-quer-sendmoments'],
    ['photobookPageCount', '24', 24],
    ['photobookType', 'fotoheft', 'fotoheft'],
    ['quantity', '42', 42],
    ['quantity', 5, 5],
    ['refinementType', 'rosegold', 'rosegold'],
    ['ribbonColor', 'red', 'red'],
    ['startDate', '2026-01-01', '2026-01-01'],
    ['startMonth', '12', 12],
    ['year', '2026', 2026],
    ['tag', 'Sommer 2026', 'Sommer 2026'],
    ['sku', 'briefumschlag-c6-white-162x114', 'briefumschlag-c6-white-162x114'],
    ['sku', 'einlegeblatt-148x210-matt', 'einlegeblatt-148x210-matt'],
    ['sku', 'poster-300x400', 'poster-300x400'],
    ['isSample', 'true', true],
    ['isSample', '0', false],
    ['isSample', true, true],
    ['occasion', 'geburtstag/kindergeburtstag', 'geburtstag/kindergeburtstag'],
    ['color', 'smashy2', 'smashy2'],
    ['addToCart', '1', true],
    ['optionTypes', ['led-frame', 'museum-glass'], ['led-frame', 'museum-glass']],
    ['photoboxFormat', { width: '100', height: '150' }, { width: 100, height: 150 }],
    ['photoboxType', 'photoprint', 'photoprint'],
    ['gclid', 'EAIaIQobChMI-x_1', 'EAIaIQobChMI-x_1'],
    ['locale', 'de-AT', 'de-AT'],
    ['s', 'newsletter', 'newsletter'],
    ['disableCache', 'false', false],
    ['productType', 'photoprint', 'photoprint'],
    ['tileCount', '9', 9],
  ])('%s accepts %j', (key, input, output) => {
    const result = parseOne(key, input);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ [key]: output });
  });

  it.each<[string, unknown, RegExp]>([
    ['accessoryTypes', ['envelope', 'sticker'], /accessoryTypes "sticker" is not an accessory kind/],
    ['amount', '0', /amount "0" must be a whole number 1 or more/],
    ['amount', '1.5', /whole number/],
    [
      'calendarType',
      'kalender',
      /calendarType "kalender" is not a calendar type; expected one of: familienplaner/,
    ],
    ['designId', 'a b', /designId "a b" is not an id/],
    ['designId', '../etc', /is not an id/],
    ['envelopeColor', 'grey', /envelopeColor "grey" is not a colour/],
    ['format', '0300x400', /width 0300 has a leading zero/],
    ['format', '0x10', /width is 0/],
    ['format', '-1x2', /width -1 is negative/],
    ['format', 'axb', /neither WIDTHxHEIGHT in mm .* nor a format id/],
    ['format', '300X400', /neither/],
    ['formatType', '7:5', /not a format type/],
    ['frameType', 'goldrahmen', /frameType "goldrahmen" is not a frame/],
    ['matSize', '-30', /matSize "-30" must be a whole number 0 or more/],
    ['matSize', '030', /whole number/],
    ['matType', 'weiss', /not a mat type/],
    ['materialType', 'holz', /materialType "holz" is not a material; expected one of: acrylglas/],
    ['photobookBinding', 'spiral', /not a photobook binding/],
    ['photobookCover', 'leather', /not a photobook cover/],
    ['photobookFormat', '300x300', /not a photobook format/],
    ['photobookPageCount', '0', /whole number 1 or more/],
    ['photobookType', 'album', /not a photobook type/],
    ['quantity', 'many', /quantity "many" must be a whole number 1 or more/],
    ['quantity', '0', /whole number 1 or more/],
    ['quantity', '1e3', /whole number/],
    ['refinementType', 'bronze', /not a refinement/],
    ['startDate', '2026-13-01', /startDate "2026-13-01" is not a date/],
    ['startMonth', '13', /startMonth "13" must be a whole number from 1 to 12/],
    ['startMonth', '0', /from 1 to 12/],
    ['year', '26', /four-digit year/],
    [
      'sku',
      'briefumschlag-c6-162x114',
      /does not follow briefumschlag-\{subType\}-\{colour\}-\{width\}x\{height\}/,
    ],
    ['sku', 'einlegeblatt-148x210', /does not follow einlegeblatt-\{width\}x\{height\}-\{paper\}/],
    ['sku', 'two words', /single word/],
    ['isSample', 'yes', /isSample "yes" must be true or false/],
    ['occasion', 'weihnachten', /not an occasion/],
    ['color', 'Black', /not a colour/],
    ['optionTypes', ['Museum Glass'], /lower-case letters/],
    ['photoboxFormat', { width: '100' }, /photoboxFormat\[height\] is missing/],
    [
      'photoboxFormat',
      { width: '0', height: '150' },
      /photoboxFormat\[width\] "0" must be a whole number 1 or more/,
    ],
    ['photoboxType', 'large', /not a photobox type/],
    ['gclid', 'a.b', /not a click id/],
    ['locale', 'de-XX', /locale "de-XX" is not one of the shop's markets/],
    ['locale', 'de_DE', /not a locale \(two letters, hyphen, two letters/],
    ['locale', 'en-us', /not a locale/],
    ['tag', 'a\u0000b', /control characters/],
    ['productType', 'poster', /not a product type/],
    ['tileCount', '-1', /whole number 1 or more/],
    ['quantity', ['1', '2'], /quantity must be a single text value/],
  ])('%s rejects %j', (key, input, message) => {
    const result = parseOne(key, input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join('\n')).toMatch(message);
  });

  it('rejects keys that are no designer parameter', () => {
    expect(designerParamsSchema.safeParse({ quantitiy: '5' }).success).toBe(false);
  });

  it('cuts long values short in messages', () => {
    expect(quoteValue('x'.repeat(100))).toBe(`"${'x'.repeat(40)}…"`);
  });
});

describe('rules across parameters', () => {
  const check = (params: DesignerParams, context: Parameters<typeof checkDesignerParams>[1] = {}) =>
    checkDesignerParams(params, context);

  it.each([
    ['digitalfotobuch', 'pur', true],
    ['echtfotobuch', 'layflat', true],
    ['fotoheft', 'heftbindung', true],
    ['digitalfotobuch', 'layflat', false],
    ['echtfotobuch', 'pur', false],
    ['fotoheft', 'layflat', false],
  ] as const)('photobookType %s with binding %s fits: %s', (photobookType, photobookBinding, fits) => {
    const errors = check({ photobookType, photobookBinding });
    expect(errors.length === 0).toBe(fits);
    if (!fits) expect(errors[0]).toMatchObject({ param: 'photobookBinding', message: /always bound/ });
  });

  it('keeps collage material types out of the photo-frame designer and vice versa', () => {
    expect(check({ materialType: 'mixed' }, { configurator: 'photo-frame' })).toEqual([
      { param: 'materialType', message: expect.stringMatching(/is a collage material type/) },
    ]);
    expect(check({ materialType: 'acrylglas' }, { configurator: 'collage' })).toEqual([
      { param: 'materialType', message: expect.stringMatching(/not a collage material type.*framedPoster/) },
    ]);
    expect(check({ materialType: 'poster' }, { configurator: 'collage' })).toEqual([]);
    expect(check({ materialType: 'poster' }, { configurator: 'photo-frame' })).toEqual([]);
    expect(check({ materialType: 'framedPoster' }, { configurator: 'collage' })).toEqual([]);
  });

  it('wants WIDTHxHEIGHT in the frame and collage designers and calendar formats in the calendar one', () => {
    expect(check({ format: 'a4-hoch' }, { configurator: 'photo-frame' })[0]?.param).toBe('format');
    expect(check({ format: 'a4-hoch' }, { configurator: 'collage' })[0]?.param).toBe('format');
    expect(check({ format: '300x400' }, { configurator: 'photo-frame' })).toEqual([]);
    expect(check({ format: 'a4-hoch' }, { configurator: 'calendar' })).toEqual([]);
    expect(check({ format: '300x400' }, { configurator: 'calendar' })[0]?.message).toMatch(
      /not a calendar format/,
    );
    expect(check({ format: 'booklet-210x100' }, { configurator: 'card' })).toEqual([]);
  });

  it('wants a photobook category in the photobook designer only', () => {
    expect(check({ category: '41' }, { configurator: 'photobook' })).toEqual([]);
    expect(check({ category: '7' }, { configurator: 'photobook' })[0]?.message).toMatch(
      /category "7" is not a photobook category/,
    );
    expect(check({ category: '041' }, { configurator: 'photobook' })).toHaveLength(1);
    expect(check({ category: 'weihnachten' }, { configurator: 'card' })).toEqual([]);
  });

  it('puts card quantities on the steps', () => {
    expect(check({ quantity: 42 }, { productType: 'card' })).toEqual([
      {
        param: 'quantity',
        message: 'quantity 42 is not a card quantity step; the nearest steps are 41 and 45.',
      },
    ]);
    expect(check({ quantity: 6000 }, { productType: 'card' })[0]?.message).toMatch(/at most 5000/);
    expect(check({ quantity: 45 }, { productType: 'card' })).toEqual([]);
    expect(check({ quantity: 42 }, { productType: 'photobook' })).toEqual([]);
  });

  it('makes a sample a single card', () => {
    expect(check({ isSample: true, quantity: 1 }, { productType: 'card' })).toEqual([]);
    expect(check({ isSample: true }, { productType: 'card' })).toEqual([]);
    expect(check({ isSample: true, quantity: 5 }, { productType: 'card' })).toEqual([
      { param: 'quantity', message: expect.stringMatching(/contradicts isSample=true/) },
    ]);
    expect(check({ isSample: false, quantity: 5 }, { productType: 'card' })).toEqual([]);
  });
});
