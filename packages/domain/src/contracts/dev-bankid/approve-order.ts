import { z } from 'zod';

export {
  simulatorOrder as approveOrderResponse,
  simulatorOrderParams as approveOrderParams,
} from './simulator-order.ts';

export const approveOrderBody = z.object({
  personalNumber: z.string(),
  givenName: z.string().trim().min(1).max(100),
  surname: z.string().trim().min(1).max(100),
});
