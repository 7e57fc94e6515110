import { socialFeeLiabilitySchema } from '../../accounting/social-fee-liability.ts';
import { settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/social-fee-liability — Upplupna sociala avgifter: employer contributions accrued on the vacation liability. */
export const getSocialFeeLiabilityParams = settingsParams;
export const getSocialFeeLiabilityResponse = settingsDocumentResponse(socialFeeLiabilitySchema);
