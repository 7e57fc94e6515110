import { holidaySettingsSchema } from '../../settings/company-holidays.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/holidays — the whole value with the version read. */
export const updateHolidaysParams = settingsParams;
export const updateHolidaysBody = settingsDocumentBody(holidaySettingsSchema);
export const updateHolidaysResponse = settingsDocumentResponse(holidaySettingsSchema);
