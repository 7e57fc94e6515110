import { timeBankSettingsSchema } from '../../settings/time-bank-settings.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/time-banks — Tidbanker: the comp time and flex banks. */
export const getTimeBanksParams = settingsParams;
export const getTimeBanksResponse = settingsDocumentResponse(timeBankSettingsSchema);
