import { chartOfAccountsSchema } from '../../accounting/chart-of-accounts.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/chart-of-accounts — Kontoplan: the company's accounts and which account each salary-voucher role books to. */
export const getChartOfAccountsParams = settingsParams;
export const getChartOfAccountsResponse = settingsDocumentResponse(chartOfAccountsSchema);
