import { companyAddressSettingsSchema } from '../../settings/company-settings.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/company/address — the whole address with the version read. */
export const updateCompanyAddressParams = settingsParams;
export const updateCompanyAddressBody = settingsDocumentBody(companyAddressSettingsSchema);
export const updateCompanyAddressResponse = settingsDocumentResponse(companyAddressSettingsSchema);
