import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type BillingOptions = {
  customers: { id: string; name: string; packaging: { id: string; name: string }[] }[];
};

/**
 * The customers a new company can be billed to, each with the packagings it may buy. Every
 * signed-in identity sees every customer for now: customer membership arrives with partner
 * onboarding. Customers without a packaging are left out (nothing could be chosen).
 */
export async function listBillingOptions(db: Kysely<Database>): Promise<BillingOptions> {
  const rows = await db
    .selectFrom('customer')
    .innerJoin('customer_packaging', 'customer_packaging.customer_id', 'customer.id')
    .innerJoin('packaging', 'packaging.id', 'customer_packaging.packaging_id')
    .select([
      'customer.id as customerId',
      'customer.name as customerName',
      'packaging.id as packagingId',
      'packaging.name as packagingName',
    ])
    .orderBy('customer.name')
    .orderBy('packaging.name')
    .execute();
  const customers = new Map<string, BillingOptions['customers'][number]>();
  for (const row of rows) {
    let customer = customers.get(row.customerId);
    if (!customer) {
      customer = { id: row.customerId, name: row.customerName, packaging: [] };
      customers.set(row.customerId, customer);
    }
    customer.packaging.push({ id: row.packagingId, name: row.packagingName });
  }
  return { customers: [...customers.values()] };
}
