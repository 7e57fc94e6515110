import { chartOfAccountsSchema } from '../../accounting/chart-of-accounts.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/chart-of-accounts — the whole value with the version read. */
export const updateChartOfAccountsParams = settingsParams;
export const updateChartOfAccountsBody = settingsDocumentBody(chartOfAccountsSchema);
export const updateChartOfAccountsResponse = settingsDocumentResponse(chartOfAccountsSchema);
