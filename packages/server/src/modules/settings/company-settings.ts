import {
  COMPANY_ADDRESS_DEFAULTS,
  COMPANY_INFO_DEFAULTS,
  companyAddressSettingsSchema,
  companyInfoSettingsSchema,
} from '@lonsam/domain/settings/company-settings';
import type { Kysely } from 'kysely';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { AuditContext } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { readSettingsDocument, updateSettingsDocument } from './settings-document.ts';

/** Företagsuppgifter: its name lives on the employer row, the rest in the document. */
export const COMPANY_INFO_SECTION = {
  section: 'company-info',
  schema: companyInfoSettingsSchema,
  defaults: COMPANY_INFO_DEFAULTS,
};

export const COMPANY_ADDRESS_SECTION = {
  section: 'company-address',
  schema: companyAddressSettingsSchema,
  defaults: COMPANY_ADDRESS_DEFAULTS,
};

export async function readCompanyInfo(db: Kysely<Database>, employerId: string) {
  const employer = await db
    .selectFrom('employer')
    .select(['name', 'org_number'])
    .where('id', '=', employerId)
    .executeTakeFirstOrThrow();
  const document = await readSettingsDocument(db, {
    ...COMPANY_INFO_SECTION,
    employerId,
    overlay: { name: employer.name },
  });
  return { ...document, orgNumber: employer.org_number };
}

/**
 * Saves Företagsuppgifter; a new name goes to the employer row in the same transaction. The
 * document keeps a copy of the name, so a rename bumps the version and is in the one audit event.
 */
export async function updateCompanyInfo(
  db: Kysely<Database>,
  input: { scope: EmployerScope; audit: AuditContext; version: number; value: unknown; now?: Date },
) {
  const employerId = input.scope.employerId;
  return withTransaction(db, async (trx) => {
    const employer = await trx
      .selectFrom('employer')
      .select(['name', 'org_number'])
      .where('id', '=', employerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const document = await updateSettingsDocument(trx, {
      ...COMPANY_INFO_SECTION,
      ...input,
      overlay: { name: employer.name },
    });
    if (document.value.name !== employer.name) {
      await trx
        .updateTable('employer')
        .set({ name: document.value.name })
        .where('id', '=', employerId)
        .execute();
    }
    return { ...document, orgNumber: employer.org_number };
  });
}
