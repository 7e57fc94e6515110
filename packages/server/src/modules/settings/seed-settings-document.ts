import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { SettingsSectionDefinition } from './settings-document.ts';

type Seed<Schema extends z.ZodType> = Pick<SettingsSectionDefinition<Schema>, 'section' | 'schema'> & {
  employerId: string;
  value: z.input<Schema>;
};

/**
 * A section's first document for a new company's sample data (version 1, checked by the schema).
 * It runs inside the company's creation, which the `employer.created` audit event records, so it
 * writes no event of its own; an existing document is left as it is.
 */
export async function seedSettingsDocument<Schema extends z.ZodType>(
  trx: Kysely<Database>,
  seed: Seed<Schema>,
): Promise<void> {
  const value = seed.schema.parse(seed.value);
  await trx
    .insertInto('employer_setting')
    .values({ employer_id: seed.employerId, section: seed.section, version: 1, value: JSON.stringify(value) })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
