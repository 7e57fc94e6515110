export const VERIFICATION_CODE_LENGTH = 6;
export const MAX_VERIFICATION_ATTEMPTS = 5;
export const RESET_CODE_ACTIVE_MINUTES = 15;
export const CODE_USED_UP_MESSAGE = 'Koden är förbrukad';
export const INVALID_CODE_MESSAGE = 'Koden ska vara 6 siffror';

export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;

export function isVerificationCode(value: string): boolean {
  return VERIFICATION_CODE_PATTERN.test(value);
}

/** Pasted text keeps only its digits and is accepted only at exactly 6 digits. */
export function readPastedCode(text: string): string | undefined {
  const digits = text.replace(/\D/g, '');
  return digits.length === VERIFICATION_CODE_LENGTH ? digits : undefined;
}

/** `Fel kod (försök n/5)` after wrong try n; from the fifth, the code is used up. */
export function describeWrongCode(attempt: number): string {
  return attempt >= MAX_VERIFICATION_ATTEMPTS
    ? CODE_USED_UP_MESSAGE
    : `Fel kod (försök ${attempt}/${MAX_VERIFICATION_ATTEMPTS})`;
}

/** The reset-code page shows 3 digits, a dash, 3 digits. */
export function formatResetCode(code: string): string {
  if (!isVerificationCode(code)) throw new RangeError('A reset code has 6 digits');
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}
