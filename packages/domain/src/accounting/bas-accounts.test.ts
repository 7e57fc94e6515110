import { describe, expect, it } from 'vitest';
import {
  defaultRoleAccounts,
  INVALID_ACCOUNT_NUMBER_MESSAGE,
  NON_BAS_STANDARD_ACCOUNTS,
  SALARY_ACCOUNT_ROLE_IDS,
  SALARY_ACCOUNT_ROLES,
  STANDARD_SALARY_ACCOUNTS,
  validateAccountNumber,
} from './bas-accounts.ts';

describe('validateAccountNumber', () => {
  it.each(['1000', '1930', '2710', '7010', '8999'])('accepts the BAS account %s', (value) => {
    expect(validateAccountNumber(value)).toBeUndefined();
  });

  it.each([
    ['0999', 'below class 1'],
    ['9000', 'class 9 is internal accounting'],
    ['12345', 'five digits'],
    ['193', 'three digits'],
    ['19 30', 'a space inside'],
    [' 1930', 'a leading space'],
    ['193a', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s) in Swedish', (value) => {
    expect(validateAccountNumber(value)).toBe('Kontot måste vara ett fyrsiffrigt BAS-konto (1000–8999)');
  });

  it('refuses a missing value', () => {
    expect(validateAccountNumber(undefined)).toBe(INVALID_ACCOUNT_NUMBER_MESSAGE);
    expect(validateAccountNumber(null)).toBe(INVALID_ACCOUNT_NUMBER_MESSAGE);
  });
});

describe('the standard salary accounts', () => {
  it('holds every role’s default account, so a new company’s mapping is complete', () => {
    for (const { role, defaultAccount } of SALARY_ACCOUNT_ROLES) {
      expect(STANDARD_SALARY_ACCOUNTS[defaultAccount], role).toBeDefined();
    }
  });

  it('holds only valid account numbers with a name', () => {
    for (const [number, name] of Object.entries(STANDARD_SALARY_ACCOUNTS)) {
      expect(validateAccountNumber(number), number).toBeUndefined();
      expect(name.trim(), number).not.toBe('');
    }
  });

  it('names the accounts the Visma Lön 100 and Kontek Lön vouchers book to, as BAS 2025 does', () => {
    // research-data/sie: 1930 net pay, 2710 tax, 7010/7210 wages, 7385 car benefit, 7510 contributions.
    expect(STANDARD_SALARY_ACCOUNTS['1930']).toBe('Företagskonto/checkkonto/affärskonto');
    expect(STANDARD_SALARY_ACCOUNTS['2710']).toBe('Personalskatt');
    expect(STANDARD_SALARY_ACCOUNTS['7010']).toBe('Löner till kollektivanställda');
    expect(STANDARD_SALARY_ACCOUNTS['7210']).toBe('Löner till tjänstemän');
    expect(STANDARD_SALARY_ACCOUNTS['7385']).toBe('Kostnader för fri bil');
    expect(STANDARD_SALARY_ACCOUNTS['7510']).toBe('Arbetsgivaravgifter 31,42 %');
  });

  it('marks the one account BAS does not define', () => {
    expect(NON_BAS_STANDARD_ACCOUNTS).toEqual(['7399']);
  });
});

describe('the salary account roles', () => {
  it('are unique', () => {
    expect(new Set(SALARY_ACCOUNT_ROLE_IDS).size).toBe(SALARY_ACCOUNT_ROLES.length);
  });

  it('book costs in classes 7 and liabilities in class 2 as a salary voucher does', () => {
    const accounts = defaultRoleAccounts();
    expect(accounts.salariesSalaried).toBe('7210');
    expect(accounts.salariesWorkers).toBe('7010');
    expect(accounts.vacationLiability).toBe('2920');
    expect(accounts.employerContributionsCost).toBe('7510');
    expect(accounts.employerContributionsLiability).toBe('2731');
    expect(accounts.specialPayrollTaxCost).toBe('7533');
    expect(accounts.specialPayrollTaxLiability).toBe('2514');
    expect(accounts.taxWithheld).toBe('2710');
    expect(accounts.netPay).toBe('1930');
  });

  it('balance the Visma Lön 100 voucher when each line goes to its role’s default account', () => {
    // The sample's #VER in kronor: wages 12 750 (7010) + 31 900 (7210) = 44 650; tax 11 716;
    // net 44 650 − 11 716 = 32 934; car benefit 3 408 on 7385 and back on 7399; contributions
    // 15 099.82 on 7510 against the liability. In öre, debits minus credits:
    // 1 275 000 + 3 190 000 + 340 800 + 1 509 982 − 340 800 − 1 171 600 − 3 293 400 − 1 509 982 = 0
    const lines: [string, number][] = [
      [defaultRoleAccounts().salariesWorkers, 1_275_000],
      [defaultRoleAccounts().salariesSalaried, 3_190_000],
      [defaultRoleAccounts().carBenefit, 340_800],
      [defaultRoleAccounts().employerContributionsCost, 1_509_982],
      [defaultRoleAccounts().benefitsContra, -340_800],
      [defaultRoleAccounts().taxWithheld, -1_171_600],
      [defaultRoleAccounts().netPay, -3_293_400],
      [defaultRoleAccounts().employerContributionsLiability, -1_509_982],
    ];
    expect(lines.reduce((sum, [, amount]) => sum + amount, 0)).toBe(0);
    const sampleAccounts = ['7010', '7210', '7385', '7510', '7399', '2710', '1930'];
    expect(lines.map(([account]) => account).slice(0, 7)).toEqual(sampleAccounts);
  });

  it('debit costs and credit liabilities', () => {
    for (const { role, side, defaultAccount } of SALARY_ACCOUNT_ROLES) {
      if (defaultAccount.startsWith('7') && role !== 'benefitsContra') expect(side, role).toBe('debit');
      if (defaultAccount.startsWith('2')) expect(side, role).toBe('credit');
    }
  });
});
