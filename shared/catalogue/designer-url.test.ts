import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFIGURATORS, configuratorFromPath, configuratorOf } from './configurators';
import type { DesignerParams } from './designer-params';
import { buildDesignerUrl, parseDesignerUrl } from './designer-url';
import { PRODUCT_TYPES } from './products';

describe('configurators (SPEC 2)', () => {
  it.each([
    ['calendar', '/configurator-calendar/', ['calendar']],
    ['card', '/configurator-card/', ['card']],
    ['collage', '/configurator-collage/', ['collage']],
    ['photo-frame', '/configurator-photo-frame/', ['photoframe']],
    ['photobook', '/configurator-photobook/', ['photobook']],
    ['photobox', '/configurator-photobox/', ['photobox', 'photoprint']],
  ] as const)('%s lives at %s and designs %j', (kind, path, productTypes) => {
    expect(CONFIGURATORS[kind].path).toBe(path);
    expect(CONFIGURATORS[kind].productTypes).toEqual(productTypes);
  });

  it('has a designer for every product type', () => {
    for (const type of PRODUCT_TYPES) expect(configuratorOf(type).productTypes).toContain(type);
    expect(configuratorOf('photoprint').kind).toBe('photobox');
    expect(configuratorOf('photoframe').kind).toBe('photo-frame');
  });

  it.each([
    ['/configurator-card/', 'card'],
    ['/configurator-card', 'card'],
    ['/fr/configurator-card/', 'card'],
    ['/d/configurator-photo-frame/', 'photo-frame'],
    ['/fr/d/configurator-photobook', 'photobook'],
    ['/d/de/configurator-calendar/', 'calendar'],
    ['/configurator-poster/', undefined],
    ['/configurator-/', undefined],
    ['/products/configurator-card/', undefined],
    ['/fr/d/w/configurator-card/', undefined],
    ['//configurator-card/', undefined],
    ['configurator-card/', undefined],
    ['/configurator-card/x', undefined],
    ['/', undefined],
    ['', undefined],
  ])('%j opens %s', (path, kind) => {
    expect(configuratorFromPath(path)?.kind).toBe(kind);
  });
});

describe('buildDesignerUrl', () => {
  it.each([
    ['calendar', '/configurator-calendar/'],
    ['card', '/configurator-card/'],
    ['collage', '/configurator-collage/'],
    ['photo-frame', '/configurator-photo-frame/'],
    ['photoframe', '/configurator-photo-frame/'],
    ['photobook', '/configurator-photobook/'],
    ['photobox', '/configurator-photobox/'],
  ] as const)('%s without parameters is %s', (target, url) => {
    expect(buildDesignerUrl(target)).toBe(url);
  });

  it('writes the calculator call to action', () => {
    expect(
      buildDesignerUrl('photoframe', { materialType: 'poster', formatType: 'din', format: '210x297' }),
    ).toBe('/configurator-photo-frame/?materialType=poster&formatType=din&format=210x297');
    expect(buildDesignerUrl('collage', { materialType: 'framedPoster', designId: '12' })).toBe(
      '/configurator-collage/?materialType=framedPoster&designId=12',
    );
  });

  it('names photo prints with productType, as they share the photobox designer', () => {
    expect(buildDesignerUrl('photoprint', { photoboxType: 'photoprint' })).toBe(
      '/configurator-photobox/?productType=photoprint&photoboxType=photoprint',
    );
    expect(buildDesignerUrl('photobox', { photoboxType: 'small' })).toBe(
      '/configurator-photobox/?photoboxType=small',
    );
    expect(buildDesignerUrl('photoprint', { productType: 'photoprint' })).toBe(
      '/configurator-photobox/?productType=photoprint',
    );
  });

  it('writes lists with [], the photobox format as two keys, and flags as true/false', () => {
    expect(
      buildDesignerUrl('card', {
        themeId: '7',
        quantity: 50,
        accessoryTypes: ['envelope', 'inlay'],
        isSample: false,
        occasion: 'weihnachten/privat',
      }),
    ).toBe(
      '/configurator-card/?themeId=7&quantity=50&accessoryTypes[]=envelope&accessoryTypes[]=inlay&isSample=false&occasion=weihnachten%2Fprivat',
    );
    expect(buildDesignerUrl('photobox', { photoboxFormat: { width: 100, height: 150 } })).toBe(
      '/configurator-photobox/?photoboxFormat[width]=100&photoboxFormat[height]=150',
    );
  });

  it('drops undefined and, when asked, refinementType none', () => {
    expect(buildDesignerUrl('card', { themeId: '7', quantity: undefined, refinementType: 'none' })).toBe(
      '/configurator-card/?themeId=7&refinementType=none',
    );
    expect(
      buildDesignerUrl('card', { themeId: '7', refinementType: 'none' }, { dropEmptyRefinementType: true }),
    ).toBe('/configurator-card/?themeId=7');
  });
});

