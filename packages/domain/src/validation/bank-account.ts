import Kontonummer from 'kontonummer';

export const INVALID_BANK_ACCOUNT_MESSAGE = 'Ogiltigt kontonummer';

export interface BankAccount {
  bankName: string;
  clearingNumber: string;
  accountNumber: string;
}

/**
 * Swedish clearing + account number by Bankgirot's rules (the `kontonummer` library implements
 * "Bankernas kontonummeruppbyggnad"): clearing range per bank, length, check digit.
 */
export function parseBankAccount(clearingNumber: string, accountNumber: string): BankAccount | undefined {
  try {
    const parsed = Kontonummer.parse(clearingNumber, accountNumber, { mode: 'strict' });
    return {
      bankName: parsed.bankName,
      clearingNumber: parsed.sortingCode,
      accountNumber: parsed.accountNumber,
    };
  } catch {
    return undefined;
  }
}

export function validateBankAccount(clearingNumber: string, accountNumber: string): string | undefined {
  return parseBankAccount(clearingNumber, accountNumber) ? undefined : INVALID_BANK_ACCOUNT_MESSAGE;
}

/** The bank a clearing number belongs to, as soon as it is typed ("8327" → Swedbank). */
export function findBankNameByClearingNumber(clearingNumber: string): string | undefined {
  const digits = clearingNumber.replaceAll(/[\s-]/g, '');
  if (!/^\d{4,5}$/.test(digits)) return undefined;
  try {
    return Kontonummer.getSortingCodeInfo(digits).bankName;
  } catch {
    return undefined;
  }
}
