import { randomFillSync } from 'node:crypto';

const ID_BYTES = 9;
const POOL_BYTES = ID_BYTES * 4096;

/**
 * Request ids for log lines, audit events and the `x-request-id` header: 72 random bits each, in 12
 * base64url characters, cut from a pool filled 4 096 ids at a time. A random UUID per request cost
 * 1.4 % of the server's busy time under bench/poke.ts (#14), much of it refilling Node's pool of 128
 * with a system call; a counter would be cheaper still, but the header would tell anyone how many
 * requests the process has served.
 */
export function requestIdGenerator(): () => string {
  const pool = Buffer.allocUnsafe(POOL_BYTES);
  let offset = POOL_BYTES;
  return () => {
    if (offset === POOL_BYTES) {
      randomFillSync(pool);
      offset = 0;
    }
    const id = pool.toString('base64url', offset, offset + ID_BYTES);
    offset += ID_BYTES;
    return id;
  };
}
