/**
 * The content client's cache: entries are keyed by request and tagged with the content version
 * (cv) they were read at. An entry is fresh while its cv is the current one and that cv was
 * confirmed less than `revalidateMs` ago; the cv is confirmed by a cheap call (GET spaces/me).
 *
 * - stale-while-revalidate: a stale entry is returned at once and refreshed in the background, so
 *   a content change never makes a visitor wait for the CMS;
 * - stale-if-error: if the CMS cannot be reached, the last good entry keeps being served and the
 *   failure is reported (a warning), at most once per `revalidateMs` per entry;
 * - only a miss waits for the CMS, and concurrent misses of one key share one request.
 *
 * The cv lives only in memory: it is what the client sends as `cv`, so URLs stay the same until the
 * content really changes and the CDN in front of the CMS keeps its cache.
 */

export interface Loaded<T> {
  value: T;
  /** The cv the response reported, if it reported one. */
  cv: number | undefined;
}

export interface SwrCacheOptions {
  /** How long a confirmed cv is trusted before the CMS is asked again. */
  revalidateMs: number;
  /** Least recently used entries beyond this are dropped. */
  maxEntries?: number;
  /** Asks the CMS for its current cv. */
  checkCv: () => Promise<number>;
  /** A background refresh or cv check failed; the stale value stays in use. */
  onBackgroundError: (error: unknown, key: string | undefined) => void;
  now?: () => number;
}

interface Entry {
  value: unknown;
  cv: number | undefined;
  /** When a background refresh of this entry last failed. */
  failedAt?: number;
}

export class SwrCache {
  readonly #entries = new Map<string, Entry>();
  readonly #inflight = new Map<string, Promise<unknown>>();
  readonly #background = new Set<Promise<unknown>>();
  readonly #options: SwrCacheOptions;
  readonly #now: () => number;
  #cv: number | undefined;
  #cvConfirmedAt = Number.NEGATIVE_INFINITY;
  #cvCheck: Promise<void> | undefined;

  constructor(options: SwrCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** The newest cv seen, or undefined before the first answer. */
  get cv(): number | undefined {
    return this.#cv;
  }

  get size(): number {
    return this.#entries.size;
  }

  async get<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const entry = this.#entries.get(key);
    if (!entry) return (await this.#refresh(key, load)) as T;
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (entry.cv === this.#cv) {
      this.#checkCvIfDue();
    } else {
      this.#refreshInBackground(key, entry, load);
    }
    return entry.value as T;
  }

  /** Resolves once no background work is left (tests, graceful shutdown). */
  async idle(): Promise<void> {
    while (this.#background.size) await Promise.allSettled([...this.#background]);
  }

  clear(): void {
    this.#entries.clear();
  }

  #refresh(key: string, load: () => Promise<Loaded<unknown>>): Promise<unknown> {
    const running = this.#inflight.get(key);
    if (running) return running;
    const request = load()
      .then((loaded) => {
        if (loaded.cv !== undefined) this.#adoptCv(loaded.cv);
        this.#store(key, { value: loaded.value, cv: loaded.cv ?? this.#cv });
        return loaded.value;
      })
      .finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, request);
    return request;
  }

  #refreshInBackground(key: string, entry: Entry, load: () => Promise<Loaded<unknown>>): void {
    if (this.#inflight.has(key)) return;
    if (entry.failedAt !== undefined && this.#now() - entry.failedAt < this.#options.revalidateMs) return;
    this.#track(
      this.#refresh(key, load).catch((error: unknown) => {
        entry.failedAt = this.#now();
        this.#options.onBackgroundError(error, key);
      }),
    );
  }

  #checkCvIfDue(): void {
    if (this.#cvCheck || this.#now() - this.#cvConfirmedAt < this.#options.revalidateMs) return;
    // Counting the attempt as a confirmation keeps a CMS that is down from being asked on every read.
    this.#cvConfirmedAt = this.#now();
    this.#cvCheck = this.#options
      .checkCv()
      .then((cv) => this.#adoptCv(cv))
      .catch((error: unknown) => this.#options.onBackgroundError(error, undefined))
      .finally(() => {
        this.#cvCheck = undefined;
      });
    this.#track(this.#cvCheck);
  }

  #adoptCv(cv: number): void {
    this.#cv = cv;
    this.#cvConfirmedAt = this.#now();
  }

  #store(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    const max = this.#options.maxEntries ?? 1000;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= max) break;
      this.#entries.delete(oldest);
    }
  }

  #track(promise: Promise<unknown>): void {
    this.#background.add(promise);
    const forget = () => this.#background.delete(promise);
    promise.then(forget, forget);
  }
}
