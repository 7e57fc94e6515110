import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import { type AuditActionOf, type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';

/** Who acts on a run and when: what every use case of the module takes. */
export type RunContext = { scope: EmployerScope; userId: string; audit: AuditContext; now: Date };

export async function auditRun(
  db: Kysely<Database>,
  context: RunContext,
  action: AuditActionOf<'payroll_run'>,
  runId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  const { employerId } = context.scope;
  await recordAuditEvent(db, context.audit, {
    action,
    entityType: 'payroll_run',
    entityId: runId,
    employerId,
    before: before && { employerId, ...before },
    after: after && { employerId, ...after },
  });
}

/** "Förnamn Efternamn", else the e-mail: how a run names the person who created or approved it. */
export async function readPersonName(db: Kysely<Database>, identityId: string): Promise<string> {
  const row = await db
    .selectFrom('identity')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', identityId)
    .executeTakeFirst();
  const name = [row?.first_name, row?.last_name].filter(Boolean).join(' ').trim();
  return name || row?.email || 'Okänd användare';
}
