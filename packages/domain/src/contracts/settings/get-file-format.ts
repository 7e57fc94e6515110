import { fileFormatSettingsSchema } from '../../settings/file-format-settings.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/file-format — Filformat: the bank file format of salary payments. */
export const getFileFormatParams = settingsParams;
export const getFileFormatResponse = settingsDocumentResponse(fileFormatSettingsSchema);
