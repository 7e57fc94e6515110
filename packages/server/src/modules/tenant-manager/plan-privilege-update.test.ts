import type { ActivePrivilegeEntry, PrivilegeEntry } from '@lonsam/domain/privileges/privilege-status';
import { describe, expect, it } from 'vitest';
import { planPrivilegeUpdate } from './plan-privilege-update.ts';

const system: PrivilegeEntry = {
  id: 'Employee.Register',
  valueStream: 'CorePayroll',
  enabledUser: false,
  enabledManager: true,
  enabledAdmin: true,
};
const earlier = '2026-01-01T00:00:00.000Z';
const entry: ActivePrivilegeEntry = {
  ...system,
  enabledUser: false,
  enabledManager: false,
  enabledAdmin: true,
  availableUser: true,
  availableManager: true,
  availableAdmin: true,
  activatedUserAt: null,
  activatedManagerAt: null,
  activatedAdminAt: earlier,
};
const now = new Date('2026-11-22T10:00:00.000Z');

describe('planPrivilegeUpdate', () => {
  it('stamps a first activation with now and keeps an earlier stamp when toggling', () => {
    const plan = planPrivilegeUpdate(
      system,
      entry,
      { id: entry.id, enabledUser: null, enabledManager: true, enabledAdmin: false },
      now,
    );
    expect(plan).toEqual({
      kind: 'ok',
      hasChanges: true,
      next: {
        user: { isEnabled: false, activatedAt: null },
        manager: { isEnabled: true, activatedAt: now.toISOString() },
        admin: { isEnabled: false, activatedAt: earlier },
      },
    });
  });

  it('rejects a role that is available but not enabled in the system entry', () => {
    const plan = planPrivilegeUpdate(
      system,
      entry,
      { id: entry.id, enabledUser: true, enabledManager: null, enabledAdmin: true },
      now,
    );
    expect(plan).toMatchObject({ kind: 'rejected', fieldErrors: { enabledUser: [expect.any(String)] } });
  });

  it('rejects every activation when the packaging has no entry, and does nothing for all-null', () => {
    expect(
      planPrivilegeUpdate(
        system,
        undefined,
        { id: entry.id, enabledUser: null, enabledManager: null, enabledAdmin: true },
        now,
      ).kind,
    ).toBe('rejected');
    expect(
      planPrivilegeUpdate(
        system,
        undefined,
        { id: entry.id, enabledUser: null, enabledManager: null, enabledAdmin: null },
        now,
      ),
    ).toMatchObject({ kind: 'ok', hasChanges: false });
  });

  it('clears the stamp and the switch of a role sent as null', () => {
    const plan = planPrivilegeUpdate(
      system,
      entry,
      { id: entry.id, enabledUser: null, enabledManager: null, enabledAdmin: null },
      now,
    );
    expect(plan).toMatchObject({
      kind: 'ok',
      hasChanges: true,
      next: { admin: { isEnabled: false, activatedAt: null } },
    });
  });
});
