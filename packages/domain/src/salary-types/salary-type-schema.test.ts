import { INVALID_ACCOUNT_NUMBER_MESSAGE } from '@lonsam/domain/accounting/bas-accounts';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_REQUIRED_MESSAGE,
  HOUSING_FLAG_MESSAGE,
  INFORMATION_HAS_NO_ACCOUNT_MESSAGE,
  SALARY_TYPE_CODE_MESSAGE,
  type SalaryTypeCreateInput,
  salaryTypeCreateSchema,
} from './salary-type-schema.ts';
import { STANDARD_SALARY_TYPES } from './standard-salary-types.ts';

const standard = (code: string) => STANDARD_SALARY_TYPES.find((type) => type.code === code)!;

function own(code: string, change: (type: SalaryTypeCreateInput) => SalaryTypeCreateInput) {
  return change({ ...structuredClone(standard(code)), code: '9000', validFrom: '2026-01-01' });
}

function errorsOf(input: unknown): Record<string, string[]> {
  const result = salaryTypeCreateSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('salaryTypeCreateSchema', () => {
  it('accepts an own earning copied from the catalogue', () => {
    expect(errorsOf(own('100', (type) => ({ ...type, name: 'Månadslön styrelse' })))).toEqual({});
  });

  it('refuses a code that is not 1–6 digits', () => {
    for (const code of ['', '1234567', '12a', '-1']) {
      expect(errorsOf(own('100', (type) => ({ ...type, code }))).code).toEqual([SALARY_TYPE_CODE_MESSAGE]);
    }
  });

  it('refuses an account outside BAS’s four digits', () => {
    expect(errorsOf(own('100', (type) => ({ ...type, debitAccount: '12345' }))).debitAccount).toEqual([
      INVALID_ACCOUNT_NUMBER_MESSAGE,
    ]);
    expect(errorsOf(own('100', (type) => ({ ...type, creditAccount: '0999' }))).creditAccount).toEqual([
      INVALID_ACCOUNT_NUMBER_MESSAGE,
    ]);
  });

  it('puts no tax-free allowance in the contribution base', () => {
    const errors = errorsOf(
      own('700', (type) => ({ ...type, treatment: { ...type.treatment, contributionBase: true } })),
    );
    expect(errors['treatment.contributionBase']).toEqual([
      'Skattefri ersättning ingår inte i underlaget för arbetsgivaravgifter',
    ]);
  });

  it('taxes a benefit, keeps it in the base and never pays it out', () => {
    const errors = errorsOf(
      own('690', (type) => ({
        ...type,
        treatment: { ...type.treatment, tax: 'none', contributionBase: false, effect: 'adds-to-gross' },
      })),
    );
    expect(errors['treatment.tax']).toEqual(['Förmån ska ha skatt enligt tabell']);
    expect(errors['treatment.contributionBase']).toEqual([
      'Förmån ingår i underlaget för arbetsgivaravgifter',
    ]);
    expect(errors['treatment.effect']).toEqual(['Förmån: ökar skatteunderlaget, betalas inte ut']);
  });

  it('does not tax a net deduction', () => {
    const errors = errorsOf(
      own('890', (type) => ({ ...type, treatment: { ...type.treatment, tax: 'table' } })),
    );
    expect(errors['treatment.tax']).toEqual(['Nettolöneavdrag ska ha skattefri']);
  });

  it('keeps the AGI box consistent with the kind', () => {
    const earningIn013 = errorsOf(
      own('100', (type) => ({ ...type, treatment: { ...type.treatment, agiBox: '013' } })),
    );
    expect(earningIn013['treatment.agiBox']).toEqual(['Ersättning redovisas i 011 Kontant ersättning']);
    const allowanceIn011 = errorsOf(
      own('700', (type) => ({ ...type, treatment: { ...type.treatment, agiBox: '011' } })),
    );
    expect(allowanceIn011['treatment.agiBox']).toEqual([
      'Skattefri ersättning redovisas i 050 Bilersättning (kryss) eller 051 Traktamente (kryss) eller inte alls',
    ]);
    const boxOutsideList = errorsOf(
      own('100', (type) => ({ ...type, treatment: { ...type.treatment, agiBox: '015' as never } })),
    );
    expect(boxOutsideList['treatment.agiBox']).toHaveLength(1);
  });

  it('refuses vacation- or pension-earning on untaxed kinds', () => {
    const errors = errorsOf(
      own('720', (type) => ({
        ...type,
        treatment: { ...type.treatment, vacationEarning: true, pensionEarning: true },
      })),
    );
    expect(errors['treatment.vacationEarning']).toEqual(['Utlägg är inte semesterlönegrundande']);
    expect(errors['treatment.pensionEarning']).toEqual(['Utlägg är inte pensionsgrundande']);
  });

  it('requires both accounts for money and none for information', () => {
    expect(errorsOf(own('100', (type) => ({ ...type, debitAccount: null }))).debitAccount).toEqual([
      ACCOUNT_REQUIRED_MESSAGE,
    ]);
    expect(errorsOf(own('900', (type) => ({ ...type, creditAccount: '7210' }))).creditAccount).toEqual([
      INFORMATION_HAS_NO_ACCOUNT_MESSAGE,
    ]);
  });

  it('allows a housing flag only on a benefit in 012', () => {
    const errors = errorsOf(
      own('600', (type) => ({ ...type, treatment: { ...type.treatment, agiHousingFlag: '041' } })),
    );
    expect(errors['treatment.agiHousingFlag']).toEqual([HOUSING_FLAG_MESSAGE]);
  });

  it('refuses a negative fixed amount and a divisor rule without a divisor', () => {
    const negative = errorsOf(
      own('100', (type) => ({
        ...type,
        treatment: { ...type.treatment, rateRule: { method: 'fixed', amountOre: -1 } },
      })),
    );
    expect(negative['treatment.rateRule.amountOre']).toEqual([
      'Beloppet ska vara ett heltal öre, 0 eller mer',
    ]);
    const noDivisor = errorsOf(
      own('210', (type) => ({
        ...type,
        treatment: {
          ...type.treatment,
          rateRule: { method: 'monthly-salary', per: 'divisor', divisor: null, factor: 1 },
        },
      })),
    );
    expect(noDivisor['treatment.rateRule.divisor']).toEqual(['Ange divisor när lönen delas med ett tal']);
  });
});
