import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Whether the identity is listed as an operator of that tenant manager (the operator tree's check). */
export async function isOperatorOf(
  db: Kysely<Database>,
  identityId: string,
  tenantManagerId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('tenant_manager_operator')
    .select('identity_id')
    .where('identity_id', '=', identityId)
    .where('tenant_manager_id', '=', tenantManagerId)
    .executeTakeFirst();
  return row !== undefined;
}
