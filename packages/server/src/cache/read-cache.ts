import type { ChangeFeed } from '../db/change-feed.ts';

/**
 * What a cached value was read from: sessions and identities, roles and privileges (access), both
 * (`signed-in`: a person's landing, their identity and their companies, roles and operator areas), or
 * one employer's employee data.
 *
 * `signed-in` follows access changes only as the change feed reports them, not this process's own
 * writes under an employer (`invalidateEmployer`): nearly every such write (an employee, an event,
 * a payroll) leaves every landing as it was, and emptying all of them with each write made
 * `GET /api/entry` as slow as no cache under mixed traffic (bench/load.ts, PGlite). A role or
 * company name changed by such a write reaches the landing when its notification is heard: before
 * the answer on PGlite, which notifies as the statement completes, and about a millisecond after the
 * commit on PostgreSQL. Access checks themselves (`access`) still drop at once.
 */
export type CacheSource = 'session' | 'access' | 'signed-in' | { employerId: string };

export type ReadCacheOptions = {
  /** Null: nothing is cached (READ_CACHE=off, or no feed to hear changes by). */
  feed: ChangeFeed | null;
  maxEntries?: number;
  /** Bytes of serialised values (Buffers; any other value counts as 1 KiB) kept at most. */
  maxBytes?: number;
  /** An entry older than this is read again even if no change was heard (belt and braces). */
  maxAgeMs?: number;
  now?: () => number;
};

type Entry = { value: unknown; stamp: string; expiresAt: number; bytes: number };

const DEFAULT_MAX_ENTRIES = 2_000;
/** A page of 25 employees is about 15 KB; a page of 500 about 300 KB. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const OBJECT_BYTES = 1024;
const DEFAULT_MAX_AGE_MS = 60_000;

/**
 * What nearly every request reads again — its session, the caller's role and privileges, a page of
 * the employee list — kept in this process's memory and dropped when the data changes, so a page
 * costs no database round trip while nothing changes. Without it the guard and the list cost three
 * round trips per request, and 50 concurrent users saturate two cores (bench/employees.ts).
 *
 * Correctness rests on stamps. A value is stored with the generation of its source as it was before
 * the read began, and served only while that generation is current. Generations move
 * - when the change feed hears a commit (triggers of migration 0051, from any process or from SQL);
 * - when this process answers a state-changing request (before the answer leaves: that employer's
 *   data and all access for a request under /api/employer/{id}/, else everything), so that a user
 *   always reads their own writes, whatever the feed's delay;
 * - when the feed loses or regains its connection.
 * A read that overlaps a change therefore never stores a value that outlives it. Another process's
 * change is seen once its notification arrives (a millisecond or so after the commit); while the
 * feed is down, nothing is served from memory.
 *
 * Cached values are shared between requests: callers must not mutate them. `undefined` is never
 * stored (an unknown session token is not worth remembering).
 */
export class ReadCache {
  readonly #feed: ChangeFeed | null;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  /** Insertion order is recency order: a hit moves its entry to the end. */
  readonly #entries = new Map<string, Entry>();
  /** The key at the end of #entries: a hit on it needs no move (a Map delete and set per poke). */
  #newestKey: string | undefined;
  readonly #inFlight = new Map<string, { stamp: string; promise: Promise<unknown> }>();
  #epoch = 0;
  #sessionGeneration = 0;
  #accessGeneration = 0;
  /** Access changes heard from the feed only (the landing's; see CacheSource). */
  #heardAccessGeneration = 0;
  readonly #employerGenerations = new Map<string, number>();
  /**
   * The stamps of the sources without an employer, made once per change rather than once per read
   * (a signed-in poke reads one). Emptied whenever the epoch or a generation moves (#hear, invalidateAll).
   */
  readonly #fixedStamps = new Map<Exclude<CacheSource, { employerId: string }>, string>();
  readonly #unsubscribe: (() => void) | undefined;

  constructor(options: ReadCacheOptions) {
    this.#feed = options.feed;
    this.#maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.#maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.#maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.#now = options.now ?? Date.now;
    this.#unsubscribe = this.#feed?.subscribe((payload) => this.#hear(payload, { heard: true }));
  }

