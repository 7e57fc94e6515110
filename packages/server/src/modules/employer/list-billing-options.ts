import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isOfferedTo } from './offered-customers.ts';

export type BillingOptions = {
  customers: {
    id: string;
    name: string;
    packaging: { id: string; name: string; description: string }[];
    /** The packaging to preselect, when the customer names one. */
    defaultPackagingId: string | null;
  }[];
};

/**
 * The customers the identity may bill a new company to (`isOfferedTo`: the self-service customer and
 * the customers of companies it administers), each with the packagings it may buy. Customers without
 * a packaging are left out (nothing could be chosen).
 *
 * Packagings come smallest first: there is no price in the data, so size is the number of
 * privileges the packaging enables for some role. The standard ones grow by value stream (Lön Bas,
 * Lön Plus, Lön Komplett, HR Komplett), so this reads as a price ladder, and it follows an
 * operator's edits instead of a fixed list. Equal sizes fall back to the name, to stay stable.
 */
export async function listBillingOptions(db: Kysely<Database>, identityId: string): Promise<BillingOptions> {
  const rows = await db
    .selectFrom('customer')
    .innerJoin('customer_packaging', 'customer_packaging.customer_id', 'customer.id')
    .innerJoin('packaging', 'packaging.id', 'customer_packaging.packaging_id')
    .select([
      'customer.id as customerId',
      'customer.name as customerName',
      'packaging.id as packagingId',
      'packaging.name as packagingName',
      'packaging.description as packagingDescription',
      'customer_packaging.is_default as isDefault',
      (eb) =>
        eb
          .selectFrom('packaging_privilege')
          .select((inner) => inner.fn.countAll().as('count'))
          .whereRef('packaging_privilege.packaging_id', '=', 'packaging.id')
          .where((inner) =>
            inner.or([
              inner('packaging_privilege.enabled_user', '=', true),
              inner('packaging_privilege.enabled_manager', '=', true),
              inner('packaging_privilege.enabled_admin', '=', true),
            ]),
          )
          .as('size'),
    ])
    .where(isOfferedTo(identityId))
    .orderBy('customer.name')
    .orderBy('size')
    .orderBy('packaging.name')
    .execute();
  const customers = new Map<string, BillingOptions['customers'][number]>();
  for (const row of rows) {
    let customer = customers.get(row.customerId);
    if (!customer) {
      customer = { id: row.customerId, name: row.customerName, packaging: [], defaultPackagingId: null };
      customers.set(row.customerId, customer);
    }
    if (row.isDefault) customer.defaultPackagingId = row.packagingId;
    customer.packaging.push({
      id: row.packagingId,
      name: row.packagingName,
      description: row.packagingDescription,
    });
  }
  return { customers: [...customers.values()] };
}
