import { defaultRoleAccounts } from '../accounting/bas-accounts.ts';
import type { AgiBox, AgiHousingFlag, SalaryTypeUnit, TaxTreatment } from './salary-type-enums.ts';
import type { RateRule } from './salary-type-rate.ts';
import type { SalaryTypeCreate, SalaryTypeTreatment } from './salary-type-schema.ts';

/** A type of the standard catalogue: everything of an own type but the start date (always applied). */
export type StandardSalaryType = Omit<SalaryTypeCreate, 'validFrom'>;

const ACCOUNTS = defaultRoleAccounts();
/** Net pay is what every cash line is finally settled against (bas-accounts: `netPay`). */
const NET_PAY = ACCOUNTS.netPay;
/** Outlays have no BAS role of their own; 7690 is BAS 2025's "Övriga personalkostnader". */
const OUTLAY_ACCOUNT = '7690';

type Earns = { vacation: boolean; pension: boolean };
const EARNS_BOTH: Earns = { vacation: true, pension: true };
const EARNS_NONE: Earns = { vacation: false, pension: false };

const monthly = (per: 'month' | 'week' | 'hour' | 'calendar-day', factor: number): RateRule => ({
  method: 'monthly-salary',
  per,
  divisor: null,
  factor,
});
const monthlyDivided = (divisor: number, factor = 1): RateRule => ({
  method: 'monthly-salary',
  per: 'divisor',
  divisor,
  factor,
});
const hourly = (factor: number, per: 'hour' | 'week' = 'hour'): RateRule => ({
  method: 'hourly-salary',
  per,
  factor,
});
const fromSettings = (
  setting: Extract<RateRule, { method: 'settings' }>['setting'],
  key: string | null = null,
) => ({ method: 'settings', setting, key }) as const satisfies RateRule;
const ENTERED: RateRule = { method: 'entered' };
const QUANTITY_ONLY: RateRule = { method: 'quantity-only' };

function treatment(
  partial: Pick<SalaryTypeTreatment, 'effect' | 'tax' | 'contributionBase' | 'agiBox' | 'rateRule'> & {
    earns?: Earns;
    agiHousingFlag?: AgiHousingFlag;
  },
): SalaryTypeTreatment {
  const earns = partial.earns ?? EARNS_NONE;
  return {
    effect: partial.effect,
    tax: partial.tax,
    contributionBase: partial.contributionBase,
    vacationEarning: earns.vacation,
    pensionEarning: earns.pension,
    agiBox: partial.agiBox,
    agiHousingFlag: partial.agiHousingFlag ?? null,
    rateRule: partial.rateRule,
  };
}

type Row = {
  code: string;
  name: string;
  unit: SalaryTypeUnit;
  rate: RateRule;
  debit?: string;
  credit?: string;
  reportable?: boolean;
};

function earning(row: Row & { earns: Earns; tax?: TaxTreatment }): StandardSalaryType {
  return {
    code: row.code,
    name: row.name,
    kind: 'earning',
    unit: row.unit,
    debitAccount: row.debit ?? ACCOUNTS.salariesSalaried,
    creditAccount: row.credit ?? NET_PAY,
    reportable: row.reportable ?? false,
    treatment: treatment({
      effect: 'adds-to-gross',
      tax: row.tax ?? 'table',
      contributionBase: true,
      agiBox: '011',
      rateRule: row.rate,
      earns: row.earns,
    }),
  };
}

/**
 * An absence deduction lowers the pay the absence replaces. `lowersVacationPay`: absence that is
 * not semesterlönegrundande (leave of absence, unpaid vacation) lowers the vacation base too;
 * sickness, parental leave and VAB are semesterlönegrundande (semesterlagen 17 §, up to 180 / 120
 * days), so their deduction does not.
 */
