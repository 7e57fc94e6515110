import type { ColumnType, Generated } from 'kysely';

/** The tables Kysely knows about; each migration that adds a table adds it here. */
export type Database = {
  app_meta: AppMetaTable;
};

export type AppMetaTable = {
  id: Generated<number>;
  installation_id: ColumnType<string, string | undefined, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};
