import { salarySupplementsSchema } from '../../settings/salary-supplements.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/salary-supplements — Lönetillägg: overtime kinds and OB periods with dated rates. */
export const getSalarySupplementsParams = settingsParams;
export const getSalarySupplementsResponse = settingsDocumentResponse(salarySupplementsSchema);
