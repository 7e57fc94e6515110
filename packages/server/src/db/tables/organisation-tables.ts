import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migrations 0059 (workplace) and 0060 (dimension_object). */
export type OrganisationTables = {
  workplace: WorkplaceTable;
  dimension_object: DimensionObjectTable;
};

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type WorkplaceTable = {
  id: Generated<string>;
  employer_id: string;
  name: string;
  street_address: string | null;
  postal_code: string | null;
  city: string | null;
  workplace_number: string | null;
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
};

export type DimensionObjectTable = {
  id: Generated<string>;
  employer_id: string;
  dimension: 'cost-centre' | 'project';
  code: string;
  name: string;
  active: Generated<boolean>;
  version: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
};
