import type { ChangeFeed } from '../../db/change-feed.ts';

/** A feed the test drives: `emit` is a notification, `isLive` the connection. */
export function fakeFeed() {
  let listener: ((payload: string) => void) | undefined;
  const feed = {
    isLive: true,
    subscribe(next: (payload: string) => void) {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
    sync: async () => undefined,
    close: async () => undefined,
    emit: (payload: string) => listener?.(payload),
  };
  return feed satisfies ChangeFeed;
}
