import { z } from 'zod';

/** The path of the app-launch order's collect and cancel. */
export const orderRefParams = z.object({ orderRef: z.uuid() });
