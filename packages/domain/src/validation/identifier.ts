/** 8-4-4-4-12 hexadecimal digits; any version, either case (the spec asks for the shape only). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const INVALID_IDENTIFIER_MESSAGE = 'Ogiltigt id';
export const INVALID_PUBLIC_KEY_MESSAGE = 'Ogiltigt format för publika nyckeln';

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Identifier fields accept an empty value or a UUID. */
export function validateIdentifier(value: string): string | undefined {
  return value === '' || isUuid(value) ? undefined : INVALID_IDENTIFIER_MESSAGE;
}

/** The partner-integration public key is optional; when given it must be 8-4-4-4-12 hex. */
export function validatePublicKey(value: string | null | undefined): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return isUuid(value) ? undefined : INVALID_PUBLIC_KEY_MESSAGE;
}
