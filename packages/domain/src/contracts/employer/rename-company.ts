import { z } from 'zod';
import { COMPANY_NAME_TOO_LONG_MESSAGE } from '../../settings/company-settings.ts';

export {
  companyInfoParams as renameCompanyParams,
  companyInfoResponse as renameCompanyResponse,
} from './company-info.ts';

export const renameCompanyBody = z.object({
  // The same limit as Företagsuppgifter: the name heads every payslip PDF and AGI file.
  name: z
    .string({ error: 'Företagsnamn krävs' })
    .trim()
    .min(1, { error: 'Företagsnamn krävs' })
    .max(100, { error: COMPANY_NAME_TOO_LONG_MESSAGE }),
});
