import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { AppEnv } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { createIdentityWithPassword, findIdentityByEmail, hashPassword } from '../auth/index.ts';
import { addOperator, createTenantManager } from './operators.ts';

export const DEFAULT_TENANT_MANAGER_NAME = 'Lönsam drift';
export const GENERATED_OPERATOR_EMAIL = 'operator@lonsam.local';

type SeedLog = {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string) => void;
};

export type SeedTenantManagerOptions = {
  operator: { email: string; password: string } | undefined;
  appEnv: AppEnv;
  log: SeedLog;
};

export type SeedTenantManagerResult =
  | { kind: 'unchanged' }
  | { kind: 'operator-created'; tenantManagerId: string; email: string; isGenerated: boolean }
  | { kind: 'existing-identity-linked'; tenantManagerId: string; email: string }
  | { kind: 'no-operator'; tenantManagerId: string };

// Two app processes starting on one PostgreSQL must not both create the first tenant manager.
const SEED_LOCK_KEY = 'lonsam.seed-tenant-manager';

/**
 * Start-up seed of the operator area, run on every start and idempotent:
 * - a fresh installation gets one tenant manager;
 * - while no tenant manager has an operator, an operator account is created from
 *   OPERATOR_EMAIL/OPERATOR_PASSWORD, or outside production from generated credentials that are
 *   logged once (they are never stored in clear). An existing identity with that email is listed as
 *   operator as it is: its password is never overwritten.
 * Once any operator exists the variables are ignored; further operators are added with `addOperator`.
 */
export async function seedTenantManager(
  db: Kysely<Database>,
  options: SeedTenantManagerOptions,
): Promise<SeedTenantManagerResult> {
  if (await hasAnyOperator(db)) return { kind: 'unchanged' };
  const credentials =
    options.operator ?? (options.appEnv === 'production' ? undefined : generateCredentials());
  // Hashing costs tens of milliseconds; do it before taking the lock, and only when it may be needed.
  const passwordHash = credentials ? await hashPassword(credentials.password) : undefined;

  const result = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${SEED_LOCK_KEY}))`.execute(trx);
    const tenantManagerId =
      (await trx.selectFrom('tenant_manager').select('id').orderBy('created_at').executeTakeFirst())?.id ??
      (await createTenantManager(trx, DEFAULT_TENANT_MANAGER_NAME));
    if (await hasAnyOperator(trx)) return { kind: 'unchanged' } as const;
    if (!credentials || !passwordHash) return { kind: 'no-operator', tenantManagerId } as const;

    const context = { actorIdentityId: null, requestId: null };
    const existing = await findIdentityByEmail(trx, credentials.email);
    const identityId =
      existing?.id ??
      (await createIdentityWithPassword(trx, { email: credentials.email, passwordHash }, context)).id;
    await addOperator(trx, { tenantManagerId, identityId }, context);
    return existing
      ? ({ kind: 'existing-identity-linked', tenantManagerId, email: credentials.email } as const)
      : ({
          kind: 'operator-created',
          tenantManagerId,
          email: credentials.email,
          isGenerated: options.operator === undefined,
        } as const);
  });

  reportSeedResult(result, credentials, options.log);
  return result;
}

async function hasAnyOperator(db: Kysely<Database>): Promise<boolean> {
  return (
    (await db.selectFrom('tenant_manager_operator').select('identity_id').executeTakeFirst()) !== undefined
  );
}

function generateCredentials(): { email: string; password: string } {
  return { email: GENERATED_OPERATOR_EMAIL, password: randomBytes(18).toString('base64url') };
}

function reportSeedResult(
  result: SeedTenantManagerResult,
  credentials: { email: string; password: string } | undefined,
  log: SeedLog,
): void {
  switch (result.kind) {
    case 'unchanged':
      return;
    case 'no-operator':
      log.error(
        'Tenant management has no operator: set OPERATOR_EMAIL and OPERATOR_PASSWORD and restart to create one.',
      );
      return;
    case 'existing-identity-linked':
      log.info(`Tenant management: the existing account ${result.email} is now an operator.`);
      return;
    case 'operator-created':
      if (result.isGenerated && credentials) {
        // Once, in the message text: the logger redacts `password` fields, and the clear password
        // is stored nowhere, so this line is the only way to learn it.
        log.warn(
          `Tenant management operator created: email ${credentials.email}, password ${credentials.password} ` +
            `(shown once; open /tenant-manager/${result.tenantManagerId} after signing in)`,
        );
      } else {
        log.info(`Tenant management operator created: ${result.email}.`);
      }
  }
}
