import { holidaySettingsSchema } from '../../settings/company-holidays.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/holidays — Helgdagar: the company's own days off beyond the public holidays. */
export const getHolidaysParams = settingsParams;
export const getHolidaysResponse = settingsDocumentResponse(holidaySettingsSchema);
