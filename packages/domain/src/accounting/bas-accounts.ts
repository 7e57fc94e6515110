/**
 * The BAS accounts a salary voucher books to, and the roles a salary type or a payroll run refers
 * to instead of a fixed number (each company maps every role to one of its own accounts).
 *
 * Names are BAS 2025's (monoconsulting/Mind2@8cc87f89:docs/SYSTEM_DOCS/BAS_KONTOPLAN.md, domain
 * notes §4 and §9.9); no BAS 2026 list was found, so the 2026 names are not separately verified.
 * Which account real payroll products use comes from the SIE 4I samples of Visma Lön 100 and
 * Kontek Lön (research-data/sie/). docs/settings.md lists the sources per account.
 */

export type AccountNumber = string;

/** How a role is booked in a salary voucher: a cost or receivable is debited, a liability credited. */
export type AccountSide = 'debit' | 'credit';

/** Groups the settings screen shows the roles in, in the order of a salary voucher. */
export const SALARY_ACCOUNT_ROLE_GROUPS = [
  'wages',
  'benefits',
  'allowances',
  'contributions',
  'pension',
  'settlement',
] as const;
export type SalaryAccountRoleGroup = (typeof SALARY_ACCOUNT_ROLE_GROUPS)[number];

export type SalaryAccountRoleDefinition = {
  role: string;
  group: SalaryAccountRoleGroup;
  side: AccountSide;
  defaultAccount: AccountNumber;
};

/**
 * Every role a salary voucher needs, with its default BAS account. BAS books wages of workers
 * (kollektivanställda, 70xx) apart from those of salaried staff (tjänstemän, 72xx), so each wage
 * role comes in both; which one a payslip line uses follows the employment.
 */
export const SALARY_ACCOUNT_ROLES = [
  // Wages (debit). Visma Lön 100 and Kontek Lön both book gross pay on 7010 and 7210.
  { role: 'salariesSalaried', group: 'wages', side: 'debit', defaultAccount: '7210' },
  { role: 'salariesWorkers', group: 'wages', side: 'debit', defaultAccount: '7010' },
  { role: 'sickPaySalaried', group: 'wages', side: 'debit', defaultAccount: '7281' },
  { role: 'sickPayWorkers', group: 'wages', side: 'debit', defaultAccount: '7081' },
  { role: 'vacationPaySalaried', group: 'wages', side: 'debit', defaultAccount: '7285' },
  { role: 'vacationPayWorkers', group: 'wages', side: 'debit', defaultAccount: '7082' },
  { role: 'vacationLiabilityChangeSalaried', group: 'wages', side: 'debit', defaultAccount: '7290' },
  { role: 'vacationLiabilityChangeWorkers', group: 'wages', side: 'debit', defaultAccount: '7090' },
  { role: 'vacationLiability', group: 'wages', side: 'credit', defaultAccount: '2920' },
  // Benefits: the taxable value is a cost line and its contra line, so the voucher still balances
  // (Visma Lön 100: 7385 debit 3408, 7399 credit 3408); only the contributions on it cost money.
  { role: 'carBenefit', group: 'benefits', side: 'debit', defaultAccount: '7385' },
  { role: 'housingBenefit', group: 'benefits', side: 'debit', defaultAccount: '7381' },
  { role: 'mealBenefit', group: 'benefits', side: 'debit', defaultAccount: '7382' },
  { role: 'otherBenefits', group: 'benefits', side: 'debit', defaultAccount: '7389' },
  { role: 'benefitsContra', group: 'benefits', side: 'credit', defaultAccount: '7399' },
  // Travel allowances (debit).
  { role: 'taxFreePerDiem', group: 'allowances', side: 'debit', defaultAccount: '7321' },
  { role: 'taxablePerDiem', group: 'allowances', side: 'debit', defaultAccount: '7322' },
  { role: 'taxFreeMileage', group: 'allowances', side: 'debit', defaultAccount: '7331' },
  { role: 'taxableMileage', group: 'allowances', side: 'debit', defaultAccount: '7332' },
  // Employer contributions: the month's cost against the liability paid with the AGI; those on
  // the vacation liability are accrued apart (7519 against 2941).
  { role: 'employerContributionsCost', group: 'contributions', side: 'debit', defaultAccount: '7510' },
  { role: 'employerContributionsLiability', group: 'contributions', side: 'credit', defaultAccount: '2731' },
  {
    role: 'vacationLiabilityContributionsCost',
    group: 'contributions',
    side: 'debit',
    defaultAccount: '7519',
  },
  { role: 'accruedEmployerContributions', group: 'contributions', side: 'credit', defaultAccount: '2941' },
  // Pension premiums and särskild löneskatt on them (bas.se: 7533 against 2514, domain notes §9.8).
  { role: 'pensionCost', group: 'pension', side: 'debit', defaultAccount: '7410' },
  { role: 'pensionLiability', group: 'pension', side: 'credit', defaultAccount: '2930' },
  { role: 'specialPayrollTaxCost', group: 'pension', side: 'debit', defaultAccount: '7533' },
  { role: 'specialPayrollTaxLiability', group: 'pension', side: 'credit', defaultAccount: '2514' },
  // What the employee is paid and what is withheld (credit), advances repaid (a receivable).
  { role: 'taxWithheld', group: 'settlement', side: 'credit', defaultAccount: '2710' },
  { role: 'wageGarnishment', group: 'settlement', side: 'credit', defaultAccount: '2750' },
  { role: 'netDeductions', group: 'settlement', side: 'credit', defaultAccount: '2790' },
  { role: 'employeeAdvances', group: 'settlement', side: 'credit', defaultAccount: '1610' },
  { role: 'netPay', group: 'settlement', side: 'credit', defaultAccount: '1930' },
  { role: 'rounding', group: 'settlement', side: 'credit', defaultAccount: '3740' },
] as const satisfies readonly SalaryAccountRoleDefinition[];

