import { customFieldSettingsSchema } from '../../settings/custom-field-settings.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/custom-fields — the whole value with the version read. */
export const updateCustomFieldsParams = settingsParams;
export const updateCustomFieldsBody = settingsDocumentBody(customFieldSettingsSchema);
export const updateCustomFieldsResponse = settingsDocumentResponse(customFieldSettingsSchema);
