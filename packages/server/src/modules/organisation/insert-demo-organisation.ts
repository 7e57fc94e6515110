import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A test company's head office and two cost centres (issue 16: sample data gets a workplace and two
 * cost centres), inserted in the caller's transaction before the sample employments that refer to
 * them. The address is a real-looking Stockholm office address; the arbetsställenummer is made up
 * (eight digits like SCB's CFAR numbers), as the company is.
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
      workplace_number: '31245786',
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
