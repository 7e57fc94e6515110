import { z } from 'zod';
import { companyInfoSettingsSchema } from '../../settings/company-settings.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/**
 * GET /api/employer/:employerId/settings/company/info — Företagsuppgifter: the name (kept on the
 * employer row), the AGI contact person and due-date rule; the organisation number read-only.
 */
export const getCompanyInfoSettingsParams = settingsParams;
export const getCompanyInfoSettingsResponse = settingsDocumentResponse(companyInfoSettingsSchema).extend({
  /** 10 or 12 digits as registered; it cannot be changed here. */
  orgNumber: z.string().nullable(),
});
