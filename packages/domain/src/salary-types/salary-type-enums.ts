/**
 * The closed lists a salary type (löneart) is built from, with the Swedish words the product
 * shows for them. The web's sv-SE texts are checked against these labels, so a screen never shows
 * an id.
 */

export const SALARY_TYPE_KINDS = [
  'earning',
  'absence-deduction',
  'benefit',
  'tax-free-allowance',
  'reimbursement',
  'net-deduction',
  'information',
] as const;
export type SalaryTypeKind = (typeof SALARY_TYPE_KINDS)[number];

export const SALARY_TYPE_KIND_LABELS: Record<SalaryTypeKind, string> = {
  earning: 'Ersättning',
  'absence-deduction': 'Frånvaroavdrag',
  benefit: 'Förmån',
  'tax-free-allowance': 'Skattefri ersättning',
  reimbursement: 'Utlägg',
  'net-deduction': 'Nettolöneavdrag',
  information: 'Information',
};

export const SALARY_TYPE_UNITS = ['month', 'hour', 'day', 'calendar-day', 'km', 'kr', 'percent'] as const;
export type SalaryTypeUnit = (typeof SALARY_TYPE_UNITS)[number];

export const SALARY_TYPE_UNIT_LABELS: Record<SalaryTypeUnit, string> = {
  month: 'Månad',
  hour: 'Timme',
  day: 'Dag',
  'calendar-day': 'Kalenderdag',
  km: 'Kilometer',
  kr: 'Kronor',
  percent: 'Procent',
};

/** How preliminary tax treats the amount: by the employee's table, as an engångsbelopp, or not at all. */
export const TAX_TREATMENTS = ['table', 'one-off', 'none'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

export const TAX_TREATMENT_LABELS: Record<TaxTreatment, string> = {
  table: 'Skatt enligt tabell',
  'one-off': 'Engångsskatt',
  none: 'Skattefri',
};

/**
 * What a line does to the payslip: a cash earning adds to the gross, an absence deduction reduces
 * it; a benefit is taxed but never paid out; tax-free allowances and reimbursements are paid
 * beside the taxed pay; a net deduction is taken after tax; information moves no money.
 */
export const SALARY_TYPE_EFFECTS = [
  'adds-to-gross',
  'reduces-gross',
  'adds-to-taxable',
  'adds-to-net',
  'reduces-net',
  'none',
] as const;
export type SalaryTypeEffect = (typeof SALARY_TYPE_EFFECTS)[number];

export const SALARY_TYPE_EFFECT_LABELS: Record<SalaryTypeEffect, string> = {
  'adds-to-gross': 'Ökar bruttolönen',
  'reduces-gross': 'Minskar bruttolönen',
  'adds-to-taxable': 'Ökar skatteunderlaget, betalas inte ut',
  'adds-to-net': 'Betalas ut skattefritt',
  'reduces-net': 'Dras från nettolönen',
  none: 'Påverkar inte lönen',
};

/**
 * The AGI boxes (faltkod) a salary type's amount counts in, or whose flag it sets: only codes
 * from domain notes §3.3 (IU). 001 is tax withheld (an extra withholding the employee asks for),
 * 011 cash pay in the contribution base, 012 other taxable benefits (meal and housing too, §9.4
 * and §9.10: 015 is not a Skatteverket box), 013 car benefit, 018 fuel benefit, 098 what the
 * employee paid for fuel with a car benefit, 050 / 051 the flags for tax-free bilersättning /
 * traktamente paid (§3.3 and §9.5: the amount itself is not reported).
 */
export const AGI_BOXES = ['001', '011', '012', '013', '018', '098', '050', '051'] as const;
export type AgiBox = (typeof AGI_BOXES)[number];

export const AGI_BOX_LABELS: Record<AgiBox, string> = {
  '001': '001 Avdragen preliminär skatt',
  '011': '011 Kontant ersättning',
  '012': '012 Övriga skattepliktiga förmåner',
  '013': '013 Bilförmån',
  '018': '018 Drivmedel vid bilförmån',
  '098': '098 Betalt för drivmedel vid bilförmån',
  '050': '050 Bilersättning (kryss)',
  '051': '051 Traktamente (kryss)',
};

/** Housing benefit: its amount goes in 012 with one of these flags (§3.3, §9.4). */
export const AGI_HOUSING_FLAGS = ['041', '043'] as const;
export type AgiHousingFlag = (typeof AGI_HOUSING_FLAGS)[number];

export const AGI_HOUSING_FLAG_LABELS: Record<AgiHousingFlag, string> = {
  '041': '041 Bostadsförmån, småhus',
  '043': '043 Bostadsförmån, ej småhus',
};

/** Where a rate comes from when the type says "from settings". */
export const RATE_SETTINGS = [
  'overtime',
  'ob',
  'standby',
  'per-diem',
  'mileage',
  'car-benefit',
  'meal-benefit',
  'vacation-pay',
] as const;
export type RateSetting = (typeof RATE_SETTINGS)[number];

export const RATE_SETTING_LABELS: Record<RateSetting, string> = {
  overtime: 'Övertid',
  ob: 'OB-tillägg',
  standby: 'Beredskap',
  'per-diem': 'Traktamente',
  mileage: 'Milersättning',
  'car-benefit': 'Bilförmånsvärde',
  'meal-benefit': 'Kostförmånsvärde',
  'vacation-pay': 'Semesterlön',
};
