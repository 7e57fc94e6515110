import { travelAllowancesSchema } from '../../settings/travel-settings.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/travel-allowances — the whole value with the version read. */
export const updateTravelAllowancesParams = settingsParams;
export const updateTravelAllowancesBody = settingsDocumentBody(travelAllowancesSchema);
export const updateTravelAllowancesResponse = settingsDocumentResponse(travelAllowancesSchema);
