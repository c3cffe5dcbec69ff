import { describe, expect, it } from 'vitest';
import { parseImageOptions } from './parse-options';
import {
  buildImageUrl,
  IMAGE_PATH_PREFIX,
  imageSources,
  ogImageUrl,
  parseAspectRatio,
  placeholderUrl,
  slotDisplayWidth,
  slotWidths,
  srcSet,
} from './urls';

/** Splits a resizing URL back into its parsed options and source path. */
function split(url: string) {
  expect(url.startsWith(IMAGE_PATH_PREFIX)).toBe(true);
  const rest = url.slice(IMAGE_PATH_PREFIX.length);
  const slash = rest.indexOf('/');
  const parsed = parseImageOptions(rest.slice(0, slash));
  if (!parsed.ok) throw new Error(parsed.message);
  return { options: parsed.options, path: rest.slice(slash + 1) };
}

function candidates(set: string): Array<{ url: string; descriptor: string }> {
  return set.split(', ').map((entry) => {
    const [url = '', descriptor = ''] = entry.split(' ');
    return { url, descriptor };
  });
}

describe('buildImageUrl (SPEC 7)', () => {
  it('fills format auto and quality 85', () => {
    expect(buildImageUrl('/assets/a.jpg')).toBe('/cdn-cgi/image/q=85,f=auto/assets/a.jpg');
    expect(buildImageUrl('assets/a.jpg', { width: 300, height: 200, blur: 3 })).toBe(
      '/cdn-cgi/image/w=300,h=200,q=85,blur=3,f=auto/assets/a.jpg',
    );
  });

  it('keeps explicit quality and format', () => {
    expect(buildImageUrl('/a.png', { quality: 40, format: 'png' })).toBe('/cdn-cgi/image/q=40,f=png/a.png');
  });

  it('appends remote sources unencoded, as the CDN expects', () => {
    expect(buildImageUrl('https://a.storyblok.com/f/1/x.jpg', { width: 10 })).toBe(
      '/cdn-cgi/image/w=10,q=85,f=auto/https://a.storyblok.com/f/1/x.jpg',
    );
  });

  it('leaves data and blob URLs alone', () => {
    expect(buildImageUrl('data:image/png;base64,AAAA', { width: 10 })).toBe('data:image/png;base64,AAAA');
    expect(buildImageUrl('blob:http://x/1', { width: 10 })).toBe('blob:http://x/1');
  });

  it('encodes whitespace so srcset candidates stay whole', () => {
    expect(buildImageUrl('/a b.jpg', { width: 10 })).toBe('/cdn-cgi/image/w=10,q=85,f=auto/a%20b.jpg');
  });

  it('produces options the parser accepts', () => {
    const { options, path } = split(buildImageUrl('/x/y.jpg', { width: 10, rotate: 90, brightness: -5 }));
    expect(options).toEqual({ width: 10, quality: 85, brightness: -5, rotate: 90, format: 'auto' });
    expect(path).toBe('x/y.jpg');
  });
});

describe('parseAspectRatio (SPEC 5: number/number or empty)', () => {
  it.each<[string | number | undefined, number | undefined]>([
    ['4/3', 4 / 3],
    ['1/1', 1],
    [' 16 / 9 ', 16 / 9],
    ['1.5/1', 1.5],
    [2, 2],
    ['', undefined],
    [undefined, undefined],
    ['4:3', undefined],
    ['0/1', undefined],
    ['1/0', undefined],
    ['abc', undefined],
    [0, undefined],
    [Number.NaN, undefined],
  ])('%s', (input, expected) => {
    expect(parseAspectRatio(input)).toBe(expected);
  });
});

