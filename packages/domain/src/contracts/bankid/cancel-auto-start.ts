import { z } from 'zod';

export { orderRefParams as cancelAutoStartParams } from './order-ref.ts';

/** 204, no body. */
export const cancelAutoStartResponse = z.null();
