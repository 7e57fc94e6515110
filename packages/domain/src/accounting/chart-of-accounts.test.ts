import { describe, expect, it } from 'vitest';
import {
  type ChartOfAccounts,
  chartOfAccountsSchema,
  DUPLICATE_ACCOUNT_MESSAGE,
  defaultChartOfAccounts,
  findChartIssues,
  ROLE_ACCOUNT_NOT_IN_CHART_MESSAGE,
  rolesUsingAccount,
} from './chart-of-accounts.ts';

function issuesOf(input: unknown) {
  const result = chartOfAccountsSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

describe('the default chart of accounts', () => {
  it('is valid, sorted by number and maps every role', () => {
    const chart = defaultChartOfAccounts();
    expect(issuesOf(chart)).toEqual([]);
    const numbers = chart.accounts.map((account) => account.number);
    expect(numbers).toEqual([...numbers].sort());
    expect(chart.accounts[0]).toEqual({ number: '1610', name: 'Kortfristiga fordringar hos anställda' });
  });
});

describe('chartOfAccountsSchema', () => {
  it('accepts an own account added to the list and used by a role', () => {
    const chart = defaultChartOfAccounts();
    chart.accounts.push({ number: '7211', name: 'Löner till tjänstemän, Göteborg' });
    chart.roleAccounts.salariesSalaried = '7211';
    expect(issuesOf(chart)).toEqual([]);
  });

  it.each(['12345', '0999', '9000', 'abcd'])('refuses the account number %s in Swedish', (number) => {
    const chart = defaultChartOfAccounts();
    chart.accounts.push({ number, name: 'Eget konto' });
    expect(issuesOf(chart)).toEqual([
      {
        path: ['accounts', chart.accounts.length - 1, 'number'],
        message: 'Kontot måste vara ett fyrsiffrigt BAS-konto (1000–8999)',
      },
    ]);
  });

  it('refuses an account without a name', () => {
    const chart = defaultChartOfAccounts();
    chart.accounts[0] = { number: '1610', name: '  ' };
    expect(issuesOf(chart)).toEqual([{ path: ['accounts', 0, 'name'], message: 'Ange kontots namn' }]);
  });

  it('refuses the same account twice, on the second row', () => {
    const chart = defaultChartOfAccounts();
    chart.accounts.push({ number: '7210', name: 'Löner igen' });
    expect(issuesOf(chart)).toEqual([
      { path: ['accounts', chart.accounts.length - 1, 'number'], message: DUPLICATE_ACCOUNT_MESSAGE },
    ]);
  });

  it('refuses a role mapped to an account the company does not have', () => {
    const chart = defaultChartOfAccounts();
    chart.roleAccounts.netPay = '1940';
    expect(issuesOf(chart)).toEqual([
      { path: ['roleAccounts', 'netPay'], message: 'Kontot finns inte i kontoplanen' },
    ]);
  });

  it('refuses removing an account a role still uses', () => {
    const chart = defaultChartOfAccounts();
    const accounts = chart.accounts.filter((account) => account.number !== '2710');
    expect(issuesOf({ ...chart, accounts })).toEqual([
      { path: ['roleAccounts', 'taxWithheld'], message: ROLE_ACCOUNT_NOT_IN_CHART_MESSAGE },
    ]);
  });

  it('reports a malformed role account once, as a number error, not also as missing', () => {
    const chart: ChartOfAccounts = defaultChartOfAccounts();
    chart.roleAccounts.netPay = '19300';
    expect(issuesOf(chart)).toEqual([
      {
        path: ['roleAccounts', 'netPay'],
        message: 'Kontot måste vara ett fyrsiffrigt BAS-konto (1000–8999)',
      },
    ]);
    expect(findChartIssues(chart)).toEqual([]);
  });

  it('refuses a mapping that leaves a role out', () => {
    const { netPay: _left, ...roleAccounts } = defaultChartOfAccounts().roleAccounts;
    const issues = issuesOf({ ...defaultChartOfAccounts(), roleAccounts });
    expect(issues.map((issue) => issue.path)).toEqual([['roleAccounts', 'netPay']]);
  });
});

describe('rolesUsingAccount', () => {
  it('names every role booking to the account', () => {
    const { roleAccounts } = defaultChartOfAccounts();
    expect(rolesUsingAccount(roleAccounts, '2710')).toEqual(['taxWithheld']);
    expect(rolesUsingAccount({ ...roleAccounts, netDeductions: '2710' }, '2710')).toEqual([
      'taxWithheld',
      'netDeductions',
    ]);
    expect(rolesUsingAccount(roleAccounts, '2740')).toEqual([]);
  });
});
