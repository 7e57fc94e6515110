import { companyAddressSettingsSchema } from '../../settings/company-settings.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/company/address — Adress: the company's postal address. */
export const getCompanyAddressParams = settingsParams;
export const getCompanyAddressResponse = settingsDocumentResponse(companyAddressSettingsSchema);
