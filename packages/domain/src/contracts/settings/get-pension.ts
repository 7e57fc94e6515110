import { pensionSettingsSchema } from '../../settings/pension-settings.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/pension — Pension: the plans with dated premium rules, and monthly booking of särskild löneskatt. */
export const getPensionParams = settingsParams;
export const getPensionResponse = settingsDocumentResponse(pensionSettingsSchema);
