import { standbySchema } from '../../settings/salary-supplements.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/standby — Beredskap: stand-by periods with dated rates per hour, day or weekend. */
export const getStandbyParams = settingsParams;
export const getStandbyResponse = settingsDocumentResponse(standbySchema);
