import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';
import { fakeFeed } from './testing/fake-feed.ts';

function counter(values: unknown[] = []) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    load: async () => {
      calls += 1;
      return values.length > 0 ? values.shift() : `value ${calls}`;
    },
  };
}

const EMPLOYER_A = { employerId: 'a' };
const EMPLOYER_B = { employerId: 'b' };

describe('ReadCache', () => {
  it('serves a value again until its source changes', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache({ feed });
    const source = counter();
    expect(await cache.read('k', EMPLOYER_A, source.load)).toBe('value 1');
    expect(await cache.read('k', EMPLOYER_A, source.load)).toBe('value 1');
    expect(source.calls).toBe(1);
    feed.emit('employer:a');
    expect(await cache.read('k', EMPLOYER_A, source.load)).toBe('value 2');
  });

  it("drops only the changed employer's values, and access or session values only on their change", async () => {
    const feed = fakeFeed();
    const cache = new ReadCache({ feed });
    const a = counter();
    const b = counter();
    const access = counter();
    const session = counter();
    await cache.read('a', EMPLOYER_A, a.load);
    await cache.read('b', EMPLOYER_B, b.load);
    await cache.read('s', 'access', access.load);
    await cache.read('t', 'session', session.load);
    feed.emit('employer:b');
    await cache.read('a', EMPLOYER_A, a.load);
    await cache.read('b', EMPLOYER_B, b.load);
    await cache.read('s', 'access', access.load);
    expect([a.calls, b.calls, access.calls]).toEqual([1, 2, 1]);
    feed.emit('access');
    await cache.read('a', EMPLOYER_A, a.load);
    await cache.read('s', 'access', access.load);
    await cache.read('t', 'session', session.load);
    expect([a.calls, access.calls, session.calls]).toEqual([1, 2, 1]);
    feed.emit('session');
    await cache.read('s', 'access', access.load);
    await cache.read('t', 'session', session.load);
    expect([access.calls, session.calls]).toEqual([2, 2]);
    feed.emit('all');
    await cache.read('a', EMPLOYER_A, a.load);
    expect(a.calls).toBe(2);
  });

  it('never keeps a value read while its source changed', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache({ feed });
    let release: (value: string) => void = () => undefined;
    const slow = cache.read('k', EMPLOYER_A, () => new Promise<string>((resolve) => (release = resolve)));
    // The change commits while the read is under way: what it read may be from before.
    feed.emit('employer:a');
    release('before the change');
    expect(await slow).toBe('before the change');
    const fresh = counter(['after the change']);
    expect(await cache.read('k', EMPLOYER_A, fresh.load)).toBe('after the change');
    expect(fresh.calls).toBe(1);
  });

  it("after this process's write for an employer: that employer and access go, sessions and others stay", async () => {
    const cache = new ReadCache({ feed: fakeFeed() });
    const loads = { a: counter(), b: counter(), access: counter(), session: counter() };
    const readAll = async () => {
      await cache.read('a', EMPLOYER_A, loads.a.load);
      await cache.read('b', EMPLOYER_B, loads.b.load);
      await cache.read('access', 'access', loads.access.load);
      await cache.read('session', 'session', loads.session.load);
    };
    await readAll();
    cache.invalidateEmployer('a');
    await readAll();
    expect([loads.a.calls, loads.b.calls, loads.access.calls, loads.session.calls]).toEqual([2, 1, 2, 1]);
  });

  it("keeps a landing (signed-in) through this process's employer writes; drops it on a heard access or session change", async () => {
    const feed = fakeFeed();
    const cache = new ReadCache({ feed });
    const landing = counter();
    const read = () => cache.read('entry', 'signed-in', landing.load);
    await read();
    cache.invalidateEmployer('a');
    await read();
    expect(landing.calls).toBe(1);
    feed.emit('employer:a');
    await read();
    expect(landing.calls).toBe(1);
    feed.emit('access');
    await read();
    expect(landing.calls).toBe(2);
    feed.emit('session');
    await read();
    expect(landing.calls).toBe(3);
    cache.invalidateAll();
    await read();
    expect(landing.calls).toBe(4);
  });

  it('empties on invalidateAll (a write of this process), including reads under way', async () => {
    const cache = new ReadCache({ feed: fakeFeed() });
    const source = counter();
    await cache.read('k', 'access', source.load);
    let release: (value: string) => void = () => undefined;
    const slow = cache.read('other', 'access', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidateAll();
    release('stale');
    await slow;
    expect(cache.size).toBe(0);
    await cache.read('k', 'access', source.load);
    expect(source.calls).toBe(2);
  });

  it('shares one load among concurrent misses of a key', async () => {
    const cache = new ReadCache({ feed: fakeFeed() });
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.read('k', EMPLOYER_A, source.load)));
    expect(answers).toEqual(['value 1', 'value 1', 'value 1']);
    expect(source.calls).toBe(1);
  });

  it('passes a failed load on and keeps nothing of it', async () => {
    const cache = new ReadCache({ feed: fakeFeed() });
    await expect(
      cache.read('k', EMPLOYER_A, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.read('k', EMPLOYER_A, async () => 'recovered')).toBe('recovered');
  });

  it('caches nothing while the feed is down, nor undefined, nor with no feed at all', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache({ feed });
    const source = counter();
    feed.isLive = false;
    await cache.read('k', 'access', source.load);
    await cache.read('k', 'access', source.load);
    expect(source.calls).toBe(2);
    feed.isLive = true;
    const missing = counter([undefined, undefined]);
    await cache.read('unknown token', 'access', missing.load);
    await cache.read('unknown token', 'access', missing.load);
    expect(missing.calls).toBe(2);
    const off = new ReadCache({ feed: null });
    const uncached = counter();
    await off.read('k', 'access', uncached.load);
    await off.read('k', 'access', uncached.load);
    expect([off.isActive, uncached.calls]).toEqual([false, 2]);
  });

  it('reads again after the maximum age or the value’s own expiry', async () => {
    let now = 1_000;
    const cache = new ReadCache({ feed: fakeFeed(), maxAgeMs: 100, now: () => now });
    const aged = counter();
    await cache.read('aged', 'access', aged.load);
    now += 99;
    await cache.read('aged', 'access', aged.load);
    now += 1;
    await cache.read('aged', 'access', aged.load);
    expect(aged.calls).toBe(2);

    const timed = counter();
    const expiresAt = () => now + 10; // e.g. the next packaging starts then
    await cache.read('timed', 'access', timed.load, { expiresAt });
    now += 10;
    await cache.read('timed', 'access', timed.load, { expiresAt });
    expect(timed.calls).toBe(2);
  });

  it('keeps serialised values within a byte budget and leaves out one too big to be worth it', async () => {
    const cache = new ReadCache({ feed: fakeFeed(), maxBytes: 16_000 });
    const page = (n: number) => async () => Buffer.alloc(900, n);
    for (let n = 0; n < 20; n += 1) await cache.read(`page ${n}`, EMPLOYER_A, page(n));
    expect(cache.bytes).toBeLessThanOrEqual(16_000);
    expect(cache.keys()).toEqual(Array.from({ length: 17 }, (_, i) => `page ${i + 3}`));
    await cache.read('huge', EMPLOYER_A, async () => Buffer.alloc(1_001));
    expect(cache.keys()).not.toContain('huge');
    cache.delete('page 19');
    expect(cache.bytes).toBe(16 * 900);
  });

  it('peeks at a current value without loading, and sees what read would not serve either', async () => {
    let now = 1_000;
    const feed = fakeFeed();
    const cache = new ReadCache({ feed, maxAgeMs: 100, now: () => now });
    expect(cache.peek('k', EMPLOYER_A)).toBeUndefined();
    await cache.read('k', EMPLOYER_A, async () => 'stored');
    expect(cache.peek('k', EMPLOYER_A)).toBe('stored');
    feed.emit('employer:b');
    expect(cache.peek('k', EMPLOYER_A)).toBe('stored');
    feed.emit('employer:a');
    expect(cache.peek('k', EMPLOYER_A)).toBeUndefined();
    await cache.read('k', EMPLOYER_A, async () => 'again');
    now += 100;
    expect(cache.peek('k', EMPLOYER_A)).toBeUndefined();
    await cache.read('k', EMPLOYER_A, async () => 'later');
    feed.isLive = false;
    expect(cache.peek('k', EMPLOYER_A)).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new ReadCache({ feed: fakeFeed(), maxEntries: 2 });
    const first = counter();
    await cache.read('first', 'access', first.load);
    await cache.read('second', 'access', counter().load);
    await cache.read('first', 'access', first.load); // now the most recently used
    await cache.read('third', 'access', counter().load);
    expect(cache.size).toBe(2);
    await cache.read('first', 'access', first.load);
    expect(first.calls).toBe(1);
    const second = counter();
    await cache.read('second', 'access', second.load);
    expect(second.calls).toBe(1);
  });

  it('keeps the recency order when the same key is hit again after another was stored', async () => {
    const cache = new ReadCache({ feed: fakeFeed(), maxEntries: 2 });
    await cache.read('first', 'access', counter().load);
    cache.peek('first', 'access'); // the newest already: stays at the end
    await cache.read('second', 'access', counter().load);
    expect(cache.keys()).toEqual(['first', 'second']);
    cache.peek('first', 'access');
    expect(cache.keys()).toEqual(['second', 'first']);
    await cache.read('third', 'access', counter().load);
    expect(cache.keys()).toEqual(['first', 'third']);
  });
});
