import { timeBankSettingsSchema } from '../../settings/time-bank-settings.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/time-banks — the whole value with the version read. */
export const updateTimeBanksParams = settingsParams;
export const updateTimeBanksBody = settingsDocumentBody(timeBankSettingsSchema);
export const updateTimeBanksResponse = settingsDocumentResponse(timeBankSettingsSchema);
