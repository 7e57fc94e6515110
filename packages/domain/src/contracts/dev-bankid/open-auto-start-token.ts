import { z } from 'zod';

export { simulatorOrder as openAutoStartTokenResponse } from './simulator-order.ts';

export const openAutoStartTokenBody = z.object({ autoStartToken: z.uuid() });
