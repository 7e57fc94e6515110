import { voucherSeriesSchema } from '../../accounting/voucher-series.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/voucher-series — Verifikationsserier: the series and next number of salary vouchers. */
export const getVoucherSeriesParams = settingsParams;
export const getVoucherSeriesResponse = settingsDocumentResponse(voucherSeriesSchema);
