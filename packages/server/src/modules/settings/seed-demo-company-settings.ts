import type { CompanyAddressSettings } from '@lonsam/domain/settings/company-settings';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { COMPANY_ADDRESS_SECTION, COMPANY_INFO_SECTION } from './company-settings.ts';
import { seedSettingsDocument } from './seed-settings-document.ts';

/** A test company's office: a real-looking Stockholm address that belongs to no one in particular. */
export const DEMO_COMPANY_ADDRESS: CompanyAddressSettings = {
  careOf: '',
  streetAddress: 'Storgatan 1',
  postalCode: '111 22',
  city: 'Stockholm',
};

/**
 * Företagsuppgifter and Adress for a test company: an AGI contact person within Skatteverket's limits
 * (the phone is one of PTS's numbers set aside for fiction, 08-46 500 xxx) and the common due date.
 */
export async function insertDemoCompanySettings(trx: Kysely<Database>, employerId: string): Promise<void> {
  const employer = await trx
    .selectFrom('employer')
    .select('name')
    .where('id', '=', employerId)
    .executeTakeFirstOrThrow();
  await seedSettingsDocument(trx, {
    employerId,
    ...COMPANY_INFO_SECTION,
    value: {
      name: employer.name,
      agiContact: { name: 'Lena Lönesson', phone: '08-46 500 123', email: 'lon@exempel.se' },
      agiDeclarationDay: 'twelfth',
    },
  });
  await seedSettingsDocument(trx, { employerId, ...COMPANY_ADDRESS_SECTION, value: DEMO_COMPANY_ADDRESS });
}
