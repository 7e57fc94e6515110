import type { ColumnType } from 'kysely';

/** Kysely types of the company settings (migration 0058, docs/settings.md). */
export type SettingsTables = {
  employer_setting: EmployerSettingTable;
};

/** One section's settings document per employer. */
export type EmployerSettingTable = {
  employer_id: string;
  section: string;
  version: number;
  /** Written as JSON text, read back as the parsed document. */
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
};
