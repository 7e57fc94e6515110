import { travelAllowancesSchema } from '../../settings/travel-settings.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/travel-allowances — Traktamente: the per diem amounts the company pays, dated. */
export const getTravelAllowancesParams = settingsParams;
export const getTravelAllowancesResponse = settingsDocumentResponse(travelAllowancesSchema);
