import type { AccountNumber, SalaryAccountRole } from './bas-accounts.ts';
import type { Voucher, VoucherDimensions } from './salary-voucher-types.ts';
import type { SocialFeeLiability } from './social-fee-liability.ts';

/** One employee's (or one group's) vacation liability at the end of the month and the month before. */
export type VacationLiabilityChange = {
  dimensions: VoucherDimensions;
  /** Workers (kollektivanställda) book the change on 7090, salaried staff (tjänstemän) on 7290. */
  staff: 'salaried' | 'workers';
  /** Semesterlöneskuld (vacation pay owed: saved and earned days' pay and supplement), öre. */
  previousLiabilityOre: number;
  currentLiabilityOre: number;
  /** The employee's contribution rate where it is not the settings' (reduced for older people). */
  contributionRateBasisPoints?: number;
};

export type VacationAccrualVoucherInput = {
  /** 'YYYY-MM', the month whose change is booked. */
  period: string;
  /** 'YYYY-MM-DD', normally the last day of the month. */
  date: string;
  changes: readonly VacationLiabilityChange[];
  roleAccounts: Record<SalaryAccountRole, AccountNumber>;
  /** Whether and at which rate contributions on the liability are accrued (settings). */
  socialFees: SocialFeeLiability;
  /** Default "Förändring semesterlöneskuld <period>". */
  text?: string;
};

/** Contributions on a liability, to the öre (half away from zero). */
export function contributionsOnLiabilityOre(liabilityOre: number, rateBasisPoints: number): number {
  const exact = (liabilityOre * rateBasisPoints) / 10_000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/**
 * The month's accrual of vacation liability: the change in semesterlöneskuld as cost (7290/7090)
 * against the liability (2920), and, when the settings accrue them, the change in contributions on
 * it (7519 against 2941). The contributions are rounded on each liability, not on the change, so
 * what 2941 holds after the month equals the contributions on the closing liability that the
 * Semesterskuld report shows. A fall in the liability books the other way. Null when nothing
 * changed.
 */
export function buildVacationAccrualVoucher(input: VacationAccrualVoucherInput): Voucher | null {
  const roles = input.roleAccounts;
  const sums = new Map<
    string,
    { account: AccountNumber; dimensions: VoucherDimensions; amountOre: number }
  >();
  const add = (account: AccountNumber, dimensions: VoucherDimensions, ore: number) => {
    const booked = /^[3-8]/.test(account) ? dimensions : {};
    const key = [account, booked['cost-centre'] ?? '', booked.project ?? ''].join('\u0000');
    const row = sums.get(key) ?? { account, dimensions: { ...booked }, amountOre: 0 };
    row.amountOre += ore;
    sums.set(key, row);
  };
  for (const change of input.changes) {
    const costAccount =
      change.staff === 'workers'
        ? roles.vacationLiabilityChangeWorkers
        : roles.vacationLiabilityChangeSalaried;
    const changeOre = change.currentLiabilityOre - change.previousLiabilityOre;
    add(costAccount, change.dimensions, changeOre);
    add(roles.vacationLiability, change.dimensions, -changeOre);
    if (!input.socialFees.accrueMonthly) continue;
    const rate = change.contributionRateBasisPoints ?? input.socialFees.rateBasisPoints;
    const contributionsOre =
      contributionsOnLiabilityOre(change.currentLiabilityOre, rate) -
      contributionsOnLiabilityOre(change.previousLiabilityOre, rate);
    add(roles.vacationLiabilityContributionsCost, change.dimensions, contributionsOre);
    add(roles.accruedEmployerContributions, change.dimensions, -contributionsOre);
  }
  const rows = [...sums.values()]
    .filter((row) => row.amountOre !== 0)
    .sort(
      (a, b) =>
        a.account.localeCompare(b.account, 'sv-SE', { numeric: true }) ||
        (a.dimensions['cost-centre'] ?? '').localeCompare(b.dimensions['cost-centre'] ?? '', 'sv-SE', {
          numeric: true,
        }) ||
        (a.dimensions.project ?? '').localeCompare(b.dimensions.project ?? '', 'sv-SE', { numeric: true }),
    );
  if (rows.length === 0) return null;
  return { date: input.date, text: input.text ?? `Förändring semesterlöneskuld ${input.period}`, rows };
}
