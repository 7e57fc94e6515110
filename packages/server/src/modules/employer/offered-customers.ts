import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { STANDARD_CUSTOMER } from '../privileges/index.ts';

/**
 * The customers an identity may bill a new company to (issue 23): the self-service customer that
 * every sign-up buys from (Lönsam Direkt), and the customers of the companies it administers. A
 * partner's customer is therefore offered only to that partner's admins, never to everyone signed in.
 */
export function isOfferedTo(identityId: string) {
  return (eb: ExpressionBuilder<Database, 'customer'>) =>
    eb.or([
      eb('customer.id', '=', STANDARD_CUSTOMER.id),
      eb(
        'customer.id',
        'in',
        eb
          .selectFrom('employer')
          .innerJoin('employer_identity_role', 'employer_identity_role.employer_id', 'employer.id')
          .select('employer.customer_id')
          .where('employer_identity_role.identity_id', '=', identityId)
          .where('employer_identity_role.role', '=', 'admin'),
      ),
    ]);
}

export async function isCustomerOfferedTo(
  db: Kysely<Database>,
  identityId: string,
  customerId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('customer')
    .select('customer.id')
    .where('customer.id', '=', customerId)
    .where(isOfferedTo(identityId))
    .executeTakeFirst();
  return row !== undefined;
}
