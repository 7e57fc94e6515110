import { payoutSettingsSchema } from '../../settings/payout-settings.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/payout — Utbetalning: pay day, pay periods, paying account, sender identities. */
export const getPayoutSettingsParams = settingsParams;
export const getPayoutSettingsResponse = settingsDocumentResponse(payoutSettingsSchema);
