import { travelMileageSchema } from '../../settings/travel-settings.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/travel-mileage — the whole value with the version read. */
export const updateTravelMileageParams = settingsParams;
export const updateTravelMileageBody = settingsDocumentBody(travelMileageSchema);
export const updateTravelMileageResponse = settingsDocumentResponse(travelMileageSchema);
