import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_ERROR_EVENT, Image, type ImageErrorDetail, reportImageError } from './Image';
import { readImageMetadata } from './metadata';

function attribute(html: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(html);
  return match?.[1]?.replaceAll('&amp;', '&');
}

function imgTag(html: string): string {
  return /<img[^>]*>/.exec(html)?.[0] ?? '';
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Image (server render)', () => {
  it('reserves the box at the SPEC 9 default aspect 1/1 and starts loading', () => {
    const html = renderToStaticMarkup(<Image src="/assets/a.jpg" alt="A card" />);
    expect(html).toMatch(/^<span class="shop-image" style="aspect-ratio:1">/);
    const img = imgTag(html);
    expect(attribute(img, 'alt')).toBe('A card');
    expect(attribute(img, 'loading')).toBe('lazy');
    // No decoding hint: the browser decides (lazy images decode as they come into view), and the
    // attribute on every image of a page cost half a kilobyte of HTML.
    expect(attribute(img, 'decoding')).toBeUndefined();
    expect(attribute(img, 'sizes')).toBe('100vw');
    const srcset = attribute(img, 'srcSet') ?? '';
    expect(srcset).toContain('/cdn-cgi/image/w=800,h=800,fit=cover,q=85,f=webp/assets/a.jpg 800w');
    expect(srcset).toContain(' 2560w');
    expect(srcset.split(', ')).toHaveLength(4);
  });

  it('takes the aspect from width and height and uses density descriptors', () => {
    const html = renderToStaticMarkup(<Image src="a.jpg" alt="" width={300} height={200} />);
    expect(html).toContain('aspect-ratio:1.5');
    expect(html).toContain('width:300px');
    const img = imgTag(html);
    expect(attribute(img, 'srcSet')).toBe(
      '/cdn-cgi/image/w=300,h=200,fit=cover,q=85,f=webp/a.jpg 1x, ' +
        '/cdn-cgi/image/w=600,h=400,fit=cover,q=85,f=webp/a.jpg 2x',
    );
    expect(attribute(img, 'sizes')).toBeUndefined();
    expect(attribute(img, 'width')).toBe('300');
    expect(attribute(img, 'height')).toBe('200');
    expect(attribute(img, 'alt')).toBe('');
  });

  it('accepts an aspect string and a custom sizes', () => {
    const html = renderToStaticMarkup(<Image src="a.jpg" alt="x" aspect="16/9" sizes="50vw" />);
    expect(html).toContain('style="aspect-ratio:1.7778"');
    expect(attribute(imgTag(html), 'sizes')).toBe('50vw');
  });

  it('loads priority images eagerly with high fetch priority', () => {
    const img = imgTag(renderToStaticMarkup(<Image src="a.jpg" alt="x" priority loading="lazy" />));
    expect(attribute(img, 'loading')).toBe('eager');
    expect(attribute(img, 'fetchPriority')).toBe('high');
  });

  it('shows the blurred SPEC 9 placeholder while loading when asked', () => {
    const html = renderToStaticMarkup(<Image src="a.jpg" alt="x" aspect={2} blurPlaceholder />);
    expect(html).toContain('background-image:url(&quot;/cdn-cgi/image/w=64,h=32,fit=cover,q=50,blur=3');
  });
});

describe('reportImageError', () => {
  it('calls the callback and dispatches shop:image-error on window', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const seen: ImageErrorDetail[] = [];
    target.addEventListener(IMAGE_ERROR_EVENT, (event) => {
      seen.push((event as CustomEvent<ImageErrorDetail>).detail);
    });
    const onError = vi.fn();
    const detail = { src: 'a.jpg', url: '/cdn-cgi/image/w=1/a.jpg' };
    reportImageError(detail, onError);
    expect(onError).toHaveBeenCalledWith(detail);
    expect(seen).toEqual([detail]);
  });

  it('does nothing on the server beyond the callback', () => {
    const onError = vi.fn();
    expect(() => reportImageError({ src: 'a', url: 'b' }, onError)).not.toThrow();
    expect(onError).toHaveBeenCalledOnce();
  });
});

class FakeImage {
  static outcome: 'load' | 'error' = 'load';
  static lastSrc = '';
  naturalWidth = 0;
  naturalHeight = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    FakeImage.lastSrc = value;
    if (value === '') return;
    queueMicrotask(() => {
      if (FakeImage.outcome === 'load') {
        this.naturalWidth = 400;
        this.naturalHeight = 300;
        this.onload?.();
      } else {
        this.onerror?.();
      }
    });
  }
}

describe('readImageMetadata', () => {
  it('gives zeros where there is no browser', async () => {
    expect(await readImageMetadata('/a.jpg')).toEqual({ width: 0, height: 0, ratio: 0 });
  });

  it('reads the natural size, loading asset paths through the resizer', async () => {
    vi.stubGlobal('Image', FakeImage);
    FakeImage.outcome = 'load';
    expect(await readImageMetadata('/assets/a.jpg')).toEqual({ width: 400, height: 300, ratio: 4 / 3 });
    expect(FakeImage.lastSrc).toBe('/cdn-cgi/image/q=50,f=auto/assets/a.jpg');
    await readImageMetadata('https://x.test/a.jpg');
    expect(FakeImage.lastSrc).toBe('https://x.test/a.jpg');
  });

  it('gives zeros on error and on timeout', async () => {
    vi.stubGlobal('Image', FakeImage);
    FakeImage.outcome = 'error';
    expect(await readImageMetadata('/a.jpg')).toEqual({ width: 0, height: 0, ratio: 0 });

    class NeverImage extends FakeImage {
      override set src(_value: string) {}
    }
    vi.stubGlobal('Image', NeverImage);
    expect(await readImageMetadata('/a.jpg', 5)).toEqual({ width: 0, height: 0, ratio: 0 });
  });
});
