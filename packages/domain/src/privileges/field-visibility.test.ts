import { describe, expect, it } from 'vitest';
import {
  EMPLOYEE_VISIBILITY,
  EMPLOYMENT_VISIBILITY,
  SALARY_ROW_VISIBILITY,
} from '../employees/employee-visibility.ts';
import type { PrivilegeId } from './catalogue.ts';
import { type CanRead, canReadField, showVisibleChange, showVisibleFields } from './field-visibility.ts';

const holding =
  (...privileges: PrivilegeId[]): CanRead =>
  (privilege) =>
    privileges.includes(privilege);
const manager = holding(
  'Employee.EmploymentOverview',
  'Employee.PersonalData.Names',
  'Employee.PersonalData.Phone',
);

describe('showVisibleFields', () => {
  it('leaves out guarded fields the caller may not read, keeps unguarded ones', () => {
    const employee = { id: 'e', version: 2, firstName: 'Sara', phone: '070', tax: { method: 'sink' } };
    expect(showVisibleFields(EMPLOYEE_VISIBILITY, employee, manager)).toEqual({
      id: 'e',
      version: 2,
      firstName: 'Sara',
      phone: '070',
    });
  });
  it('opening balances need both balance privileges', () => {
    const balances = { openingBalances: { asOf: '2026-01-01' } };
    expect(
      showVisibleFields(EMPLOYEE_VISIBILITY, balances, holding('Employee.Balances.Details.Vacation')),
    ).toEqual({});
    expect(
      canReadField(
        EMPLOYEE_VISIBILITY,
        'openingBalances',
        holding('Employee.Balances.Details.Vacation', 'Employee.Balances.Details.Income'),
      ),
    ).toBe(true);
  });
  it('hides every field of a resource the caller may not read', () => {
    expect(showVisibleFields(SALARY_ROW_VISIBILITY, { validFrom: '2026-07-01' }, manager)).toEqual({});
  });
});

describe('showVisibleChange', () => {
  it('filters both sides and says that a hidden field changed', () => {
    expect(
      showVisibleChange(
        EMPLOYEE_VISIBILITY,
        { phone: '070', tax: { method: 'table', table: 33, column: 1 } },
        { phone: '071', tax: { method: 'adjusted-percent', percent: 37 } },
        manager,
      ),
    ).toEqual({ before: { phone: '070' }, after: { phone: '071' }, hiddenChanges: true });
  });
  it('does not flag a hidden field that stayed the same, ids and empty values aside', () => {
    const salaryRows = [{ id: 'r1', validFrom: '2025-01-01', validTo: null, amountOre: 3_200_000 }];
    expect(
      showVisibleChange(
        EMPLOYMENT_VISIBILITY,
        { position: 'Kock', salaryRows },
        { position: 'Souschef', salaryRows: [{ validFrom: '2025-01-01', amountOre: 3_200_000 }] },
        manager,
      ),
    ).toEqual({ before: { position: 'Kock' }, after: { position: 'Souschef' }, hiddenChanges: false });
  });
  it('answers nothing but the flag for a resource the caller may not read', () => {
    expect(
      showVisibleChange(
        SALARY_ROW_VISIBILITY,
        null,
        { validFrom: '2026-07-01', amountOre: 7_777_700 },
        manager,
      ),
    ).toEqual({ before: null, after: null, hiddenChanges: true });
  });
});
