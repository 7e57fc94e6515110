import { payoutSettingsSchema } from '../../settings/payout-settings.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/**
 * PUT /api/employer/:employerId/settings/payout — the whole value with the version read. Besides the
 * schema, a sender identity the stored file format needs may not be left out (field error on it).
 */
export const updatePayoutSettingsParams = settingsParams;
export const updatePayoutSettingsBody = settingsDocumentBody(payoutSettingsSchema);
export const updatePayoutSettingsResponse = settingsDocumentResponse(payoutSettingsSchema);
