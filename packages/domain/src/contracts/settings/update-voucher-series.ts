import { voucherSeriesSchema } from '../../accounting/voucher-series.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/voucher-series — the whole value with the version read. */
export const updateVoucherSeriesParams = settingsParams;
export const updateVoucherSeriesBody = settingsDocumentBody(voucherSeriesSchema);
export const updateVoucherSeriesResponse = settingsDocumentResponse(voucherSeriesSchema);