function absence(row: Row & { lowersVacationPay: boolean }): StandardSalaryType {
  return {
    code: row.code,
    name: row.name,
    kind: 'absence-deduction',
    unit: row.unit,
    debitAccount: row.debit ?? ACCOUNTS.salariesSalaried,
    creditAccount: row.credit ?? NET_PAY,
    reportable: row.reportable ?? true,
    treatment: treatment({
      effect: 'reduces-gross',
      tax: 'table',
      contributionBase: true,
      agiBox: '011',
      rateRule: row.rate,
      earns: { vacation: row.lowersVacationPay, pension: true },
    }),
  };
}

/** Benefits: the value and its contra line (bas-accounts: `benefitsContra`), no cash. */
function benefit(row: Row & { agiBox: '012' | '013' | '018'; flag?: AgiHousingFlag }): StandardSalaryType {
  return {
    code: row.code,
    name: row.name,
    kind: 'benefit',
    unit: row.unit,
    debitAccount: row.debit ?? ACCOUNTS.otherBenefits,
    creditAccount: ACCOUNTS.benefitsContra,
    reportable: row.reportable ?? false,
    treatment: treatment({
      effect: 'adds-to-taxable',
      tax: 'table',
      contributionBase: true,
      agiBox: row.agiBox,
      rateRule: row.rate,
      // ITP 1 and semesterlagen count cash pay; a benefit is neither (domain notes §9.8).
      earns: EARNS_NONE,
      ...(row.flag ? { agiHousingFlag: row.flag } : {}),
    }),
  };
}

function taxFree(row: Row & { agiBox: '050' | '051' | null }): StandardSalaryType {
  return {
    code: row.code,
    name: row.name,
    kind: 'tax-free-allowance',
    unit: row.unit,
    debitAccount: row.debit!,
    creditAccount: NET_PAY,
    reportable: row.reportable ?? true,
    treatment: treatment({
      effect: 'adds-to-net',
      tax: 'none',
      contributionBase: false,
      agiBox: row.agiBox,
      rateRule: row.rate,
    }),
  };
}

function netDeduction(row: Row & { agiBox?: AgiBox }): StandardSalaryType {
  return {
    code: row.code,
    name: row.name,
    kind: 'net-deduction',
    unit: row.unit,
    debitAccount: NET_PAY,
    creditAccount: row.credit ?? ACCOUNTS.netDeductions,
    reportable: false,
    treatment: treatment({
      effect: 'reduces-net',
      tax: 'none',
      contributionBase: false,
      agiBox: row.agiBox ?? null,
      rateRule: row.rate,
    }),
  };
}

function information(row: Omit<Row, 'rate'>): StandardSalaryType {
  return {
    code: row.code,
    name: row.name,
    kind: 'information',
    unit: row.unit,
    debitAccount: null,
    creditAccount: null,
    reportable: row.reportable ?? false,
    treatment: treatment({
      effect: 'none',
      tax: 'none',
      contributionBase: false,
      agiBox: null,
      rateRule: QUANTITY_ONLY,
    }),
  };
}

/**
 * The catalogue every company starts with. Codes are stable (payslips and imports refer to
 * them): 1xx pay, 2xx overtime, OB and stand-by, 3xx sickness and leave, 4xx vacation, 5xx
 * one-off pay, 6xx benefits, 7xx travel and outlays, 8xx net deductions, 9xx information. Own
 * types get codes from 9000 (`suggestOwnCode`). Rates follow domain notes §9; agreement values
 * (overtime divisors, semestertillägg) are the common defaults, marked so in the names.
 */
