import { z } from 'zod';
import {
  type AccountNumber,
  defaultRoleAccounts,
  INVALID_ACCOUNT_NUMBER_MESSAGE,
  isAccountNumber,
  SALARY_ACCOUNT_ROLE_IDS,
  type SalaryAccountRole,
  STANDARD_SALARY_ACCOUNTS,
} from './bas-accounts.ts';

export const ACCOUNT_NAME_REQUIRED_MESSAGE = 'Ange kontots namn';
export const DUPLICATE_ACCOUNT_MESSAGE = 'Kontot finns redan i kontoplanen';
export const ROLE_ACCOUNT_NOT_IN_CHART_MESSAGE = 'Kontot finns inte i kontoplanen';
export const ACCOUNT_USED_BY_ROLE_MESSAGE = 'Kontot används för en kontering och kan inte tas bort';

/** SIE readers show about 100 characters of a #KONTO name; longer names are cut by some. */
export const MAX_ACCOUNT_NAME_LENGTH = 100;
export const MAX_ACCOUNTS = 500;

export const accountNumberSchema = z
  .string({ error: INVALID_ACCOUNT_NUMBER_MESSAGE })
  .trim()
  .refine(isAccountNumber, { error: INVALID_ACCOUNT_NUMBER_MESSAGE });

export const chartAccountSchema = z.object({
  number: accountNumberSchema,
  name: z
    .string({ error: ACCOUNT_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: ACCOUNT_NAME_REQUIRED_MESSAGE })
    .max(MAX_ACCOUNT_NAME_LENGTH),
});
export type ChartAccount = z.output<typeof chartAccountSchema>;

const roleAccountsSchema = z.object(
  Object.fromEntries(SALARY_ACCOUNT_ROLE_IDS.map((role) => [role, accountNumberSchema])) as Record<
    SalaryAccountRole,
    typeof accountNumberSchema
  >,
);

export type ChartOfAccounts = {
  accounts: ChartAccount[];
  roleAccounts: Record<SalaryAccountRole, AccountNumber>;
};

/** Where a chart breaks a rule across fields, as zod paths with the Swedish message. */
export type ChartIssue = { path: (string | number)[]; message: string };

/** Each account once; every role books to an account the company has. */
export function findChartIssues(chart: ChartOfAccounts): ChartIssue[] {
  const issues: ChartIssue[] = [];
  const seen = new Set<AccountNumber>();
  chart.accounts.forEach((account, index) => {
    if (seen.has(account.number)) {
      issues.push({ path: ['accounts', index, 'number'], message: DUPLICATE_ACCOUNT_MESSAGE });
    }
    seen.add(account.number);
  });
  for (const role of SALARY_ACCOUNT_ROLE_IDS) {
    const account = chart.roleAccounts[role];
    if (isAccountNumber(account) && !seen.has(account)) {
      issues.push({ path: ['roleAccounts', role], message: ROLE_ACCOUNT_NOT_IN_CHART_MESSAGE });
    }
  }
  return issues;
}

/** The roles that book to an account: an account in this list cannot be removed. */
export function rolesUsingAccount(
  roleAccounts: Partial<Record<SalaryAccountRole, AccountNumber>>,
  account: AccountNumber,
): SalaryAccountRole[] {
  return SALARY_ACCOUNT_ROLE_IDS.filter((role) => roleAccounts[role] === account);
}

export const chartOfAccountsSchema = z
  .object({
    accounts: z.array(chartAccountSchema).min(1).max(MAX_ACCOUNTS),
    roleAccounts: roleAccountsSchema,
  })
  .superRefine((chart, context) => {
    for (const issue of findChartIssues(chart)) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

/** A new company's chart: the standard salary accounts in number order and the BAS defaults. */
export function defaultChartOfAccounts(): ChartOfAccounts {
  return {
    accounts: Object.entries(STANDARD_SALARY_ACCOUNTS)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([number, name]) => ({ number, name })),
    roleAccounts: defaultRoleAccounts(),
  };
}
