import { describe, expect, it } from 'vitest';
import { isAccountNumber, STANDARD_SALARY_ACCOUNTS } from '../accounting/bas-accounts.ts';
import { AGI_BOXES, type SalaryTypeKind } from './salary-type-enums.ts';
import { salaryTypeCreateSchema } from './salary-type-schema.ts';
import { OWN_CODE_START, STANDARD_SALARY_TYPES, suggestOwnCode } from './standard-salary-types.ts';

/**
 * Every item issue #16 lists for the standard catalogue, with the codes that cover it and the
 * kind each must have. An item missing from the catalogue, or present with the wrong kind, fails.
 */
const ISSUE_ITEMS: Record<string, { codes: string[]; kind: SalaryTypeKind }> = {
  'monthly pay': { codes: ['100'], kind: 'earning' },
  'hourly pay': { codes: ['110'], kind: 'earning' },
  mertid: { codes: ['200'], kind: 'earning' },
  'overtime simple and qualified': { codes: ['210', '211', '212'], kind: 'earning' },
  'comp time earned (banked hours, no money)': { codes: ['220', '221'], kind: 'information' },
  'comp time paid out': { codes: ['222'], kind: 'earning' },
  'OB, several periods': { codes: ['230', '231', '232', '233'], kind: 'earning' },
  'stand-by': { codes: ['240'], kind: 'earning' },
  'sick pay 80 %': { codes: ['300'], kind: 'earning' },
  'sick deduction': { codes: ['310', '311'], kind: 'absence-deduction' },
  karensavdrag: { codes: ['312', '313'], kind: 'absence-deduction' },
  'parental leave deduction': { codes: ['320', '321', '322'], kind: 'absence-deduction' },
  'VAB deduction': { codes: ['330'], kind: 'absence-deduction' },
  'leave of absence deduction': { codes: ['340', '341', '342'], kind: 'absence-deduction' },
  'vacation pay': { codes: ['400'], kind: 'earning' },
  'vacation supplement (0.43 %, 0.8 %, 0.605 %, variable)': {
    codes: ['401', '402', '403', '404'],
    kind: 'earning',
  },
  'vacation deduction (unpaid vacation)': { codes: ['410'], kind: 'absence-deduction' },
  'vacation compensation at termination': { codes: ['420', '421'], kind: 'earning' },
  bonus: { codes: ['500'], kind: 'earning' },
  commission: { codes: ['510'], kind: 'earning' },
  'retro pay': { codes: ['520'], kind: 'earning' },
  'car benefit': { codes: ['600'], kind: 'benefit' },
  'fuel benefit': { codes: ['610'], kind: 'benefit' },
  'meal benefit': { codes: ['620', '621', '622'], kind: 'benefit' },
  'housing benefit': { codes: ['630', '631'], kind: 'benefit' },
  'other benefits': { codes: ['690'], kind: 'benefit' },
  'contra rows: what the employee pays for a benefit': {
    codes: ['810', '811', '812'],
    kind: 'net-deduction',
  },
  'tax-free per diem': { codes: ['700', '702'], kind: 'tax-free-allowance' },
  'taxable per diem (the excess is pay, §9.5)': { codes: ['701', '703'], kind: 'earning' },
  'tax-free mileage': { codes: ['710'], kind: 'tax-free-allowance' },
  'taxable mileage': { codes: ['711'], kind: 'earning' },
  'expense reimbursement': { codes: ['720'], kind: 'reimbursement' },
  advance: { codes: ['800'], kind: 'net-deduction' },
  'other net deductions': { codes: ['820', '830', '890'], kind: 'net-deduction' },
  'information rows': { codes: ['900', '910', '920', '930', '931'], kind: 'information' },
};

const byCode = new Map(STANDARD_SALARY_TYPES.map((type) => [type.code, type]));

describe('STANDARD_SALARY_TYPES', () => {
  it.each(Object.entries(ISSUE_ITEMS))('has %s', (_item, { codes, kind }) => {
    for (const code of codes) expect(byCode.get(code)?.kind, code).toBe(kind);
  });

  it('has unique codes of 1–6 digits, all below the own-code range', () => {
    const codes = STANDARD_SALARY_TYPES.map((type) => type.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^\d{1,6}$/);
      expect(Number(code)).toBeLessThan(OWN_CODE_START);
    }
  });

  it('has unique names', () => {
    const names = STANDARD_SALARY_TYPES.map((type) => type.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('passes the rules an own type must pass', () => {
    for (const type of STANDARD_SALARY_TYPES) {
      const result = salaryTypeCreateSchema.safeParse({ ...type, validFrom: '2026-01-01' });
      expect(result.success ? [] : result.error.issues, type.code).toEqual([]);
    }
  });

  it('uses only AGI boxes of domain notes §3.3, and never 015 (§9.10)', () => {
    for (const type of STANDARD_SALARY_TYPES) {
      const box = type.treatment.agiBox;
      if (box !== null) expect(AGI_BOXES as readonly string[]).toContain(box);
      expect(box).not.toBe('015');
    }
  });

  it('books every cash type to four-digit BAS accounts', () => {
    for (const type of STANDARD_SALARY_TYPES) {
      if (type.kind === 'information') continue;
      expect(isAccountNumber(type.debitAccount ?? ''), type.code).toBe(true);
      expect(isAccountNumber(type.creditAccount ?? ''), type.code).toBe(true);
    }
  });

  it('taxes vacation compensation, retro pay and a yearly bonus as engångsbelopp (§9.3, §9.6)', () => {
    for (const code of ['420', '421', '500', '520'])
      expect(byCode.get(code)?.treatment.tax, code).toBe('one-off');
    expect(byCode.get('510')?.treatment.tax).toBe('table');
  });

  it('flags tax-free per diem in 051 and tax-free mileage in 050 (§3.3, §9.5)', () => {
    expect(byCode.get('700')?.treatment.agiBox).toBe('051');
    expect(byCode.get('702')?.treatment.agiBox).toBe('051');
    expect(byCode.get('710')?.treatment.agiBox).toBe('050');
  });

  it('reports car in 013, fuel in 018, meal and housing in 012 with the housing flag (§9.4)', () => {
    expect(byCode.get('600')?.treatment.agiBox).toBe('013');
    expect(byCode.get('610')?.treatment.agiBox).toBe('018');
    expect(byCode.get('620')?.treatment.agiBox).toBe('012');
    expect(byCode.get('630')?.treatment).toMatchObject({ agiBox: '012', agiHousingFlag: '041' });
    expect(byCode.get('631')?.treatment).toMatchObject({ agiBox: '012', agiHousingFlag: '043' });
    expect(byCode.get('810')?.treatment.agiBox).toBe('098');
  });
});

describe('suggestOwnCode', () => {
  it('gives the lowest free code from 9000', () => {
    expect(suggestOwnCode(STANDARD_SALARY_TYPES.map((type) => type.code))).toBe('9000');
    expect(suggestOwnCode(['9000', '9001', '9003'])).toBe('9002');
  });
});

describe('the standard catalogue and the standard chart of accounts', () => {
  it('books every standard salary type to accounts in a new company’s chart', () => {
    const missing = STANDARD_SALARY_TYPES.flatMap((type) =>
      [type.debitAccount, type.creditAccount]
        .filter((account): account is string => account !== null && !(account in STANDARD_SALARY_ACCOUNTS))
        .map((account) => `${type.code} ${account}`),
    );
    expect(missing).toEqual([]);
  });
});
