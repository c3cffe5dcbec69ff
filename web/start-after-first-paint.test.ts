import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from './entry-server';

interface FakeScript {
  type?: string;
  src?: string;
  nonce?: string;
}

type PaintList = { getEntriesByName: (name: string) => unknown[] };

/** Runs the inline start script against a stand-in browser; paints, frames and timers on request. */
function run(options: { hidden?: boolean; paintTiming?: boolean } = {}) {
  const appended: FakeScript[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const observers: ((list: PaintList) => void)[] = [];
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    currentScript: { nonce: 'n0nce' },
    head: { appendChild: (node: FakeScript) => appended.push(node) },
    createElement: (): FakeScript => ({}),
  };
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['navigation'] : ['navigation', 'paint'];
    constructor(callback: (list: PaintList) => void) {
      observers.push(callback);
    }
    observe() {}
  }
  const window = { PerformanceObserver };
  runInNewContext(startAfterFirstPaint('/assets/entry-client-abc.js'), {
    document,
    window,
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
  };
}

const ENTRY = { type: 'module', src: '/assets/entry-client-abc.js', nonce: 'n0nce' };

describe('the inline script that starts the entry', () => {
  it('loads the entry as a module with the page nonce once the first contentful paint is reported', () => {
    const page = run();
    page.frame();
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([ENTRY]);
    page.wait(3000);
    expect(page.appended).toHaveLength(1);
  });

  it('starts anyway after three seconds without a reported paint', () => {
    const page = run();
    page.wait(2999);
    expect(page.appended).toEqual([]);
    page.wait(3000);
    expect(page.appended).toEqual([ENTRY]);
  });

  it('waits for the next frame where paint timing is missing', () => {
    const page = run({ paintTiming: false });
    expect(page.appended).toEqual([]);
    page.frame();
    expect(page.appended).toEqual([ENTRY]);
  });

  it('starts at once in a hidden tab, which never paints', () => {
    const page = run({ hidden: true });
    expect(page.appended).toEqual([ENTRY]);
  });
});
