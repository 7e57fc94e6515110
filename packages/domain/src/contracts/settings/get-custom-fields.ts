import { customFieldSettingsSchema } from '../../settings/custom-field-settings.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/custom-fields — Egna fält: the definitions of the company's own fields. */
export const getCustomFieldsParams = settingsParams;
export const getCustomFieldsResponse = settingsDocumentResponse(customFieldSettingsSchema);
