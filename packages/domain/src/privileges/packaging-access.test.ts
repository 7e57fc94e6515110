import { describe, expect, test } from 'vitest';
import { getAccess, hasPrivilege } from './access-check.ts';
import { toPackagingEntries } from './packaging-access.ts';

describe('packaging mode: read and write per role', () => {
  const held = [
    'Employee.Events.Report.Absence',
    'Employee.PersonalData.Phone',
    'Employee.PersonalData.Names',
    'Employee.Balances.Details.Vacation',
    'ReportingAndCompliance.Payslip',
  ];

  test('the user role writes its events and contact details, and only reads the rest', () => {
    const entries = toPackagingEntries('user', held);
    expect(Object.fromEntries(held.map((id) => [id, getAccess(entries, id)]))).toEqual({
      'Employee.Events.Report.Absence': 'write',
      'Employee.PersonalData.Phone': 'write',
      'Employee.PersonalData.Names': 'read',
      'Employee.Balances.Details.Vacation': 'read',
      'ReportingAndCompliance.Payslip': 'read',
    });
    expect(hasPrivilege(entries, 'ReportingAndCompliance.Payslip', { requiresWrite: true })).toBe(false);
    expect(hasPrivilege(entries, 'ReportingAndCompliance.Payslip')).toBe(true);
  });

  test('manager and admin write what they hold; nobody gets what the packaging does not grant', () => {
    for (const role of ['manager', 'admin'] as const) {
      const entries = toPackagingEntries(role, held);
      expect(held.every((id) => getAccess(entries, id) === 'write')).toBe(true);
      expect(getAccess(entries, 'PayrollBasis.Run')).toBe('none');
    }
    expect(getAccess(toPackagingEntries('user', held), 'PayrollBasis.Run')).toBe('none');
  });

  test('an entry with a writeAccess that is not a boolean is refused', () => {
    expect(() => getAccess([{ id: 'A', writeAccess: 'yes' } as never], 'A')).toThrow('unsupported');
  });
});
