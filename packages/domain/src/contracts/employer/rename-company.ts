import { z } from 'zod';

export {
  companyInfoParams as renameCompanyParams,
  companyInfoResponse as renameCompanyResponse,
} from './company-info.ts';

export const renameCompanyBody = z.object({
  name: z.string({ error: 'Företagsnamn krävs' }).trim().min(1, { error: 'Företagsnamn krävs' }),
});
