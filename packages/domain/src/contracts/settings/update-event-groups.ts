import { eventGroupSettingsSchema } from '../../events/event-groups.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/event-groups — the whole list with the version read. */
export const updateEventGroupsParams = settingsParams;
export const updateEventGroupsBody = settingsDocumentBody(eventGroupSettingsSchema);
export const updateEventGroupsResponse = settingsDocumentResponse(eventGroupSettingsSchema);
