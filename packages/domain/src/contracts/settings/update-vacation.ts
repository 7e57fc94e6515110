import { vacationSettingsSchema } from '../../settings/vacation-settings.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/vacation — the whole value with the version read. */
export const updateVacationParams = settingsParams;
export const updateVacationBody = settingsDocumentBody(vacationSettingsSchema);
export const updateVacationResponse = settingsDocumentResponse(vacationSettingsSchema);
