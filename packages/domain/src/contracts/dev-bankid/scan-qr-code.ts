import { z } from 'zod';

export { simulatorOrder as scanQrCodeResponse } from './simulator-order.ts';

export const scanQrCodeBody = z.object({ qrCodeData: z.string().max(200) });
