import { salarySupplementsSchema } from '../../settings/salary-supplements.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/salary-supplements — the whole value with the version read. */
export const updateSalarySupplementsParams = settingsParams;
export const updateSalarySupplementsBody = settingsDocumentBody(salarySupplementsSchema);
export const updateSalarySupplementsResponse = settingsDocumentResponse(salarySupplementsSchema);