export type SalaryAccountRole = (typeof SALARY_ACCOUNT_ROLES)[number]['role'];

export const SALARY_ACCOUNT_ROLE_IDS: readonly SalaryAccountRole[] = SALARY_ACCOUNT_ROLES.map(
  (definition) => definition.role,
);

/** The role → account mapping a new company starts with. */
export function defaultRoleAccounts(): Record<SalaryAccountRole, AccountNumber> {
  return Object.fromEntries(
    SALARY_ACCOUNT_ROLES.map((definition) => [definition.role, definition.defaultAccount]),
  ) as Record<SalaryAccountRole, AccountNumber>;
}

/**
 * The accounts a company's chart starts with: every default account above plus the group and
 * settlement accounts an accountant looks for beside them, with BAS 2025's Swedish names.
 */
export const STANDARD_SALARY_ACCOUNTS: Readonly<Record<AccountNumber, string>> = {
  '1610': 'Kortfristiga fordringar hos anställda',
  '1630': 'Avräkning för skatter och avgifter (skattekonto)',
  '1930': 'Företagskonto/checkkonto/affärskonto',
  '2514': 'Beräknad särskild löneskatt på pensionskostnader',
  '2710': 'Personalskatt',
  '2730': 'Lagstadgade sociala avgifter och särskild löneskatt',
  '2731': 'Avräkning lagstadgade sociala avgifter',
  '2732': 'Avräkning särskild löneskatt',
  '2750': 'Utmätning i lön m.m.',
  '2790': 'Övriga löneavdrag',
  '2920': 'Upplupna semesterlöner',
  '2930': 'Upplupna pensionskostnader',
  '2940': 'Upplupna lagstadgade sociala och andra avgifter',
  '2941': 'Beräknade upplupna lagstadgade sociala avgifter',
  '3740': 'Öres- och kronutjämning',
  '7010': 'Löner till kollektivanställda',
  '7081': 'Sjuklöner till kollektivanställda',
  '7082': 'Semesterlöner till kollektivanställda',
  '7090': 'Förändring av semesterlöneskuld',
  '7210': 'Löner till tjänstemän',
  '7281': 'Sjuklöner till tjänstemän',
  '7285': 'Semesterlöner till tjänstemän',
  '7290': 'Förändring av semesterlöneskuld',
  '7321': 'Skattefria traktamenten, Sverige',
  '7322': 'Skattepliktiga traktamenten, Sverige',
  '7323': 'Skattefria traktamenten, utlandet',
  '7324': 'Skattepliktiga traktamenten, utlandet',
  '7331': 'Skattefria bilersättningar',
  '7332': 'Skattepliktiga bilersättningar',
  '7381': 'Kostnader för fri bostad',
  '7382': 'Kostnader för fria eller subventionerade måltider',
  '7385': 'Kostnader för fri bil',
  '7389': 'Övriga kostnader för förmåner',
  // Not a BAS 2025 account (group 739 has only 7390–7392): Visma Lön 100 names it so and books
  // the benefits' contra line there. A company whose accountant prefers another account maps it.
  '7399': 'Motkontering av förmån',
  '7410': 'Pensionsförsäkringspremier',
  '7510': 'Arbetsgivaravgifter 31,42 %',
  '7519': 'Arbetsgivaravgifter för semester- och löneskulder',
  '7533': 'Särskild löneskatt för pensionskostnader',
  '7690': 'Övriga personalkostnader',
};

/** Accounts in the standard chart that BAS 2025 does not define (see the comment at 7399). */
export const NON_BAS_STANDARD_ACCOUNTS: readonly AccountNumber[] = ['7399'];

export const INVALID_ACCOUNT_NUMBER_MESSAGE = 'Kontot måste vara ett fyrsiffrigt BAS-konto (1000–8999)';

/** BAS accounts are four digits; class 1–8 (class 0 is off-balance, class 9 internal accounting). */
const ACCOUNT_NUMBER_PATTERN = /^[1-8]\d{3}$/;

export function isAccountNumber(value: string): boolean {
  return ACCOUNT_NUMBER_PATTERN.test(value);
}

export function validateAccountNumber(value: string | null | undefined): string | undefined {
  return isAccountNumber(value ?? '') ? undefined : INVALID_ACCOUNT_NUMBER_MESSAGE;
}
