import { describe, expect, it } from 'vitest';
import {
  checkNewVersionStart,
  effectiveSalaryType,
  STANDARD_VERSION_START,
  versionNotAfterLatestMessage,
} from './effective-salary-type.ts';
import type { SalaryType, SalaryTypeTreatment } from './salary-type-schema.ts';
import { STANDARD_SALARY_TYPES } from './standard-salary-types.ts';

const bonus = STANDARD_SALARY_TYPES.find((type) => type.code === '500')!;
const asTable: SalaryTypeTreatment = { ...bonus.treatment, tax: 'table' };

const type: SalaryType = {
  ...bonus,
  active: true,
  isStandard: true,
  // Registered out of order on purpose: only the dates decide.
  versions: [
    { validFrom: '2026-07-01', treatment: asTable },
    { validFrom: STANDARD_VERSION_START, treatment: bonus.treatment },
  ],
};

describe('effectiveSalaryType', () => {
  it('gives the version with the latest start on or before the date', () => {
    expect(effectiveSalaryType(type, '2026-06-30')?.treatment.tax).toBe('one-off');
    expect(effectiveSalaryType(type, '2026-07-01')?.treatment.tax).toBe('table');
    expect(effectiveSalaryType(type, '2030-01-01')?.validFrom).toBe('2026-07-01');
  });

  it('keeps the type fields and drops the version list', () => {
    const effective = effectiveSalaryType(type, '2026-01-15')!;
    expect(effective.code).toBe('500');
    expect(effective.name).toBe('Bonus');
    expect(effective.validFrom).toBe(STANDARD_VERSION_START);
    expect('versions' in effective).toBe(false);
  });

  it('is undefined before the first version', () => {
    const own: SalaryType = { ...type, versions: [{ validFrom: '2026-03-01', treatment: asTable }] };
    expect(effectiveSalaryType(own, '2026-02-28')).toBeUndefined();
  });

  it('a completed payroll on 2026-06-25 still reads what it used after a version from 2026-07-01 is added', () => {
    const before = effectiveSalaryType({ ...type, versions: [type.versions[1]!] }, '2026-06-25');
    const after = effectiveSalaryType(type, '2026-06-25');
    expect(after?.treatment).toEqual(before?.treatment);
  });
});

describe('checkNewVersionStart', () => {
  it('accepts a start after the latest version only', () => {
    expect(checkNewVersionStart(type.versions, '2026-07-02')).toBeUndefined();
    expect(checkNewVersionStart(type.versions, '2026-07-01')).toBe(
      versionNotAfterLatestMessage('2026-07-01'),
    );
    expect(checkNewVersionStart(type.versions, '2026-01-01')).toBe(
      versionNotAfterLatestMessage('2026-07-01'),
    );
  });

  it('says in Swedish which date the new version must follow', () => {
    expect(versionNotAfterLatestMessage('2026-07-01')).toBe(
      'Den nya versionen måste gälla från en dag efter 2026-07-01, då den senaste versionen börjar',
    );
  });

  it('accepts any start when there is no version yet', () => {
    expect(checkNewVersionStart([], '1999-01-01')).toBeUndefined();
  });
});
