import { eventTemplateSettingsSchema } from '../../events/event-templates.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/event-templates — Händelsemallar: named presets for quick entry. */
export const getEventTemplatesParams = settingsParams;
export const getEventTemplatesResponse = settingsDocumentResponse(eventTemplateSettingsSchema);
