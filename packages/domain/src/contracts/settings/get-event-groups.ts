import { eventGroupSettingsSchema } from '../../events/event-groups.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/event-groups — Händelsegrupper: who may report which event types. */
export const getEventGroupsParams = settingsParams;
export const getEventGroupsResponse = settingsDocumentResponse(eventGroupSettingsSchema);
