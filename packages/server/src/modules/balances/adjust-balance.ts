import type { BalanceAdjustment } from '@lonsam/domain/contracts/balances/balance-shapes';
import type { BalanceKind, BalancePayload } from '@lonsam/domain/events/event-schema';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { AuditContext } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { createEvent, decideEvents } from '../events/index.ts';

/** The details privilege that shows (and so may change) each kind's balance. */
const DETAILS: Record<BalanceKind, PrivilegeId> = {
  'vacation-days': 'Employee.Balances.Details.Vacation',
  'saved-vacation-days': 'Employee.Balances.Details.Vacation',
  'comp-time': 'Employee.Balances.Details.CompTime',
  flex: 'Employee.Balances.Details.FlexTime',
};

export function adjustmentForbidden(): AppError {
  return new AppError({
    status: 403,
    code: 'BALANCE_ADJUSTMENT_FORBIDDEN',
    detail: 'Your role may not adjust this balance.',
  });
}

/** Whether the role may adjust a kind of balance from the balances tab. */
export function mayAdjust(scope: EmployerScope, balance: BalanceKind): boolean {
  const write = { requiresWrite: true };
  return (
    hasPrivilege(scope.privileges, 'Employee.Events.Report.Balances', write) &&
    hasPrivilege(scope.privileges, 'Employee.Events.Attestation', write) &&
    hasPrivilege(scope.privileges, DETAILS[balance])
  );
}

/**
 * A manual adjustment with a reason (docs/balances.md *Adjustments*): a balance event reported and
 * attested in one transaction by the same admin or manager, each step audited as any event's
 * (`event.reported`, `event.attested`). Attested, it counts in the balance at once; the events'
 * own rules apply (the employment must be the caller's to see, 404 otherwise; a manager never
 * attests their own, 403).
 */
export async function adjustBalance(
  db: Kysely<Database>,
  input: {
    scope: EmployerScope;
    audit: AuditContext;
    now: Date;
    employmentId: string;
    adjustment: Omit<BalancePayload, 'kind'>;
  },
): Promise<BalanceAdjustment> {
  const { scope, audit, now } = input;
  if (!mayAdjust(scope, input.adjustment.balance)) throw adjustmentForbidden();
  const payload: BalancePayload = { kind: 'balance', ...input.adjustment };
  return withTransaction(db, async (trx) => {
    const reported = await createEvent(trx, { scope, audit, now, employmentId: input.employmentId, payload });
    await decideEvents(trx, {
      scope,
      audit,
      now,
      decision: 'attest',
      events: [{ eventId: reported.id, version: reported.version }],
    });
    return {
      eventId: reported.id,
      balance: payload.balance,
      date: payload.date,
      change: payload.change,
      reason: payload.reason,
    };
  });
}
