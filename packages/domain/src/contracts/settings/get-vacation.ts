import { vacationSettingsSchema } from '../../settings/vacation-settings.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/vacation — Semester: the vacation year and the rules of each employment group. */
export const getVacationParams = settingsParams;
export const getVacationResponse = settingsDocumentResponse(vacationSettingsSchema);
