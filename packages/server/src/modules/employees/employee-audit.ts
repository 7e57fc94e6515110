import type { employeeAuditEntry } from '@lonsam/domain/contracts/employees/list-employee-audit';
import { findAuditVisibilityRule } from '@lonsam/domain/employees/employee-visibility';
import { showVisibleChange } from '@lonsam/domain/privileges/field-visibility';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { findVisibleEmployee } from './employee-access.ts';
import { readableBy } from './employee-view.ts';

export type EmployeeAuditEntry = z.output<typeof employeeAuditEntry>;

/**
 * The employee's audit trail, newest first (at most 500). The audit stores everything; each entry is
 * shown through the visibility rule of the resource it records (employee, employment or salary row),
 * so it never shows a field that resource's GET hides from the caller.
 */
export async function listEmployeeAudit(
  db: Kysely<Database>,
  scope: EmployerScope,
  employeeId: string,
): Promise<EmployeeAuditEntry[]> {
  await findVisibleEmployee(db, scope, employeeId);
  const events = await db
    .selectFrom('audit_event')
    .leftJoin('identity', 'identity.id', 'audit_event.actor_identity_id')
    .select([
      'audit_event.id',
      'audit_event.occurred_at',
      'audit_event.action',
      'audit_event.before',
      'audit_event.after',
      'identity.email as actor_email',
      'identity.first_name as actor_first_name',
      'identity.last_name as actor_last_name',
    ])
    .where('audit_event.entity_type', '=', 'employee')
    .where('audit_event.entity_id', '=', employeeId)
    .orderBy('audit_event.id', 'desc')
    .limit(500)
    .execute();
  const readable = readableBy(scope);
  return events.map((event) => {
    const rule = findAuditVisibilityRule(event.action);
    const change = rule
      ? showVisibleChange(rule, event.before, event.after, readable)
      : { before: null, after: null, hiddenChanges: true };
    return {
      id: event.id,
      occurredAt: event.occurred_at.toISOString(),
      action: event.action,
      actor:
        [event.actor_first_name, event.actor_last_name].filter(Boolean).join(' ') ||
        event.actor_email ||
        null,
      // auditEmployee stores a record or null on each side.
      ...(change as Pick<EmployeeAuditEntry, 'before' | 'after' | 'hiddenChanges'>),
    };
  });
}
