import { describe, expect, test } from 'vitest';
import { buildPrivilegeUpdate, canActivatePrivilege, validatePrivilegeUpdate } from './activation.ts';
import {
  type ActivePrivilegeEntry,
  getPrivilegeRoleStatus,
  type PrivilegeEntry,
} from './privilege-status.ts';
import { roleFromPath } from './roles.ts';

const system: PrivilegeEntry = {
  id: 'Employee.Register',
  valueStream: 'CorePayroll',
  enabledUser: false,
  enabledManager: true,
  enabledAdmin: true,
};

const active: ActivePrivilegeEntry = {
  ...system,
  enabledManager: false,
  enabledAdmin: true,
  availableUser: true,
  availableManager: true,
  availableAdmin: true,
  activatedUserAt: null,
  activatedManagerAt: '2025-01-01T00:00:00Z',
  activatedAdminAt: '2025-01-01T00:00:00Z',
};

describe('status per role, in the spec order', () => {
  test('1. not available in the packaging wins over everything', () => {
    expect(getPrivilegeRoleStatus('admin', system, { ...active, availableAdmin: false })).toBe(
      'not-available',
    );
    expect(getPrivilegeRoleStatus('admin', system, undefined)).toBe('not-available');
    expect(getPrivilegeRoleStatus('user', undefined, { ...active, availableUser: false })).toBe(
      'not-available',
    );
  });

  test('2. not enabled for the role generally', () => {
    expect(getPrivilegeRoleStatus('user', system, active)).toBe('privilege-not-enabled-for-role');
    expect(getPrivilegeRoleStatus('admin', undefined, active)).toBe('privilege-not-enabled-for-role');
  });

  test('3. never activated', () => {
    expect(getPrivilegeRoleStatus('admin', system, { ...active, activatedAdminAt: null })).toBe(
      'not-activated',
    );
    expect(getPrivilegeRoleStatus('admin', system, { ...active, activatedAdminAt: '' })).toBe(
      'not-activated',
    );
  });

  test('4. enabled or packaging-disabled', () => {
    expect(getPrivilegeRoleStatus('admin', system, active)).toBe('enabled');
    expect(getPrivilegeRoleStatus('manager', system, active)).toBe('packaging-disabled');
  });
});

describe('activation', () => {
  test('needs enabled-for-role and available', () => {
    expect(canActivatePrivilege('admin', system, active)).toBe(true);
    expect(canActivatePrivilege('user', system, active)).toBe(false);
    expect(canActivatePrivilege('admin', system, { ...active, availableAdmin: false })).toBe(false);
    expect(canActivatePrivilege('admin', undefined, active)).toBe(false);
  });

  test('not activated is sent as null', () => {
    expect(
      buildPrivilegeUpdate('Employee.Register', {
        user: { isActivated: false, isEnabled: true },
        manager: { isActivated: true, isEnabled: false },
        admin: { isActivated: true, isEnabled: true },
      }),
    ).toEqual({ id: 'Employee.Register', enabledUser: null, enabledManager: false, enabledAdmin: true });
  });

  test('an update may not set a role the system privilege does not support', () => {
    expect(
      validatePrivilegeUpdate({
        id: 'SupportAccess',
        enabledUser: true,
        enabledManager: false,
        enabledAdmin: true,
      }),
    ).toEqual([
      'System privilege does not support user-role',
      'System privilege does not support manager-role',
    ]);
    expect(
      validatePrivilegeUpdate({
        id: 'SupportAccess',
        enabledUser: null,
        enabledManager: null,
        enabledAdmin: false,
      }),
    ).toEqual([]);
  });
});

test('role from the path after the employer id', () => {
  expect(roleFromPath('/user/123/payslips')).toBe('user');
  expect(roleFromPath('manager/approvals')).toBe('manager');
  expect(roleFromPath('/employees')).toBe('admin');
  expect(roleFromPath('')).toBe('admin');
  expect(roleFromPath('/users')).toBe('admin');
});
