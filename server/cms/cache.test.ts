import { describe, expect, it, vi } from 'vitest';
import { type Loaded, SwrCache } from './cache';

function setup(overrides: { revalidateMs?: number; maxEntries?: number } = {}) {
  let now = 1_000;
  let spaceCv = 1;
  let cmsDown = false;
  const checkCv = vi.fn(async () => {
    if (cmsDown) throw new Error('ECONNREFUSED');
    return spaceCv;
  });
  const onBackgroundError = vi.fn();
  const cache = new SwrCache({
    revalidateMs: overrides.revalidateMs ?? 100,
    maxEntries: overrides.maxEntries ?? 10,
    checkCv,
    onBackgroundError,
    now: () => now,
  });
  /** A loader answering with the current content version, e.g. "v1". */
  const loader = (key: string) =>
    vi.fn(async (): Promise<Loaded<string>> => {
      if (cmsDown) throw new Error('ECONNREFUSED');
      return { value: `${key}@v${spaceCv}`, cv: spaceCv };
    });
  return {
    cache,
    checkCv,
    onBackgroundError,
    loader,
    advance: (ms: number) => {
      now += ms;
    },
    publish: () => {
      spaceCv += 1;
    },
    setDown: (down: boolean) => {
      cmsDown = down;
    },
  };
}

describe('SwrCache', () => {
  it('loads a miss once and serves it from memory while the cv is confirmed', async () => {
    const { cache, loader, checkCv } = setup();
    const load = loader('home');
    expect(await cache.get('home', load)).toBe('home@v1');
    expect(await cache.get('home', load)).toBe('home@v1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(checkCv).not.toHaveBeenCalled();
    expect(cache.cv).toBe(1);
  });

  it('shares one request between concurrent misses of a key', async () => {
    const { cache, loader } = setup();
    const load = loader('home');
    const values = await Promise.all([
      cache.get('home', load),
      cache.get('home', load),
      cache.get('home', load),
    ]);
    expect(values).toEqual(['home@v1', 'home@v1', 'home@v1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks the cv once per revalidate interval, in the background', async () => {
    const { cache, loader, checkCv, advance } = setup({ revalidateMs: 100 });
    const load = loader('home');
    await cache.get('home', load);
    advance(50);
    await cache.get('home', load);
    expect(checkCv).not.toHaveBeenCalled();
    advance(60);
    await cache.get('home', load);
    await cache.get('home', load);
    await cache.idle();
    expect(checkCv).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the stale value after a publish and refreshes it behind the scenes', async () => {
    const { cache, loader, advance, publish } = setup({ revalidateMs: 100 });
    const home = loader('home');
    const error = loader('error');
    await cache.get('home', home);
    await cache.get('error', error);
    publish();
    advance(150);
    // The cv check is due: this read still answers at once from memory and learns the new cv.
    expect(await cache.get('home', home)).toBe('home@v1');
    await cache.idle();
    expect(cache.cv).toBe(2);
    // Now every entry of cv 1 is stale: served once more while it is reloaded.
    expect(await cache.get('error', error)).toBe('error@v1');
    await cache.idle();
    expect(await cache.get('error', error)).toBe('error@v2');
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('adopts a newer cv reported by any response, making older entries stale', async () => {
    const { cache, loader, publish } = setup();
    const home = loader('home');
    await cache.get('home', home);
    publish();
    expect(await cache.get('links', loader('links'))).toBe('links@v2');
    expect(cache.cv).toBe(2);
    expect(await cache.get('home', home)).toBe('home@v1');
    await cache.idle();
    expect(await cache.get('home', home)).toBe('home@v2');
  });

  it('keeps serving the last good value when the CMS is down (stale-if-error) and reports it', async () => {
    const { cache, loader, advance, publish, setDown, onBackgroundError } = setup({ revalidateMs: 100 });
    const home = loader('home');
    await cache.get('home', home);
    setDown(true);
    advance(150);
    expect(await cache.get('home', home)).toBe('home@v1');
    await cache.idle();
    expect(onBackgroundError).toHaveBeenCalledTimes(1);
    expect(onBackgroundError.mock.calls[0]?.[1]).toBeUndefined();

    // A publish seen elsewhere makes the entry stale; its refresh fails and the old value stays.
    setDown(false);
    publish();
    await cache.get('other', loader('other'));
    setDown(true);
    expect(await cache.get('home', home)).toBe('home@v1');
    await cache.idle();
    expect(onBackgroundError).toHaveBeenCalledTimes(2);
    expect(onBackgroundError.mock.calls[1]?.[1]).toBe('home');

    // Within the interval the failed entry is not retried on every read.
    expect(await cache.get('home', home)).toBe('home@v1');
    await cache.idle();
    expect(onBackgroundError).toHaveBeenCalledTimes(2);

    // Once the CMS is back, the next refresh after the interval brings the new content.
    setDown(false);
    advance(150);
    expect(await cache.get('home', home)).toBe('home@v1');
    await cache.idle();
    expect(await cache.get('home', home)).toBe('home@v2');
  });

  it('rejects a miss when the CMS is down, since there is nothing to fall back on', async () => {
    const { cache, loader, setDown } = setup();
    setDown(true);
    await expect(cache.get('home', loader('home'))).rejects.toThrow('ECONNREFUSED');
    setDown(false);
    expect(await cache.get('home', loader('home'))).toBe('home@v1');
  });

  it('tags values of responses without a cv with the current cv', async () => {
    const { cache } = setup();
    await cache.get('story', async () => ({ value: 'story', cv: 7 }));
    const links = vi.fn(async () => ({ value: ['a', 'b'], cv: undefined }));
    await cache.get('links', links);
    await cache.get('links', links);
    expect(links).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used entries beyond maxEntries', async () => {
    const { cache, loader } = setup({ maxEntries: 2 });
    const a = loader('a');
    const b = loader('b');
    const c = loader('c');
    await cache.get('a', a);
    await cache.get('b', b);
    await cache.get('a', a); // a is now the most recently used
    await cache.get('c', c); // evicts b
    expect(cache.size).toBe(2);
    await cache.get('a', a);
    await cache.get('b', b);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });
});