  get isActive(): boolean {
    return this.#feed?.isLive === true && this.#maxEntries > 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held (Buffers by length, other values at 1 KiB each). */
  get bytes(): number {
    return this.#bytes;
  }

  /** The keys held now, least recently used first (for tests and diagnostics). */
  keys(): string[] {
    return [...this.#entries.keys()];
  }

  /**
   * The value under `key` if it is current, else `load()`'s (stored when still current after the
   * load). Concurrent misses of one key share one load. `expiresAt` (epoch ms) bounds a value that
   * changes with time, not with data (e.g. a packaging that starts at midnight).
   */
  async read<T>(
    key: string,
    source: CacheSource,
    load: () => Promise<T>,
    options: { expiresAt?: (value: T) => number | null } = {},
  ): Promise<T> {
    if (!this.isActive) return load();
    const stamp = this.#stampOf(source);
    const entry = this.#findCurrent(key, stamp);
    if (entry) return entry.value as T;
    const pending = this.#inFlight.get(key);
    if (pending && pending.stamp === stamp) return pending.promise as Promise<T>;

    const promise = load();
    this.#inFlight.set(key, { stamp, promise });
    try {
      const value = await promise;
      if (value !== undefined && this.isActive && this.#stampOf(source) === stamp) {
        const ageLimit = this.#now() + this.#maxAgeMs;
        const ownLimit = options.expiresAt?.(value) ?? null;
        this.#store(key, {
          value,
          stamp,
          expiresAt: ownLimit === null ? ageLimit : Math.min(ageLimit, ownLimit),
          bytes: Buffer.isBuffer(value) ? value.byteLength : OBJECT_BYTES,
        });
      }
      return value;
    } finally {
      if (this.#inFlight.get(key)?.promise === promise) this.#inFlight.delete(key);
    }
  }

  /**
   * The value under `key` if it is current, else undefined (nothing is loaded): lets a hot path that
   * usually hits answer without a promise, and call `read` only on a miss.
   */
  peek<T>(key: string, source: CacheSource): T | undefined {
    if (!this.isActive) return undefined;
    return this.#findCurrent(key, this.#stampOf(source))?.value as T | undefined;
  }

  /** The entry under `key` if current (made the most recently used); a stale one is dropped. */
  #findCurrent(key: string, stamp: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp === stamp && entry.expiresAt > this.#now()) {
      if (key !== this.#newestKey) {
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        this.#newestKey = key;
      }
      return entry;
    }
    this.#remove(key);
    return undefined;
  }

  delete(key: string): void {
    this.#remove(key);
    this.#inFlight.delete(key);
  }

  /**
   * After this process changed data of one employer (an API request under /api/employer/{id}/):
   * that employer's values and every role and privilege. Sessions and other employers' pages stay.
   */
  invalidateEmployer(employerId: string): void {
    this.#hear(`employer:${employerId}`);
    this.#hear('access');
  }

  /** Everything cached so far is stale: after this process changed data, or when changes may have been missed. */
  invalidateAll(): void {
    this.#epoch += 1;
    this.#fixedStamps.clear();
    this.#entries.clear();
    this.#newestKey = undefined;
    this.#bytes = 0;
    this.#inFlight.clear();
    this.#employerGenerations.clear();
  }

  close(): void {
    this.#unsubscribe?.();
    this.invalidateAll();
  }

  /** `heard`: from the feed (a heard access change also moves the landing's generation). */
  #hear(payload: string, { heard = false } = {}): void {
    this.#fixedStamps.clear();
    if (payload === 'session') {
      this.#sessionGeneration += 1;
    } else if (payload === 'access') {
      this.#accessGeneration += 1;
      if (heard) this.#heardAccessGeneration += 1;
    } else if (payload.startsWith('employer:')) {
      const employerId = payload.slice('employer:'.length);
      this.#employerGenerations.set(employerId, (this.#employerGenerations.get(employerId) ?? 0) + 1);
    } else {
      this.invalidateAll();
    }
  }

  #stampOf(source: CacheSource): string {
    if (typeof source !== 'string') return this.#makeStamp(source);
    let stamp = this.#fixedStamps.get(source);
    if (stamp === undefined) {
      stamp = this.#makeStamp(source);
      this.#fixedStamps.set(source, stamp);
    }
    return stamp;
  }

  #makeStamp(source: CacheSource): string {
    if (source === 'session') return `${this.#epoch}.s${this.#sessionGeneration}`;
    if (source === 'access') return `${this.#epoch}.a${this.#accessGeneration}`;
    if (source === 'signed-in')
      return `${this.#epoch}.s${this.#sessionGeneration}.h${this.#heardAccessGeneration}`;
    return `${this.#epoch}.e${this.#employerGenerations.get(source.employerId) ?? 0}`;
  }

  #store(key: string, entry: Entry): void {
    // A value bigger than a sixteenth of the budget would push out too much to be worth keeping.
    if (entry.bytes > this.#maxBytes / 16) return;
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#newestKey = key;
    this.#bytes += entry.bytes;
    // The least recently used entry is the first in insertion order.
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    if (key === this.#newestKey) this.#newestKey = undefined;
    this.#bytes -= entry.bytes;
  }
}
