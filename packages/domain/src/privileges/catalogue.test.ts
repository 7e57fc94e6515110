import { describe, expect, test } from 'vitest';
import {
  findPrivilege,
  getRoleSupportError,
  isPrivilegeId,
  listPrivilegesByValueStream,
  listPrivilegesUnder,
  PRIVILEGE_CATALOGUE,
  PRIVILEGE_IDS,
  type PrivilegeId,
} from './catalogue.ts';
import { isValueStream, VALUE_STREAM_LABELS, VALUE_STREAMS } from './value-streams.ts';

describe('catalogue shape', () => {
  test('ids are unique dotted PascalCase paths, and no id is also a branch', () => {
    expect(new Set(PRIVILEGE_IDS).size).toBe(PRIVILEGE_IDS.length);
    for (const id of PRIVILEGE_IDS) {
      expect(id).toMatch(/^[A-Z][A-Za-z0-9]*(\.[A-Z][A-Za-z0-9]*)*$/);
      expect(
        PRIVILEGE_IDS.some((other) => other.startsWith(`${id}.`)),
        id,
      ).toBe(false);
    }
  });

  test('every entry has a value stream, a Swedish description and at least one role', () => {
    for (const privilege of PRIVILEGE_CATALOGUE) {
      expect(isValueStream(privilege.valueStream)).toBe(true);
      expect(privilege.description.trim().length).toBeGreaterThan(5);
      expect(privilege.supportedRoles.length).toBeGreaterThan(0);
      expect([...privilege.supportedRoles].sort()).toEqual([...new Set(privilege.supportedRoles)].sort());
    }
  });

  test('every value stream has privileges; there are twelve', () => {
    expect(VALUE_STREAMS).toHaveLength(12);
    expect(Object.keys(VALUE_STREAM_LABELS)).toEqual([...VALUE_STREAMS]);
    for (const stream of VALUE_STREAMS)
      expect(listPrivilegesByValueStream(stream).length, stream).toBeGreaterThan(0);
    expect(isValueStream('Payroll')).toBe(false);
  });

  test('the areas of spec §6 are all present', () => {
    const required: PrivilegeId[] = [
      'Employee.PersonalData.BankAccount',
      'Employee.PersonalData.GrowthSupport',
      'Employee.Lifecycle.Archive',
      'Employee.Balances.Details.WorkTimeReduction',
      'Employee.EmploymentSettings.CustomExpression',
      'Employee.Events.Report.ReadyMarker',
      'IngestionAndIntegrations.DigitalMailbox',
      'Me.ApiAccess',
      'Controlling.TenantApprovals',
      'ReportingAndCompliance.BankFile.Iso20022',
      'TenantManagement.TravelAllowances',
      'Users.Authorization.User',
      'Users.Authorization.Manager',
      'Users.Authorization.Admin',
      'SupportAccess',
      'PrivilegeGroups',
      'EmploymentAccessGroups',
      'Authentication',
    ];
    for (const id of required) expect(isPrivilegeId(id), id).toBe(true);
    expect(listPrivilegesUnder('Analytics')).toHaveLength(2);
    expect(listPrivilegesUnder('Employee.PersonalData')).toHaveLength(10);
    expect(listPrivilegesUnder('Employee.Balances.Details')).toHaveLength(9);
    expect(listPrivilegesUnder('Employee.Lifecycle')).toHaveLength(4);
    expect(listPrivilegesUnder('Employee.EmploymentSettings')).toHaveLength(12);
    expect(listPrivilegesUnder('ReportingAndCompliance.BankFile')).toHaveLength(4);
    expect(listPrivilegesUnder('IngestionAndIntegrations')).toHaveLength(6);
    expect(listPrivilegesUnder('TenantManagement')).toHaveLength(23);
    expect(listPrivilegesUnder('SupportAccess').map((privilege) => privilege.id)).toEqual(['SupportAccess']);
    expect(listPrivilegesUnder('Employee.Personal')).toHaveLength(0);
  });

  test('payroll basis approval and abort steps', () => {
    expect(listPrivilegesUnder('PayrollBasis.Approve').map((privilege) => privilege.id)).toEqual([
      'PayrollBasis.Approve.First',
      'PayrollBasis.Approve.Second',
      'PayrollBasis.Approve.Complete',
    ]);
    expect(listPrivilegesUnder('PayrollBasis.Abort').map((privilege) => privilege.id)).toEqual([
      'PayrollBasis.Abort.First',
      'PayrollBasis.Abort.Second',
      'PayrollBasis.Abort.Complete',
    ]);
  });
});

test('role support messages', () => {
  expect(findPrivilege('SupportAccess')?.supportedRoles).toEqual(['admin']);
  expect(getRoleSupportError('SupportAccess', 'user')).toBe('System privilege does not support user-role');
  expect(getRoleSupportError('SupportAccess', 'manager')).toBe(
    'System privilege does not support manager-role',
  );
  expect(getRoleSupportError('Employee.Register', 'admin')).toBeUndefined();
  expect(getRoleSupportError('Employee.Register', 'user')).toBe(
    'System privilege does not support user-role',
  );
  expect(getRoleSupportError('Me.ApiAccess', 'user')).toBeUndefined();
  expect(getRoleSupportError('Nope', 'admin')).toBe('Unknown privilege: Nope');
  expect(findPrivilege('Nope')).toBeUndefined();
  expect(PRIVILEGE_CATALOGUE.filter((privilege) => !privilege.supportedRoles.includes('admin'))).toEqual([]);
});
