/**
 * Luhn (modulus 10, weights 2-1 from the left over the digits before the check digit), as
 * Skatteverket specifies it for personnummer and organisationsnummer: only the 10-digit form
 * enters the check, never the century digits.
 */
export function calculateLuhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('Luhn needs digits only');
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const product = Number(digits[index]) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit is the Luhn check digit of the nine (or more) before it. */
export function hasValidLuhnCheckDigit(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return calculateLuhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}
