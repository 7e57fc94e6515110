import { companyInfoSettingsSchema } from '../../settings/company-settings.ts';
import { settingsDocumentBody, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/company/info — the whole value with the version read. */
export const updateCompanyInfoSettingsParams = settingsParams;
export const updateCompanyInfoSettingsBody = settingsDocumentBody(companyInfoSettingsSchema);
export { getCompanyInfoSettingsResponse as updateCompanyInfoSettingsResponse } from './get-company-info.ts';
