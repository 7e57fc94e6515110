import { pensionSettingsSchema } from '../../settings/pension-settings.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/pension — the whole value with the version read. */
export const updatePensionParams = settingsParams;
export const updatePensionBody = settingsDocumentBody(pensionSettingsSchema);
export const updatePensionResponse = settingsDocumentResponse(pensionSettingsSchema);
