import type { PrivilegeUpdate } from '@lonsam/domain/privileges/activation';
import type { ActivePrivilegeEntry } from '@lonsam/domain/privileges/privilege-status';
import { type Kysely, sql } from 'kysely';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  findPackaging,
  listPackagingEntries,
  listSystemPrivileges,
  packagingNotFound,
} from './packaging-privileges.ts';
import { planPrivilegeUpdate } from './plan-privilege-update.ts';

/**
 * Applies an operator's privilege update to a packaging. The change is one row that every tenant
 * on the packaging reads on its next request (nothing is cached server-side), so it takes effect
 * for all of them at once. Audited with before and after in the same transaction.
 */
export async function updatePackagingPrivilege(
  db: Kysely<Database>,
  packagingId: string,
  update: PrivilegeUpdate,
  context: AuditContext,
  now: Date,
): Promise<ActivePrivilegeEntry | null> {
  return withTransaction(db, async (trx) => {
    const packaging = await findPackaging(trx, packagingId);
    if (!packaging) throw packagingNotFound();
    // One writer per packaging entry at a time: two operators toggling roles must not lose one change.
    await sql`select pg_advisory_xact_lock(hashtext(${`packaging_privilege:${packagingId}:${update.id}`}))`.execute(
      trx,
    );
    const system = (await listSystemPrivileges(trx)).find((entry) => entry.id === update.id);
    if (!system) {
      throw new AppError({ status: 404, code: 'PRIVILEGE_NOT_FOUND', detail: 'No privilege has this id.' });
    }
    const [before] = await listPackagingEntries(trx, packagingId, update.id);
    const plan = planPrivilegeUpdate(system, before, update, now);
    if (plan.kind === 'rejected') {
      throw new AppError({
        status: 400,
        code: 'PRIVILEGE_NOT_ACTIVATABLE',
        detail: 'Activation needs the privilege enabled for the role and available in the packaging.',
        fieldErrors: plan.fieldErrors,
      });
    }
    // Without an entry nothing is available, so only an all-null update gets here: nothing to store.
    if (!before || !plan.hasChanges) return before ?? null;
    const { next } = plan;
    await trx
      .updateTable('packaging_privilege')
      .set({
        enabled_user: next.user.isEnabled,
        enabled_manager: next.manager.isEnabled,
        enabled_admin: next.admin.isEnabled,
        activated_user_at: next.user.activatedAt,
        activated_manager_at: next.manager.activatedAt,
        activated_admin_at: next.admin.activatedAt,
      })
      .where('packaging_id', '=', packagingId)
      .where('privilege_id', '=', update.id)
      .execute();
    const [after] = await listPackagingEntries(trx, packagingId, update.id);
    await recordAuditEvent(trx, context, {
      action: 'packaging-privilege.updated',
      entityType: 'packaging_privilege',
      entityId: `${packagingId}/${update.id}`,
      before: { packagingId, packagingName: packaging.name, ...before },
      after: { packagingId, packagingName: packaging.name, ...after },
    });
    return after ?? null;
  });
}
