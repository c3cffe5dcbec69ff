/**
 * A size-bounded index in least-recently-used order: reading an entry makes it the newest, and
 * storing past the bound evicts the oldest until the total fits.
 */
export interface Sized {
  size: number;
}

export interface SetResult<T> {
  stored: boolean;
  /** Entries pushed out to make room (the caller deletes their bodies), oldest first. */
  evicted: [string, T][];
}

export class LruIndex<T extends Sized> {
  readonly #entries = new Map<string, T>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get count(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Reads and marks as most recently used. */
  get(key: string): T | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** Reads without changing the order. */
  peek(key: string): T | undefined {
    return this.#entries.get(key);
  }

  /** Stores as most recently used; an entry larger than the whole bound is refused (and nothing evicted). */
  set(key: string, value: T): SetResult<T> {
    if (!Number.isFinite(value.size) || value.size < 0 || value.size > this.maxBytes) {
      return { stored: false, evicted: [] };
    }
    this.delete(key);
    this.#entries.set(key, value);
    this.#bytes += value.size;
    return { stored: true, evicted: this.#shrink(key) };
  }

  delete(key: string): T | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#bytes -= value.size;
    return value;
  }

  clear(): [string, T][] {
    const all = [...this.#entries];
    this.#entries.clear();
    this.#bytes = 0;
    return all;
  }

  /** Oldest first. */
  entries(): [string, T][] {
    return [...this.#entries];
  }

  #shrink(keep: string): [string, T][] {
    const evicted: [string, T][] = [];
    for (const [key, value] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      if (key === keep) continue;
      this.#entries.delete(key);
      this.#bytes -= value.size;
      evicted.push([key, value]);
    }
    return evicted;
  }
}
