import { expect, test } from 'vitest';
import { hasPrivilege } from '../privileges/access-check.ts';
import { hasEndedEmploymentAccessExpired, limitToEndedEmployment, maskPersonnummer } from './user-rules.ts';

test('a personnummer is shown by its birth date only', () => {
  expect(maskPersonnummer('198503120076')).toBe('19850312-****');
  expect(maskPersonnummer('19850312-0076')).toBe('19850312-****');
  expect(maskPersonnummer('8503120076')).toBe('****');
});

test('access after an ended employment lasts through the same day N months later', () => {
  // Ended 2025-10-31; 13 months on is 2026-11-31, which does not exist: the last day is 30 November.
  expect(hasEndedEmploymentAccessExpired('2025-10-31', 13, '2026-11-30')).toBe(false);
  expect(hasEndedEmploymentAccessExpired('2025-10-31', 13, '2026-12-01')).toBe(true);
  // Ended 2025-01-15, 13 months: through 2026-02-15.
  expect(hasEndedEmploymentAccessExpired('2025-01-15', 13, '2026-02-15')).toBe(false);
  expect(hasEndedEmploymentAccessExpired('2025-01-15', 13, '2026-02-16')).toBe(true);
  // 0 months: the end date is the last day.
  expect(hasEndedEmploymentAccessExpired('2026-03-01', 0, '2026-03-01')).toBe(false);
  expect(hasEndedEmploymentAccessExpired('2026-03-01', 0, '2026-03-02')).toBe(true);
});

test('an ended employment keeps reading payslips and balances only, in either access mode', () => {
  const packaging = [
    { id: 'ReportingAndCompliance.Payslip', writeAccess: false },
    { id: 'Employee.Balances.Details.Vacation', writeAccess: false },
    { id: 'Employee.Events.Report.Absence', writeAccess: true },
    { id: 'Employee.PersonalData.Phone', writeAccess: true },
    { id: 'Employee.EmploymentOverview', writeAccess: false },
    { id: 'Me.ApiAccess', writeAccess: true },
  ];
  expect(limitToEndedEmployment(packaging)).toEqual([
    { id: 'ReportingAndCompliance.Payslip', writeAccess: false },
    { id: 'Employee.Balances.Details.Vacation', writeAccess: false },
  ]);
  // A privilege group that gave write to a balance gives read only now; a bare {id} (write) too.
  const groups = [
    { id: 'Employee.Balances.Summary', type: 'Enabled' as const, writeAccess: true },
    { id: 'Employee.Events.List', type: 'Enabled' as const, writeAccess: false },
  ];
  const limited = limitToEndedEmployment([...groups, { id: 'ReportingAndCompliance.Payslip' }]);
  expect(hasPrivilege(limited, 'Employee.Balances.Summary')).toBe(true);
  expect(hasPrivilege(limited, 'Employee.Balances.Summary', { requiresWrite: true })).toBe(false);
  expect(hasPrivilege(limited, 'ReportingAndCompliance.Payslip', { requiresWrite: true })).toBe(false);
  expect(hasPrivilege(limited, 'Employee.Events.List')).toBe(false);
});
