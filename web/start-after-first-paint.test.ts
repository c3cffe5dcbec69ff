import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from './entry-server';

interface FakeElement {
  type?: string;
  src?: string;
  nonce?: string;
  rel?: string;
  as?: string;
  crossOrigin?: string;
  href?: string;
}

/** The page's LCP image: not loaded until `load()` (or `fail()`). */
interface FakeImage {
  complete: boolean;
  onload?: () => void;
  onerror?: () => void;
}

type PaintList = { getEntriesByName: (name: string) => unknown[] };

/** Runs the inline start script against a stand-in browser; paints, frames and timers on request. */
function run(options: { hidden?: boolean; lcpImage?: boolean } = {}) {
  const appended: FakeElement[] = [];
  const image: FakeImage = { complete: false };
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const observers: ((list: PaintList) => void)[] = [];
  const document = {
    hidden: options.hidden === true,
    currentScript: { nonce: 'n0nce' },
    head: { append: (...nodes: FakeElement[]) => appended.push(...nodes) },
    createElement: (): FakeElement => ({}),
    querySelector: (selector: string) =>
      options.lcpImage && selector === 'img[fetchpriority=high]' ? image : null,
  };
  class PerformanceObserver {
    constructor(callback: (list: PaintList) => void) {
      observers.push(callback);
    }
    observe() {}
  }
  runInNewContext(startAfterFirstPaint('/assets/entry-client-abc.js', '/_i18n/de-DE.0123abcd.json'), {
    document,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms }),
  });
  const runTimers = (upTo: number) => {
    for (const timer of timers.filter((t) => t.ms <= upTo)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.callback();
    }
  };
  return {
    appended,
    paint: (name: string) => {
      for (const observer of observers) observer({ getEntriesByName: (n) => (n === name ? [{}] : []) });
      runTimers(0);
    },
    frame: () => {
      for (const frame of frames.splice(0)) frame();
      runTimers(0);
    },
    wait: (ms: number) => runTimers(ms),
    load: (outcome: 'load' | 'error' = 'load') => {
      image.complete = true;
      (outcome === 'load' ? image.onload : image.onerror)?.();
    },
  };
}

// Anonymous, as the entry's fetch of the bundle asks: it then takes the preloaded answer.
const TRANSLATIONS = {
  rel: 'preload',
  as: 'fetch',
  crossOrigin: 'anonymous',
  href: '/_i18n/de-DE.0123abcd.json',
};
const ENTRY = [TRANSLATIONS, { type: 'module', src: '/assets/entry-client-abc.js', nonce: 'n0nce' }];

describe('the inline script that starts the entry', () => {
  it('loads the translations and the entry (a module, with the page nonce) after the first contentful paint', () => {
    const page = run();
    page.frame();
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([]);
    page.frame();
    expect(page.appended).toEqual(ENTRY);
    page.wait(3000);
    expect(page.appended).toHaveLength(2);
  });

  it('on a page with an LCP image, waits for that image and the frame that paints it', () => {
    const page = run({ lcpImage: true });
    page.paint('first-contentful-paint');
    page.frame();
    expect(page.appended).toEqual([]);
    page.load();
    expect(page.appended).toEqual([]);
    page.frame();
    expect(page.appended).toEqual(ENTRY);
  });

  it('does not wait for an LCP image that failed, nor start before the first paint when it loads first', () => {
    const failed = run({ lcpImage: true });
    failed.paint('first-contentful-paint');
    failed.load('error');
    failed.frame();
    expect(failed.appended).toEqual(ENTRY);

    const early = run({ lcpImage: true });
    early.load();
    early.frame();
    expect(early.appended).toEqual([]);
    early.paint('first-contentful-paint');
    early.frame();
    expect(early.appended).toEqual(ENTRY);
  });

  it('starts anyway after three seconds without a reported paint', () => {
    const page = run();
    page.wait(2999);
    expect(page.appended).toEqual([]);
    page.wait(3000);
    expect(page.appended).toEqual(ENTRY);
  });

  it('starts at once in a hidden tab, which never paints', () => {
    const page = run({ hidden: true });
    expect(page.appended).toEqual(ENTRY);
  });
});
