import type { Migration } from 'kysely/migration';
import * as appMeta from './0001-app-meta.ts';

/**
 * Every migration, in order. Forward only: a migration has `up` and never `down`; a fix is a new
 * migration. Listed statically so that no directory scan depends on the working directory.
 */
export const migrations: Record<string, Migration> = {
  '0001-app-meta': appMeta,
};
