import { z } from 'zod';
import { BRAND_NAMES } from '../brands/brands.ts';
import { INVALID_EMAIL_MESSAGE, ROUGH_EMAIL_PATTERN } from '../validation/email.ts';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '../validation/password.ts';
import { INVALID_CODE_MESSAGE, VERIFICATION_CODE_PATTERN } from '../validation/verification-code.ts';

/** Request bodies of the sign-in, sign-up, password-reset and BankID calls (spec §7). */

export const EMAIL_REQUIRED_MESSAGE = 'E-postadress krävs';
export const PASSWORD_REQUIRED_MESSAGE = 'Lösenord krävs';

/** Trimmed and lower-cased: one account per address whatever its case. */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: EMAIL_REQUIRED_MESSAGE })
  .regex(ROUGH_EMAIL_PATTERN, { error: INVALID_EMAIL_MESSAGE })
  .toLowerCase();

export const verificationCodeSchema = z
  .string()
  .regex(VERIFICATION_CODE_PATTERN, { error: INVALID_CODE_MESSAGE });

/** A new password: at least 12 characters (code points, so an emoji counts once). */
export const newPasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT_MESSAGE })
  .refine((password) => [...password].length >= MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE });

export const brandSchema = z.enum(BRAND_NAMES);

/** POST /login sends its credentials as HTTP Basic; this is their shape once decoded. */
export const basicCredentialsSchema = z.object({
  email: emailSchema,
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).min(1, { error: PASSWORD_REQUIRED_MESSAGE }),
});
export type BasicCredentials = z.infer<typeof basicCredentialsSchema>;

/** Decodes `Authorization: Basic base64(email:password)` (UTF-8); undefined if it is not one. */
export function readBasicAuthorization(
  header: string | null | undefined,
): { email: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  let decoded: string;
  try {
    const bytes = Uint8Array.from(atob(match[1]), (character) => character.charCodeAt(0));
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  const separator = decoded.indexOf(':');
  if (separator < 0) return undefined;
  return { email: decoded.slice(0, separator), password: decoded.slice(separator + 1) };
}

export const signupStartSchema = z.object({ email: emailSchema, brand: brandSchema });
export type SignupStartRequest = z.infer<typeof signupStartSchema>;

export const signupVerifySchema = z.object({ email: emailSchema, code: verificationCodeSchema });
export type SignupVerifyRequest = z.infer<typeof signupVerifySchema>;

export const signupCompleteSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  password: newPasswordSchema,
});
export type SignupCompleteRequest = z.infer<typeof signupCompleteSchema>;

export const passwordResetStartSchema = z.object({ email: emailSchema });
export type PasswordResetStartRequest = z.infer<typeof passwordResetStartSchema>;

export const passwordResetCompleteSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  password: newPasswordSchema,
});
export type PasswordResetCompleteRequest = z.infer<typeof passwordResetCompleteSchema>;

/** POST /bankid/auto-start/ body, and the `brand` query of the QR websocket. */
export const bankIdAutoStartSchema = z.object({ brand: brandSchema });
export type BankIdAutoStartRequest = z.infer<typeof bankIdAutoStartSchema>;