describe('srcSet / imageSources (SPEC 9)', () => {
  it('reads a slot width from sizes at a viewport (px, vw, min- and max-width)', () => {
    const sizes = '(min-width: 1300px) 260px, (min-width: 768px) 30vw, 50vw';
    expect(slotDisplayWidth(sizes, 375)).toBe(187.5);
    expect(slotDisplayWidth(sizes, 1000)).toBe(300);
    expect(slotDisplayWidth(sizes, 1600)).toBe(260);
    expect(slotDisplayWidth('(max-width: 600px) 100vw, 600px', 375)).toBe(375);
    expect(slotDisplayWidth('(max-width: 600px) 100vw, 600px', 1280)).toBe(600);
    expect(slotDisplayWidth('garbage', 768)).toBe(768);
  });

  it('gives a fluid image at most four candidates chosen from its slot', () => {
    expect(slotWidths('100vw')).toEqual([800, 1280, 1600, 2560]);
    expect(slotWidths('96px')).toEqual([160, 240]);
    expect(slotWidths('(min-width: 1300px) 260px, (min-width: 768px) 30vw, 50vw')).toEqual([
      240, 320, 640, 800,
    ]);
    // The rendition only a phone at density 1 asks for (240 here) is left out.
    expect(slotWidths('(min-width: 1024px) 300px, (min-width: 576px) 33vw, 50vw')).toEqual([320, 480, 640]);
    for (const sizes of ['100vw', '50vw', '(min-width: 1024px) 600px, 100vw', '10px']) {
      const widths = slotWidths(sizes);
      expect(widths.length).toBeGreaterThan(0);
      expect(widths.length).toBeLessThanOrEqual(4);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    }
  });

  it('writes one width descriptor per slot candidate', () => {
    const entries = candidates(srcSet('/a.jpg'));
    expect(entries.map((e) => e.descriptor)).toEqual(slotWidths('100vw').map((w) => `${w}w`));
    for (const { url, descriptor } of entries) {
      const { options, path } = split(url);
      expect(path).toBe('a.jpg');
      expect(options).toEqual({ width: Number.parseInt(descriptor, 10), quality: 85, format: 'webp' });
    }
  });

  it('crops to the aspect ratio with fit cover', () => {
    const entries = candidates(srcSet('/a.jpg', { aspect: 2 }));
    const first = split(entries[0]?.url ?? '');
    expect(first.options).toEqual({ width: 800, height: 400, fit: 'cover', quality: 85, format: 'webp' });
  });

  it('uses density descriptors for a fixed width', () => {
    const sources = imageSources('/a.jpg', { width: 300, aspect: 3 / 2 });
    const entries = candidates(sources.srcSet);
    expect(entries.map((e) => e.descriptor)).toEqual(['1x', '2x']);
    expect(split(entries[0]?.url ?? '').options).toMatchObject({ width: 300, height: 200 });
    expect(split(entries[1]?.url ?? '').options).toMatchObject({ width: 600, height: 400 });
    expect(sources.src).toBe(entries[0]?.url);
    expect(sources.sizes).toBeUndefined();
  });

  it('gives fluid images sizes 100vw and a mid-sized fallback src', () => {
    const sources = imageSources('/a.jpg');
    expect(sources.sizes).toBe('100vw');
    expect(split(sources.src).options.width).toBe(800);
  });

  it('never asks for more than the server will produce', () => {
    const entries = candidates(srcSet('/a.jpg', { width: 3000 }));
    expect(entries.map((e) => e.descriptor)).toEqual(['1x']);
    const tall = candidates(srcSet('/a.jpg', { aspect: 0.25 }));
    for (const { url } of tall) expect(split(url).options.height ?? 0).toBeLessThanOrEqual(4000);
  });

  it('honours quality and format overrides', () => {
    const [entry] = candidates(srcSet('/a.jpg', { width: 10, quality: 60, format: 'auto' }));
    expect(split(entry?.url ?? '').options).toEqual({ width: 10, quality: 60, format: 'auto' });
  });
});

describe('placeholderUrl and ogImageUrl', () => {
  it('asks for a small, blurred, quality 50 rendition', () => {
    expect(split(placeholderUrl('/a.jpg', { aspect: 2 })).options).toEqual({
      width: 64,
      height: 32,
      fit: 'cover',
      quality: 50,
      blur: 3,
      format: 'webp',
    });
  });

  it('asks for 1200x627 cover, absolute when given an origin', () => {
    expect(ogImageUrl('/a.jpg')).toBe('/cdn-cgi/image/w=1200,h=627,fit=cover,q=85,f=auto/a.jpg');
    expect(ogImageUrl('/a.jpg', 'https://shop.example/')).toBe(
      'https://shop.example/cdn-cgi/image/w=1200,h=627,fit=cover,q=85,f=auto/a.jpg',
    );
  });
});
