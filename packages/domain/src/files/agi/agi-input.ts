import type { AgiPayee, AgiTotals } from './agi-types.ts';

// What checking and summing an AGI needs without building its XML (agi-xml.ts): a server that
// only aggregates or totals a declaration does not load xmlbuilder2.

export class InvalidAgiInputError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Arbetsgivardeklarationen kan inte skapas: ${problems.join('; ')}`);
    this.name = 'InvalidAgiInputError';
    this.problems = problems;
  }
}

/** IDENTITET: 12 digits; an organisation number gets Skatteverket's prefix 16. */
export function toAgiIdentity(organisationNumber: string): string {
  const digits = organisationNumber.replaceAll(/\D/g, '');
  if (digits.length === 10) return `16${digits}`;
  if (digits.length === 12) return digits;
  throw new InvalidAgiInputError([`Organisationsnumret ${organisationNumber} har inte 10 eller 12 siffror`]);
}

/** HU 487 and 497 from the IUs: 497 = Σ(001 + 274 + 275) over the payees, 487 = Σ their contributions. */
export function sumAgiTotals(payees: readonly AgiPayee[]): AgiTotals {
  return payees.reduce(
    (totals, payee) => ({
      contributionsKronor: totals.contributionsKronor + payee.contributionsKronor,
      taxWithheldKronor: totals.taxWithheldKronor + payee.taxWithheldKronor,
    }),
    { contributionsKronor: 0, taxWithheldKronor: 0 },
  );
}
