import { standbySchema } from '../../settings/salary-supplements.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/standby — the whole value with the version read. */
export const updateStandbyParams = settingsParams;
export const updateStandbyBody = settingsDocumentBody(standbySchema);
export const updateStandbyResponse = settingsDocumentResponse(standbySchema);
