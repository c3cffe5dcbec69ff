import { describe, expect, it } from 'vitest';
import { effectiveDimensions, type ImageOptions, imageUrlOptions, serializeImageOptions } from './options';
import { parseImageOptions } from './parse-options';

function ok(input: string): ImageOptions {
  const result = parseImageOptions(input);
  if (!result.ok) throw new Error(`expected ${input} to parse: ${result.message}`);
  return result.options;
}

function fieldsOf(input: string): Record<string, string> {
  const result = parseImageOptions(input);
  if (result.ok) throw new Error(`expected ${input} to fail`);
  return result.fields;
}

describe('parseImageOptions: accepted (SPEC 5)', () => {
  it.each<[string, ImageOptions]>([
    ['width=300', { width: 300 }],
    ['w=300,h=200', { width: 300, height: 200 }],
    ['height=1', { height: 1 }],
    ['width=4000', { width: 4000 }],
    ['quality=0', { quality: 0 }],
    ['q=100', { quality: 100 }],
    ['blur=0', { blur: 0 }],
    ['blur=100', { blur: 100 }],
    ['brightness=-100', { brightness: -100 }],
    ['brightness=100', { brightness: 100 }],
    ['brightness=0', { brightness: 0 }],
    ['rotate=0', { rotate: 0 }],
    ['rotate=90', { rotate: 90 }],
    ['rotate=180', { rotate: 180 }],
    ['rotate=270', { rotate: 270 }],
    ['fit=scale-down', { fit: 'scale-down' }],
    ['fit=contain', { fit: 'contain' }],
    ['fit=cover', { fit: 'cover' }],
    ['fit=crop', { fit: 'crop' }],
    ['fit=pad', { fit: 'pad' }],
    ['format=auto', { format: 'auto' }],
    ['f=webp', { format: 'webp' }],
    ['format=png', { format: 'png' }],
    ['format=jpeg', { format: 'jpeg' }],
    ['dpr=2', { dpr: 2 }],
    ['dpr=1.5', { dpr: 1.5 }],
    [
      'format=auto,quality=85,width=100,height=50,fit=cover,blur=3',
      { width: 100, height: 50, fit: 'cover', quality: 85, blur: 3, format: 'auto' },
    ],
  ])('%s', (input, expected) => {
    expect(ok(input)).toEqual(expected);
  });
});

describe('parseImageOptions: rejected', () => {
  it.each<[string, string]>([
    ['width=0', 'width'],
    ['height=0', 'height'],
    ['width=-5', 'width'],
    ['width=4001', 'width'],
    ['width=1.5', 'width'],
    ['width=010', 'width'],
    ['width=1e3', 'width'],
    ['width=0x10', 'width'],
    ['width= 10', 'width'],
    ['width=abc', 'width'],
    ['width=', 'width'],
    ['width', 'width'],
    ['quality=101', 'quality'],
    ['quality=-1', 'quality'],
    ['blur=101', 'blur'],
    ['brightness=101', 'brightness'],
    ['brightness=-101', 'brightness'],
    ['rotate=45', 'rotate'],
    ['rotate=360', 'rotate'],
    ['rotate=-90', 'rotate'],
    ['fit=fill', 'fit'],
    ['format=gif', 'format'],
    ['format=avif', 'format'],
    ['format=jpg', 'format'],
    ['dpr=0', 'dpr'],
    ['dpr=4', 'dpr'],
    ['w=1,width=2', 'width'],
    ['gravity=auto', 'gravity'],
    ['toString=1', 'toString'],
    ['__proto__=1', '__proto__'],
    ['width=10,', '_'],
    ['', '_'],
    ['garbage', 'garbage'],
  ])('%s', (input, field) => {
    expect(fieldsOf(input)).toHaveProperty([field]);
  });

  it('explains every bad option in one message', () => {
    const result = parseImageOptions('width=0,quality=101');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain('width');
      expect(result.message).toContain('quality');
    }
  });
});

describe('imageUrlOptions (what pages carry)', () => {
  it("writes Cloudflare's short names where there are any, in canonical order", () => {
    expect(imageUrlOptions(ok('format=webp,quality=85,fit=cover,height=480,width=640'))).toBe(
      'w=640,h=480,fit=cover,q=85,f=webp',
    );
  });

  it('round-trips every option through the parser', () => {
    const all: ImageOptions = {
      width: 10,
      height: 20,
      dpr: 1.5,
      fit: 'pad',
      quality: 85,
      blur: 3,
      brightness: -20,
      rotate: 90,
      format: 'webp',
    };
    expect(ok(imageUrlOptions(all))).toEqual(all);
    expect(serializeImageOptions(ok(imageUrlOptions(all)))).toBe(serializeImageOptions(all));
  });
});

describe('serializeImageOptions', () => {
  it('writes full names in canonical order so aliases and orderings collapse', () => {
    expect(serializeImageOptions(ok('f=webp,q=80,h=20,w=10'))).toBe(
      'width=10,height=20,quality=80,format=webp',
    );
    expect(serializeImageOptions(ok('w=10,h=20,q=80,f=webp'))).toBe(
      'width=10,height=20,quality=80,format=webp',
    );
  });

  it('round-trips every option', () => {
    const all: ImageOptions = {
      width: 10,
      height: 20,
      dpr: 1.5,
      fit: 'pad',
      quality: 0,
      blur: 3,
      brightness: -20,
      rotate: 270,
      format: 'png',
    };
    expect(ok(serializeImageOptions(all))).toEqual(all);
  });

  it('leaves out absent options', () => {
    expect(serializeImageOptions({})).toBe('');
    expect(serializeImageOptions({ blur: 0 })).toBe('blur=0');
  });
});

describe('effectiveDimensions', () => {
  it('applies dpr and caps at the server limit', () => {
    expect(effectiveDimensions({ width: 100, height: 50, dpr: 2 })).toEqual({ width: 200, height: 100 });
    expect(effectiveDimensions({ width: 3000, dpr: 3 })).toEqual({ width: 4000 });
    expect(effectiveDimensions({ height: 3, dpr: 1.5 })).toEqual({ height: 5 });
    expect(effectiveDimensions({})).toEqual({});
  });
});
