import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

export const INVALID_IBAN_MESSAGE = 'Ogiltigt IBAN-nummer';
export const INVALID_BIC_MESSAGE = 'Ogiltig BIC-kod: 8 eller 11 tecken';

/**
 * ISO 13616 by `ibantools`: the country's length and BBAN pattern (Sweden: SE, 2 check digits and
 * 20 digits, 24 characters) and the mod-97 check. Stored in the electronic form, without spaces.
 */
export function normalizeIban(text: string): string | undefined {
  const electronic = electronicFormatIBAN(text.trim());
  if (!electronic) return undefined;
  return isValidIBAN(electronic) ? electronic : undefined;
}

export function validateIban(text: string): string | undefined {
  return normalizeIban(text) === undefined ? INVALID_IBAN_MESSAGE : undefined;
}

/** The printed form, in groups of four ("SE45 5000 0000 0583 9825 7466"). */
export function formatIban(electronic: string): string {
  return friendlyFormatIBAN(electronic) ?? electronic;
}

/**
 * ISO 9362: 4 letters for the bank, a known country code, 2 letters or digits for the place and
 * an optional 3 for the branch. Stored upper-case without spaces.
 */
export function normalizeBic(text: string): string | undefined {
  const compact = text.replaceAll(/\s/g, '').toUpperCase();
  if (compact.length !== 8 && compact.length !== 11) return undefined;
  return isValidBIC(compact) ? compact : undefined;
}

export function validateBic(text: string): string | undefined {
  return normalizeBic(text) === undefined ? INVALID_BIC_MESSAGE : undefined;
}