export const STANDARD_SALARY_TYPES: readonly StandardSalaryType[] = [
  // Pay
  earning({ code: '100', name: 'Månadslön', unit: 'month', rate: monthly('month', 1), earns: EARNS_BOTH }),
  earning({
    code: '110',
    name: 'Timlön',
    unit: 'hour',
    rate: hourly(1),
    earns: EARNS_BOTH,
    debit: ACCOUNTS.salariesWorkers,
    reportable: true,
  }),
  // Mertid: part-timers' hours up to full time, at r (§9 notation).
  earning({
    code: '200',
    name: 'Mertid',
    unit: 'hour',
    rate: monthly('hour', 1),
    earns: EARNS_BOTH,
    reportable: true,
  }),
  // §9.2, private tjänstemän: M/94 enkel, M/72 kvalificerad.
  earning({
    code: '210',
    name: 'Övertid enkel (M/94)',
    unit: 'hour',
    rate: monthlyDivided(94),
    earns: EARNS_BOTH,
    reportable: true,
  }),
  earning({
    code: '211',
    name: 'Övertid kvalificerad (M/72)',
    unit: 'hour',
    rate: monthlyDivided(72),
    earns: EARNS_BOTH,
    reportable: true,
  }),
  earning({
    code: '212',
    name: 'Övertid, timavlönad',
    unit: 'hour',
    rate: fromSettings('overtime', 'hourly'),
    earns: EARNS_BOTH,
    debit: ACCOUNTS.salariesWorkers,
    reportable: true,
  }),
  // Comp time is banked as hours (1.5 h per enkel hour, 2 h per kvalificerad, §9.2), not paid.
  information({ code: '220', name: 'Kompensationsledighet, intjänad', unit: 'hour', reportable: true }),
  information({ code: '221', name: 'Kompensationsledighet, uttagen', unit: 'hour', reportable: true }),
  earning({
    code: '222',
    name: 'Kompensationsledighet, utbetalning',
    unit: 'hour',
    rate: monthly('hour', 1),
    earns: EARNS_BOTH,
  }),
  // OB: no common default (§9.2); the company's OB table gives each period's amount.
  earning({
    code: '230',
    name: 'OB vardag kväll',
    unit: 'hour',
    rate: fromSettings('ob', 'evening'),
    earns: EARNS_BOTH,
    reportable: true,
  }),
  earning({
    code: '231',
    name: 'OB natt',
    unit: 'hour',
    rate: fromSettings('ob', 'night'),
    earns: EARNS_BOTH,
    reportable: true,
  }),
  earning({
    code: '232',
    name: 'OB helg',
    unit: 'hour',
    rate: fromSettings('ob', 'weekend'),
    earns: EARNS_BOTH,
    reportable: true,
  }),
  earning({
    code: '233',
    name: 'OB storhelg',
    unit: 'hour',
    rate: fromSettings('ob', 'major-holiday'),
    earns: EARNS_BOTH,
    reportable: true,
  }),
  earning({
    code: '240',
    name: 'Beredskap',
    unit: 'hour',
    rate: fromSettings('standby'),
    earns: EARNS_BOTH,
    reportable: true,
  }),

  // Sickness (§7.2, §9.1). Sjuklön is 80 % of the pay lost; monthly-paid staff keep M and get the
  // 20 % deduction instead. Sick pay is semesterlönegrundande absence, counted as if worked, so
  // the sjuklön line itself does not add to the vacation base.
  earning({
    code: '300',
    name: 'Sjuklön 80 %, dag 2–14',
    unit: 'hour',
    rate: hourly(0.8),
    earns: EARNS_NONE,
    debit: ACCOUNTS.sickPayWorkers,
    reportable: true,
  }),
  absence({
    code: '310',
    name: 'Sjukavdrag 20 %, dag 1–14',
    unit: 'hour',
    rate: monthly('hour', 0.2),
    lowersVacationPay: false,
  }),
  // Day 15 on, without an agreement: M × 12 / 365 per calendar day (§9.1, [unverified] there).
  absence({
    code: '311',
    name: 'Sjukavdrag från dag 15',
    unit: 'calendar-day',
    rate: monthly('calendar-day', 1),
    lowersVacationPay: false,
  }),
  // 20 % of an average week's sjuklön = 0.2 × 0.8 = 16 % of a week's pay, once per period.
  absence({
    code: '312',
    name: 'Karensavdrag, månadslön',
    unit: 'day',
    rate: monthly('week', 0.16),
    lowersVacationPay: false,
  }),
  absence({
    code: '313',
    name: 'Karensavdrag, timlön',
    unit: 'day',
    rate: hourly(0.16, 'week'),
    lowersVacationPay: false,
    debit: ACCOUNTS.sickPayWorkers,
  }),
  // Parental leave and leave of absence: M/21 a workday up to five, M × 12/365 a calendar day
  // beyond, r an hour (§9.1). VAB: r an hour, any length.
  absence({
    code: '320',
    name: 'Föräldraledighet, avdrag per dag (1–5 dagar)',
    unit: 'day',
    rate: monthlyDivided(21),
    lowersVacationPay: false,
  }),
  absence({
    code: '321',
    name: 'Föräldraledighet, avdrag per kalenderdag',
    unit: 'calendar-day',
    rate: monthly('calendar-day', 1),
    lowersVacationPay: false,
  }),
  absence({
    code: '322',
    name: 'Föräldraledighet, avdrag per timme',
    unit: 'hour',
    rate: monthly('hour', 1),
    lowersVacationPay: false,
  }),
  absence({
    code: '330',
    name: 'VAB, avdrag per timme',
    unit: 'hour',
    rate: monthly('hour', 1),
    lowersVacationPay: false,
  }),
  absence({
    code: '340',
    name: 'Tjänstledighet, avdrag per dag (1–5 dagar)',
    unit: 'day',
    rate: monthlyDivided(21),
    lowersVacationPay: true,
  }),
  absence({
    code: '341',
    name: 'Tjänstledighet, avdrag per kalenderdag',
    unit: 'calendar-day',
    rate: monthly('calendar-day', 1),
    lowersVacationPay: true,
  }),
  absence({
    code: '342',
    name: 'Tjänstledighet, avdrag per timme (M/175)',
    unit: 'hour',
    rate: monthlyDivided(175),
    lowersVacationPay: true,
  }),

  // Vacation (§7.1, §9.3). Vacation pay does not earn vacation itself.
  earning({
    code: '400',
    name: 'Semesterlön',
    unit: 'day',
    rate: fromSettings('vacation-pay'),
    earns: { vacation: false, pension: true },
    debit: ACCOUNTS.vacationPaySalaried,
  }),
  earning({
    code: '401',
    name: 'Semestertillägg 0,43 % (semesterlagen)',
    unit: 'day',
    rate: monthly('month', 0.0043),
    earns: { vacation: false, pension: true },
    debit: ACCOUNTS.vacationPaySalaried,
  }),
  earning({
    code: '402',
    name: 'Semestertillägg 0,8 % (tjänstemannaavtal)',
    unit: 'day',
    rate: monthly('month', 0.008),
    earns: { vacation: false, pension: true },
    debit: ACCOUNTS.vacationPaySalaried,
  }),
  earning({
    code: '403',
    name: 'Semestertillägg 0,605 % (Kommunal)',
    unit: 'day',
    rate: monthly('month', 0.00605),
    earns: { vacation: false, pension: true },
    debit: ACCOUNTS.vacationPaySalaried,
  }),
  earning({
    code: '404',
    name: 'Semestertillägg rörlig lön',
    unit: 'kr',
    rate: ENTERED,
    earns: { vacation: false, pension: true },
    debit: ACCOUNTS.vacationPaySalaried,
  }),
  // Unpaid vacation is not semesterlönegrundande; the day value follows semesterersättning's 4.6 %.
  absence({
    code: '410',
    name: 'Semesteravdrag, obetald semester (4,6 %)',
    unit: 'day',
    rate: monthly('month', 0.046),
    lowersVacationPay: true,
  }),
  // Termination: engångsskatt (§9.3, §9.6); 4.6 % + 0.8 % under PTK agreements, 12 % procentregeln.
  earning({
    code: '420',
    name: 'Semesterersättning per dag (5,4 %)',
    unit: 'day',
    rate: monthly('month', 0.054),
    earns: EARNS_NONE,
    tax: 'one-off',
    debit: ACCOUNTS.vacationPaySalaried,
  }),
  earning({
    code: '421',
    name: 'Semesterersättning 12 % (procentregeln)',
    unit: 'kr',
    rate: ENTERED,
    earns: EARNS_NONE,
    tax: 'one-off',
    debit: ACCOUNTS.vacationPaySalaried,
  }),

  // One-off and variable pay: a bonus paid once or twice a year and retro pay are engångsbelopp
  // (§9.6); a monthly commission is ordinary pay.
  earning({
    code: '500',
    name: 'Bonus',
    unit: 'kr',
    rate: ENTERED,
    earns: { vacation: true, pension: false },
    tax: 'one-off',
  }),
  earning({ code: '510', name: 'Provision', unit: 'kr', rate: ENTERED, earns: EARNS_BOTH }),
  earning({
    code: '520',
    name: 'Retroaktiv lön',
    unit: 'kr',
    rate: ENTERED,
    earns: EARNS_BOTH,
    tax: 'one-off',
  }),
  earning({
    code: '530',
    name: 'Engångsbelopp, övrigt',
    unit: 'kr',
    rate: ENTERED,
    earns: EARNS_NONE,
    tax: 'one-off',
  }),

  // Benefits (§9.4) and the employee's own payments for them (nettolöneavdrag, 8xx below).
  benefit({
    code: '600',
    name: 'Bilförmån',
    unit: 'month',
    rate: fromSettings('car-benefit'),
    agiBox: '013',
    debit: ACCOUNTS.carBenefit,
  }),
  benefit({
    code: '610',
    name: 'Drivmedelsförmån',
    unit: 'kr',
    rate: ENTERED,
    agiBox: '018',
    debit: ACCOUNTS.carBenefit,
  }),
  benefit({
    code: '620',
    name: 'Kostförmån, helt fri kost',
    unit: 'day',
    rate: fromSettings('meal-benefit', 'full-day'),
    agiBox: '012',
    debit: ACCOUNTS.mealBenefit,
  }),
  benefit({
    code: '621',
    name: 'Kostförmån, lunch eller middag',
    unit: 'day',
    rate: fromSettings('meal-benefit', 'lunch'),
    agiBox: '012',
    debit: ACCOUNTS.mealBenefit,
  }),
  benefit({
    code: '622',
    name: 'Kostförmån, frukost',
    unit: 'day',
    rate: fromSettings('meal-benefit', 'breakfast'),
    agiBox: '012',
    debit: ACCOUNTS.mealBenefit,
  }),
  benefit({
    code: '630',
    name: 'Bostadsförmån, småhus',
    unit: 'month',
    rate: ENTERED,
    agiBox: '012',
    flag: '041',
    debit: ACCOUNTS.housingBenefit,
  }),
  benefit({
    code: '631',
    name: 'Bostadsförmån, ej småhus',
    unit: 'month',
    rate: ENTERED,
    agiBox: '012',
    flag: '043',
    debit: ACCOUNTS.housingBenefit,
  }),
  benefit({ code: '690', name: 'Övrig skattepliktig förmån', unit: 'kr', rate: ENTERED, agiBox: '012' }),

  // Travel (§9.5): within Skatteverket's amounts tax-free with a flag (051 traktamente, 050
  // bilersättning); the excess is pay in 011 with tax and contributions.
  taxFree({
    code: '700',
    name: 'Traktamente inrikes, skattefritt',
    unit: 'day',
    rate: fromSettings('per-diem', 'domestic'),
    agiBox: '051',
    debit: ACCOUNTS.taxFreePerDiem,
  }),
  earning({
    code: '701',
    name: 'Traktamente inrikes, skattepliktigt',
    unit: 'kr',
    rate: ENTERED,
    earns: EARNS_NONE,
    debit: ACCOUNTS.taxablePerDiem,
    reportable: true,
  }),
  taxFree({
    code: '702',
    name: 'Traktamente utrikes, skattefritt',
    unit: 'day',
    rate: fromSettings('per-diem', 'abroad'),
    agiBox: '051',
    debit: '7323',
  }),
  earning({
    code: '703',
    name: 'Traktamente utrikes, skattepliktigt',
    unit: 'kr',
    rate: ENTERED,
    earns: EARNS_NONE,
    debit: '7324',
    reportable: true,
  }),
  taxFree({
    code: '710',
    name: 'Bilersättning, skattefri',
    unit: 'km',
    rate: fromSettings('mileage', 'own-car'),
    agiBox: '050',
    debit: ACCOUNTS.taxFreeMileage,
  }),
  earning({
    code: '711',
    name: 'Bilersättning, skattepliktig',
    unit: 'km',
    rate: fromSettings('mileage', 'taxable'),
    earns: EARNS_NONE,
    debit: ACCOUNTS.taxableMileage,
    reportable: true,
  }),
  {
    code: '720',
    name: 'Utlägg',
    kind: 'reimbursement',
    unit: 'kr',
    debitAccount: OUTLAY_ACCOUNT,
    creditAccount: NET_PAY,
    reportable: true,
    treatment: treatment({
      effect: 'adds-to-net',
      tax: 'none',
      contributionBase: false,
      agiBox: null,
      rateRule: ENTERED,
    }),
  },

  // Net deductions, after tax.
  netDeduction({
    code: '800',
    name: 'Avdrag löneförskott',
    unit: 'kr',
    rate: ENTERED,
    credit: ACCOUNTS.employeeAdvances,
  }),
  netDeduction({
    code: '810',
    name: 'Nettolöneavdrag drivmedel vid bilförmån',
    unit: 'kr',
    rate: ENTERED,
    agiBox: '098',
  }),
  netDeduction({ code: '811', name: 'Nettolöneavdrag bilförmån', unit: 'kr', rate: ENTERED }),
  netDeduction({ code: '812', name: 'Nettolöneavdrag kost', unit: 'kr', rate: ENTERED }),
  netDeduction({
    code: '820',
    name: 'Utmätning i lön',
    unit: 'kr',
    rate: ENTERED,
    credit: ACCOUNTS.wageGarnishment,
  }),
  netDeduction({
    code: '830',
    name: 'Extra skatteavdrag',
    unit: 'kr',
    rate: ENTERED,
    agiBox: '001',
    credit: ACCOUNTS.taxWithheld,
  }),
  netDeduction({ code: '890', name: 'Övrigt nettolöneavdrag', unit: 'kr', rate: ENTERED }),

  // Information rows: counted on the payslip and in reports, no money.
  information({ code: '900', name: 'Arbetade timmar', unit: 'hour', reportable: true }),
  information({ code: '910', name: 'Semesterdagar, uttagna', unit: 'day', reportable: true }),
  information({ code: '911', name: 'Semesterdagar, sparade', unit: 'day' }),
  information({ code: '920', name: 'Sjukfrånvaro, timmar', unit: 'hour', reportable: true }),
  information({ code: '930', name: 'Föräldraledighet, dagar', unit: 'day', reportable: true }),
  information({ code: '931', name: 'VAB, timmar', unit: 'hour', reportable: true }),
];

/** Own types take codes from 9000 up, above every standard code. */
export const OWN_CODE_START = 9000;

/** The lowest free code from 9000, or undefined when 9000–999999 are all taken. */
export function suggestOwnCode(takenCodes: Iterable<string>): string | undefined {
  const taken = new Set(takenCodes);
  for (let code = OWN_CODE_START; code <= 999_999; code += 1) {
    if (!taken.has(String(code))) return String(code);
  }
  return undefined;
}
