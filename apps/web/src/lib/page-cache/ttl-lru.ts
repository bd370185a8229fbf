/**
 * A bounded map whose entries expire `ttlMs` after they were stored; the least recently used entry
 * goes first when it is full. `now` is injectable for tests.
 */
export class TtlLru<V> {
  readonly #entries = new Map<string, { value: V; storedAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.now() - entry.storedAt >= this.ttlMs) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.now() });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done === true) break;
      this.#entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * A `TtlLru` filled on demand: concurrent misses of one key wait for the same fill (no stampede); a fill
 * answering null (a page that may not be kept) or failing is not stored.
 */
export class FillingCache<V> {
  readonly #store: TtlLru<V>;
  readonly #filling = new Map<string, Promise<V | null>>();

  constructor(maxEntries: number, ttlMs: number, now: () => number = Date.now) {
    this.#store = new TtlLru<V>(maxEntries, ttlMs, now);
  }

  /** The stored value (`hit`) or the one fill's answer for this key (`miss`; null when not kept). */
  async get(
    key: string,
    fill: () => Promise<V | null>,
  ): Promise<{ value: V | null; hit: boolean }> {
    const stored = this.#store.get(key);
    if (stored !== undefined) return { value: stored, hit: true };
    let pending = this.#filling.get(key);
    if (!pending) {
      pending = fill()
        .then((value) => {
          if (value !== null) this.#store.set(key, value);
          return value;
        })
        .finally(() => this.#filling.delete(key));
      this.#filling.set(key, pending);
    }
    return { value: await pending, hit: false };
  }

  get size(): number {
    return this.#store.size;
  }
}
