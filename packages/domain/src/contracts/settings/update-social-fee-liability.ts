import { socialFeeLiabilitySchema } from '../../accounting/social-fee-liability.ts';
import { settingsDocumentBody, settingsDocumentResponse, settingsParams } from './settings-document.ts';

/** PUT /api/employer/:employerId/settings/social-fee-liability — the whole value with the version read. */
export const updateSocialFeeLiabilityParams = settingsParams;
export const updateSocialFeeLiabilityBody = settingsDocumentBody(socialFeeLiabilitySchema);
export const updateSocialFeeLiabilityResponse = settingsDocumentResponse(socialFeeLiabilitySchema);
