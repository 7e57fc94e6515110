/**
 * Runs `process.nextTick` hot before the app loads, so that V8 optimises it while nothing else runs.
 *
 * Why: Node's tick objects keep their async ids in fields whose representation V8 settles on the
 * first few thousand ticks. Settled as small integers while PGlite opens its database, the optimised
 * `nextTick` created every later tick object through a V8 runtime call: 0.44 µs a tick instead of
 * 0.06, seven ticks per HTTP request, about 4 µs of a 29 µs signed-in poke (Node 24, measured with
 * perf and V8's %DebugPrint; docs/architecture.md, *Poke*). Optimised here first, the ids are
 * stored as doubles and the fast path stays, as it already did on PostgreSQL. About 1 ms at start.
 */
let settled: Promise<void> | undefined;

/** Once per process: `npm start` settles in scripts/start.ts and again where it imports main.ts. */
export function settleNextTick(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    let remaining = 3_000;
    const tick = () => {
      remaining -= 1;
      if (remaining <= 0) resolve();
      else process.nextTick(tick);
    };
    process.nextTick(tick);
  });
  return settled;
}
