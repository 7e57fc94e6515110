import { travelMileageSchema } from '../../settings/travel-settings.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/travel-mileage — Milersättning: what the company pays per mil, dated. */
export const getTravelMileageParams = settingsParams;
export const getTravelMileageResponse = settingsDocumentResponse(travelMileageSchema);
