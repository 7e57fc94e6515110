import type {
  SalaryTypeDetailView,
  SalaryTypeView,
} from '@lonsam/domain/contracts/salary-types/salary-type-shapes';
import { latestVersion, STANDARD_VERSION_START } from '@lonsam/domain/salary-types/effective-salary-type';
import type { SalaryTypeKind, SalaryTypeUnit } from '@lonsam/domain/salary-types/salary-type-enums';
import type { SalaryTypeTreatment, SalaryTypeVersion } from '@lonsam/domain/salary-types/salary-type-schema';
import { STANDARD_SALARY_TYPES } from '@lonsam/domain/salary-types/standard-salary-types';
import { findEffective } from '@lonsam/domain/time/effective-dating';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SalaryTypeTable } from '../../db/tables/salary-type-tables.ts';
import { AppError } from '../../errors/app-error.ts';

type SalaryTypeRow = Selectable<SalaryTypeTable>;

function toView(row: SalaryTypeRow, versions: SalaryTypeVersion[], date: string): SalaryTypeView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind as SalaryTypeKind,
    unit: row.unit as SalaryTypeUnit,
    debitAccount: row.debit_account,
    creditAccount: row.credit_account,
    reportable: row.reportable,
    active: row.active,
    isStandard: row.is_standard,
    version: row.version,
    current: findEffective(versions, date) ?? null,
    latestValidFrom: latestVersion(versions)?.validFrom ?? STANDARD_VERSION_START,
  };
}

/** Every version of the given types, oldest first, grouped by type id. */
async function loadVersions(
  db: Kysely<Database>,
  typeIds: string[],
): Promise<Map<string, SalaryTypeVersion[]>> {
  const byType = new Map<string, SalaryTypeVersion[]>();
  if (typeIds.length === 0) return byType;
  const rows = await db
    .selectFrom('salary_type_version')
    .select(['salary_type_id', 'valid_from', 'treatment'])
    .where('salary_type_id', 'in', typeIds)
    .orderBy('valid_from')
    .execute();
  for (const row of rows) {
    const versions = byType.get(row.salary_type_id) ?? [];
    versions.push({ validFrom: row.valid_from, treatment: row.treatment as SalaryTypeTreatment });
    byType.set(row.salary_type_id, versions);
  }
  return byType;
}

/** The company's types by code, with the version in force on `date`. */
export async function listSalaryTypeViews(
  db: Kysely<Database>,
  employerId: string,
  date: string,
): Promise<SalaryTypeView[]> {
  const rows = await db.selectFrom('salary_type').selectAll().where('employer_id', '=', employerId).execute();
  const versions = await loadVersions(
    db,
    rows.map((row) => row.id),
  );
  return rows
    .sort((a, b) => Number(a.code) - Number(b.code))
    .map((row) => toView(row, versions.get(row.id) ?? [], date));
}

/** One type with all its versions; another company's type is as unknown as a missing one (404). */
export async function findSalaryType(
  db: Kysely<Database>,
  employerId: string,
  salaryTypeId: string,
  date: string,
  options: { forUpdate?: boolean } = {},
): Promise<SalaryTypeDetailView> {
  let query = db
    .selectFrom('salary_type')
    .selectAll()
    .where('employer_id', '=', employerId)
    .where('id', '=', salaryTypeId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row)
    throw new AppError({ status: 404, code: 'SALARY_TYPE_NOT_FOUND', detail: 'No such salary type.' });
  const versions = (await loadVersions(db, [row.id])).get(row.id) ?? [];
  return { ...toView(row, versions, date), versions };
}

export async function listTakenCodes(db: Kysely<Database>, employerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('salary_type')
    .select('code')
    .where('employer_id', '=', employerId)
    .execute();
  return rows.map((row) => row.code);
}

/**
 * Gives a new company the standard catalogue (migration 0062 did the same for the companies that
 * existed then), every type with one version that has always applied.
 */
export async function seedStandardSalaryTypes(db: Kysely<Database>, employerId: string): Promise<number> {
  const inserted = await db
    .insertInto('salary_type')
    .values(
      STANDARD_SALARY_TYPES.map((type) => ({
        employer_id: employerId,
        code: type.code,
        name: type.name,
        kind: type.kind,
        unit: type.unit,
        debit_account: type.debitAccount,
        credit_account: type.creditAccount,
        reportable: type.reportable,
        is_standard: true,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const idByCode = new Map(inserted.map((row) => [row.code, row.id]));
  await db
    .insertInto('salary_type_version')
    .values(
      STANDARD_SALARY_TYPES.map((type) => ({
        salary_type_id: idByCode.get(type.code)!,
        valid_from: STANDARD_VERSION_START,
        treatment: JSON.stringify(type.treatment),
      })),
    )
    .execute();
  return inserted.length;
}
