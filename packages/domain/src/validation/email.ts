export const INVALID_EMAIL_MESSAGE = 'Ogiltig e-postadress';

/**
 * A rough match (something@something.tld, no spaces), as the sign-up button uses. The real proof
 * is the emailed verification code, so a strict RFC 5322 parser would add nothing.
 */
export const ROUGH_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isRoughEmail(value: string): boolean {
  return ROUGH_EMAIL_PATTERN.test(value.trim());
}

export function validateEmail(value: string): string | undefined {
  return isRoughEmail(value) ? undefined : INVALID_EMAIL_MESSAGE;
}