describe('parseDesignerUrl', () => {
  const roundTrips: [Parameters<typeof buildDesignerUrl>[0], DesignerParams][] = [
    [
      'card',
      {
        themeId: '7',
        designId: 'd-12',
        quantity: 250,
        accessoryTypes: ['envelope', 'ribbon'],
        envelopeColor: 'dirty-white',
        envelope: 'briefumschlag-c6-dirty-white-162x114',
        sku: 'einlegeblatt-148x210-transparent',
        inlayPaper: 'transparent',
        ribbonColor: 'red',
        refinementType: 'rosegold',
        occasion: 'geburtstag/kindergeburtstag',
        category: 'hochzeit',
        color: 'cool-gray',
        locale: 'fr-CH',
        s: 'newsletter spring',
        addToCart: true,
        tag: 'Sommer & Sonne',
      },
    ],
    [
      'photo-frame',
      { materialType: 'leinwand', frameType: 'schattenfuge-leinwand', format: '600x848', matSize: 0 },
    ],
    [
      'collage',
      { materialType: 'mixed', designId: '17', frameType: 'holzrahmen', matSize: 30, matType: 'mat-weiss' },
    ],
    [
      'calendar',
      { calendarType: 'wandkalender', format: 'a3-quer', startMonth: 1, year: 2027, startDate: '2027-01-01' },
    ],
    [
      'photobook',
      {
        photobookType: 'echtfotobuch',
        photobookBinding: 'layflat',
        photobookCover: 'hard',
        photobookCoverLamination: 'matt',
        photobookFormat: 'a4-quer',
        photobookPageCount: 40,
        photobookPaper: 'glaenzend',
        category: '41',
        designGroupSetId: '3',
        optionTypes: ['gift-box'],
      },
    ],
    ['photoprint', { photoboxType: 'photoprint', photoboxFormat: { width: 150, height: 100 }, quantity: 42 }],
  ];

  it.each(roundTrips)('reads back a %s link as it was built', (target, params) => {
    const url = buildDesignerUrl(target, params);
    const parsed = parseDesignerUrl(url);
    expect(parsed.errors).toEqual([]);
    const expected = target === 'photoprint' ? { productType: 'photoprint', ...params } : params;
    expect(parsed.params).toEqual(expected);
    expect(parsed.configurator).toBe(configuratorOf(target === 'photo-frame' ? 'photoframe' : target).kind);
  });

  it('reads absolute and prefixed links', () => {
    const parsed = parseDesignerUrl('https://www.example.com/fr/d/configurator-card/?themeId=3#top');
    expect(parsed).toMatchObject({
      configurator: 'card',
      productType: 'card',
      params: { themeId: '3' },
      errors: [],
    });
    expect(
      parseDesignerUrl(new URL('https://x.test/configurator-photobook?photobookType=fotoheft')).params,
    ).toEqual({
      photobookType: 'fotoheft',
    });
  });

  it('rejects a quantity between card steps, keeping the rest', () => {
    const parsed = parseDesignerUrl('/configurator-card/?themeId=3&quantity=42');
    expect(parsed.params).toEqual({ themeId: '3' });
    expect(parsed.errors).toEqual([
      {
        param: 'quantity',
        message: 'quantity 42 is not a card quantity step; the nearest steps are 41 and 45.',
        problem: 'conflict',
      },
    ]);
    expect(parseDesignerUrl('/configurator-photobox/?quantity=42').params).toEqual({ quantity: 42 });
  });

  it.each([
    ['/configurator-photo-frame/?format=0300x400', 'format', /leading zero/],
    ['/configurator-photo-frame/?format=0x10', 'format', /width is 0/],
    ['/configurator-photo-frame/?format=-1x2', 'format', /negative/],
    ['/configurator-photo-frame/?format=axb', 'format', /neither WIDTHxHEIGHT/],
    ['/configurator-photo-frame/?format=a4-hoch', 'format', /which \/configurator-photo-frame\/ needs/],
    ['/configurator-photo-frame/?materialType=holz', 'materialType', /"holz" is not a material/],
    ['/configurator-photo-frame/?materialType=mixed', 'materialType', /collage material type/],
    [
      '/configurator-collage/?materialType=aludibond&designId=1',
      'materialType',
      /not a collage material type/,
    ],
    ['/configurator-calendar/?format=300x400', 'format', /not a calendar format/],
    ['/configurator-calendar/?startMonth=13', 'startMonth', /from 1 to 12/],
    ['/configurator-card/?locale=xx-YY', 'locale', /not one of the shop's markets/],
    ['/configurator-card/?isSample=true&quantity=50', 'quantity', /contradicts isSample=true/],
    ['/configurator-card/?isSample=maybe', 'isSample', /must be true or false/],
    ['/configurator-card/?accessoryTypes[]=envelope&accessoryTypes[]=glitter', 'accessoryTypes', /"glitter"/],
    [
      '/configurator-photobook/?photobookType=fotoheft&photobookBinding=pur',
      'photobookBinding',
      /heftbindung/,
    ],
    ['/configurator-photobook/?category=6', 'category', /not a photobook category/],
    ['/configurator-photobox/?photoboxFormat[width]=100', 'photoboxFormat[height]', /needs both/],
    [
      '/configurator-photobox/?photoboxFormat[width]=abc&photoboxFormat[height]=1',
      'photoboxFormat[width]',
      /whole/,
    ],
    [
      '/configurator-photobox/?photoboxFormat[depth]=3',
      'photoboxFormat[depth]',
      /photoboxFormat\[width\] and/,
    ],
    ['/configurator-photobox/?photoboxFormat=3', 'photoboxFormat', /takes photoboxFormat\[width\]/],
    ['/configurator-card/?productType=calendar', 'productType', /not designed in \/configurator-card\//],
    ['/configurator-card/?quantity[]=5', 'quantity[]', /takes a single value, not quantity\[\]/],
    [
      '/configurator-card/?accessoryTypes[0]=bow',
      'accessoryTypes[0]',
      /is a list; write it as accessoryTypes\[\]/,
    ],
    ['/configurator-card/?quantitiy=5', 'quantitiy', /"quantitiy" is not a designer parameter/],
    [
      '/configurator-card/?themeId=1&themeId=2',
      'themeId',
      /given more than once; the first value "1" is used/,
    ],
    ['/configurator-card/?=5', '(no name)', /without a parameter name \(="5"\) is ignored/],
  ])('%s: %s is explained', (url, param, message) => {
    const parsed = parseDesignerUrl(url);
    const error = parsed.errors.find((e) => e.param === param);
    expect(error?.message).toMatch(message);
    const key = param.replace(/\[.*$/, '') as keyof DesignerParams;
    if (param !== 'themeId' && param !== 'quantity[]') expect(parsed.params[key]).toBeUndefined();
  });

  it('uses the first of repeated values', () => {
    expect(parseDesignerUrl('/configurator-card/?themeId=1&themeId=2').params.themeId).toBe('1');
    expect(parseDesignerUrl('/configurator-card/?quantity[]=5&quantity[]=10').params.quantity).toBe(5);
  });

  it('passes over the shop’s own _ parameters and empty values', () => {
    const parsed = parseDesignerUrl(
      '/configurator-card/?_storyblok=1&_debug&themeId=&quantity=5&accessoryTypes[]=',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.params).toEqual({ quantity: 5 });
  });

  it('reads accessoryTypes written with or without []', () => {
    expect(parseDesignerUrl('/configurator-card/?accessoryTypes=bow&accessoryTypes[]=box').params).toEqual({
      accessoryTypes: ['bow', 'box'],
    });
  });

  it('decides the product: valid productType, else the designer’s own', () => {
    expect(parseDesignerUrl('/configurator-photobox/?photoboxType=photoprint').productType).toBe('photobox');
    expect(parseDesignerUrl('/configurator-photobox/?productType=photoprint').productType).toBe('photoprint');
    const conflict = parseDesignerUrl('/configurator-card/?productType=calendar&themeId=1');
    expect(conflict.productType).toBe('card');
    expect(conflict.params).toEqual({ themeId: '1' });
    expect(parseDesignerUrl('/configurator-collage/?materialType=poster')).toMatchObject({
      productType: 'collage',
      inferredProductType: 'photoframe',
    });
  });

  it('still reads the parameters of a link that is not a designer, inferring the product', () => {
    const parsed = parseDesignerUrl('/products/?calendarType=tischkalender');
    expect(parsed.configurator).toBeUndefined();
    expect(parsed.productType).toBe('calendar');
    expect(parsed.params).toEqual({ calendarType: 'tischkalender' });
    expect(parsed.errors).toEqual([
      {
        param: 'url',
        message: expect.stringMatching(/"\/products\/" is not a designer; expected one of/),
        problem: 'notDesigner',
      },
    ]);
    expect(parseDesignerUrl('/x?productType=card&quantity=42').errors.map((e) => e.param)).toEqual([
      'url',
      'quantity',
    ]);
  });

  it.each([
    [undefined, /missing or is not text/],
    [42, /missing or is not text/],
    [{ href: '/configurator-card/' }, /missing or is not text/],
    ['', /empty/],
    ['   ', /empty/],
    ['javascript:alert(1)', /not a web address/],
    ['mailto:a@b.c', /not a web address/],
    ['http://[::1', /not a valid address/],
  ])('explains why %j is no link', (input, message) => {
    const parsed = parseDesignerUrl(input);
    expect(parsed).toMatchObject({ configurator: undefined, productType: undefined, params: {} });
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.errors[0]?.param).toBe('url');
    expect(parsed.errors[0]?.message).toMatch(message);
  });

  it('never throws, and every error names a parameter and says something', () => {
    const query = fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(
              'quantity',
              'format',
              'photoboxFormat[width]',
              'accessoryTypes[]',
              'productType',
              '_x',
            ),
            fc.string(),
          ),
          fc.string(),
        ),
        { maxLength: 8 },
      )
      .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
    const path = fc.oneof(
      fc.constantFrom('/configurator-card/', '/configurator-photobox', '/x/'),
      fc.string(),
    );
    fc.assert(
      fc.property(path, query, fc.string(), (p, q, junk) => {
        for (const input of [`${p}?${q}`, junk, `${p}?${junk}`]) {
          const parsed = parseDesignerUrl(input);
          for (const error of parsed.errors) {
            expect(error.param.length).toBeGreaterThan(0);
            expect(error.message.length).toBeGreaterThan(10);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('survives malformed percent-encoding', () => {
    const parsed = parseDesignerUrl('/configurator-card/?themeId=%E0%A4%A&quantity=%');
    expect(parsed.configurator).toBe('card');
    expect(parsed.errors.map((e) => e.param).sort()).toEqual(['quantity', 'themeId']);
  });
});
