import { describe, expect, it } from 'vitest';
import { COLLAGE_DEFAULTS, COLLAGE_MATERIAL_TYPES, isCollageMaterialType } from './collage';
import {
  DEFAULT_FRAME_BY_MATERIAL,
  defaultFrameOf,
  FRAME_DEFAULTS,
  FRAMES,
  formatStretcherFrameDepth,
  frameDefaultsOf,
  isFrame,
  isMatType,
  STRETCHER_FRAMES,
} from './frames';
import { isMaterial, MATERIAL_LABEL_ONLY_KEYS, MATERIALS } from './materials';

describe('materials (SPEC 3)', () => {
  it('are the twelve orderable materials', () => {
    expect([...MATERIALS]).toEqual([
      'acrylglas',
      'aludibond',
      'backlitfolie',
      'echtglas',
      'forexplatte',
      'fototapete',
      'gallerybond',
      'hahnemuehle',
      'klebefolie',
      'leinwand',
      'poster',
      'pvcplane',
    ]);
  });

  it.each(['holz', 'Poster', '', 'framedPoster', ...MATERIAL_LABEL_ONLY_KEYS])(
    '%j is not a material',
    (m) => {
      expect(isMaterial(m)).toBe(false);
    },
  );
});

describe('frames (SPEC 3)', () => {
  it('are the seven frames', () => {
    expect([...FRAMES].sort()).toEqual(
      [
        'alurahmen',
        'artbox',
        'fotorahmen',
        'holzrahmen',
        'kunststoffrahmen',
        'schattenfuge-leinwand',
        'schattenfuge-platte',
      ].sort(),
    );
    expect(isFrame('rahmen')).toBe(false);
  });

  it.each([
    ['alurahmen', 30, 'mat-weiss'],
    ['holzrahmen', 30, 'mat-weiss'],
    ['artbox', 0, 'mat-none'],
    ['fotorahmen', 0, 'mat-none'],
    ['kunststoffrahmen', 0, 'mat-none'],
    ['schattenfuge-leinwand', 0, 'mat-none'],
    ['schattenfuge-platte', 0, 'mat-none'],
  ] as const)('%s starts black with a %i mm %s', (frame, matSize, matType) => {
    expect(frameDefaultsOf(frame)).toEqual({ frameType: frame, color: 'black', matSize, matType });
  });

  it('has defaults for every frame and no others', () => {
    expect(Object.keys(FRAME_DEFAULTS).sort()).toEqual([...FRAMES].sort());
  });

  it('knows the two mat types of SPEC 3', () => {
    expect(isMatType('mat-none')).toBe(true);
    expect(isMatType('mat-weiss')).toBe(true);
    expect(isMatType('weiss')).toBe(false);
  });
});

describe('default frame per material (SPEC 3)', () => {
  it.each([
    ['poster', 'holzrahmen'],
    ['hahnemuehle', 'holzrahmen'],
    ['leinwand', 'schattenfuge-leinwand'],
    ['acrylglas', 'schattenfuge-platte'],
    ['aludibond', 'schattenfuge-platte'],
    ['forexplatte', 'schattenfuge-platte'],
    ['gallerybond', 'schattenfuge-platte'],
    ['backlitfolie', undefined],
    ['echtglas', undefined],
    ['fototapete', undefined],
    ['klebefolie', undefined],
    ['pvcplane', undefined],
  ] as const)('%s is framed with %s', (material, frame) => {
    expect(defaultFrameOf(material)).toBe(frame);
  });

  it('names only known frames', () => {
    for (const frame of Object.values(DEFAULT_FRAME_BY_MATERIAL)) expect(isFrame(frame)).toBe(true);
  });
});

describe('collage (SPEC 3)', () => {
  it('has four material types', () => {
    expect([...COLLAGE_MATERIAL_TYPES]).toEqual(['leinwand', 'poster', 'framedPoster', 'mixed']);
    expect(isCollageMaterialType('acrylglas')).toBe(false);
    expect(isCollageMaterialType('framedposter')).toBe(false);
  });

  it('starts in a black wooden frame with a 30 mm white mat', () => {
    expect(COLLAGE_DEFAULTS).toEqual({
      frameType: 'holzrahmen',
      color: 'black',
      matSize: 30,
      matType: 'mat-weiss',
    });
  });
});

describe('stretcher frames (SPEC 9)', () => {
  const [thin, thick] = STRETCHER_FRAMES;

  it.each([
    ['de-DE', '2,5\u00a0cm', '3,8\u00a0cm'],
    ['en-GB', '2.5\u00a0cm', '3.8\u00a0cm'],
    ['fr-CH', '2,5\u00a0cm', '3,8\u00a0cm'],
    ['en-US', '1\u00a0in', '1.5\u00a0in'],
  ] as const)('are shown in %s as %s and %s', (market, thinText, thickText) => {
    expect(formatStretcherFrameDepth(thin, market)).toBe(thinText);
    expect(formatStretcherFrameDepth(thick, market)).toBe(thickText);
  });
});
