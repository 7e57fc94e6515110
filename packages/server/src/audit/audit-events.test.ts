import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  type AuditActionOf,
  type AuditEvent,
  NON_EMPLOYER_ENTITY_TYPES,
} from './audit-events.ts';

// The type checks below bite in `npm run check` (tsc -b): an unused @ts-expect-error is an error.
describe('typed audit events', () => {
  it('tie each action to its entity type and refuse unknown actions', () => {
    const ok: AuditEvent = {
      action: 'employer.created',
      entityType: 'employer',
      entityId: 'x',
      employerId: 'x',
      before: null,
      after: {},
    };
    // @ts-expect-error a misspelt action is no audit event
    const misspelt: AuditEvent = { ...ok, action: 'employer.craeted' };
    // @ts-expect-error an employee action filed under the employer
    const misfiled: AuditEvent = { ...ok, action: 'employee.created' };
    expect([misspelt.action, misfiled.action]).toEqual(['employer.craeted', 'employee.created']);
    expectTypeOf<AuditActionOf<'identity'>>().toEqualTypeOf<
      | 'identity.created-by-email'
      | 'identity.created-by-bankid'
      | 'identity.password-reset'
      | 'identity.bankid-linked'
      | 'identity.email-linked'
    >();
  });

  it('need the employer for a company’s entity and refuse one for an identity', () => {
    // @ts-expect-error a company's event without its employer would drop out of the process history
    const forgotten: AuditEvent = {
      action: 'dimension-object.deleted',
      entityType: 'dimension_object',
      entityId: 'x',
      before: {},
      after: null,
    };
    const identity: AuditEvent = {
      action: 'identity.password-reset',
      entityType: 'identity',
      entityId: 'x',
      before: null,
      after: null,
    };
    // @ts-expect-error an identity is a person across companies, never one company's
    const misplaced: AuditEvent = { ...identity, employerId: 'x' };
    expect([forgotten.action, misplaced.action]).toEqual([
      'dimension-object.deleted',
      'identity.password-reset',
    ]);
    for (const type of NON_EMPLOYER_ENTITY_TYPES) expect(Object.values(AUDIT_ACTIONS)).toContain(type);
  });

  it('name every action <entity>.<what happened>', () => {
    for (const action of Object.keys(AUDIT_ACTIONS)) expect(action).toMatch(/^[a-z-]+\.[a-z-]+$/);
  });
});
