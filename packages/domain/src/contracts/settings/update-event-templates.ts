import { eventTemplateSettingsSchema } from '../../events/event-templates.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/event-templates — the whole list with the version read. */
export const updateEventTemplatesParams = settingsParams;
export const updateEventTemplatesBody = settingsDocumentBody(eventTemplateSettingsSchema);
export const updateEventTemplatesResponse = settingsDocumentResponse(eventTemplateSettingsSchema);
