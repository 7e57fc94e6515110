import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A test company's head office and two cost centres (issue 16: sample data gets a workplace and two
 * cost centres), inserted in the caller's transaction before the sample employments that refer to
 * them. The address is a real-looking Stockholm office address; the arbetsställenummer is 00001,
 * what SCB says to give when there is one workplace and the payroll system wants a value.
 */
export async function insertDemoOrganisation(trx: Kysely<Database>, employerId: string): Promise<void> {
  await trx
    .insertInto('workplace')
    .values({
      employer_id: employerId,
      name: 'Huvudkontoret',
      street_address: 'Sveavägen 44',
      postal_code: '111 34',
      city: 'Stockholm',
      workplace_number: '00001',
    })
    .execute();
  await trx
    .insertInto('dimension_object')
    .values([
      { employer_id: employerId, dimension: 'cost-centre', code: '100', name: 'Administration' },
      { employer_id: employerId, dimension: 'cost-centre', code: '200', name: 'Försäljning' },
    ])
    .execute();
}
