import { fileFormatSettingsSchema } from '../../settings/file-format-settings.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/**
 * PUT /api/employer/:employerId/settings/file-format — the whole value with the version read. A
 * format whose sender identities are missing from Utbetalning is a field error on `format`.
 */
export const updateFileFormatParams = settingsParams;
export const updateFileFormatBody = settingsDocumentBody(fileFormatSettingsSchema);
export const updateFileFormatResponse = settingsDocumentResponse(fileFormatSettingsSchema);
