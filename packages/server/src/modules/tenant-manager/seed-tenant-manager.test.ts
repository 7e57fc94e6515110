import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-db.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import { GENERATED_OPERATOR_EMAIL, seedTenantManager } from './seed-tenant-manager.ts';

let testDb: TestDatabase;
beforeEach(async () => {
  testDb = await createTestDatabase();
});
afterEach(async () => {
  await testDb.close();
});

function captureLog() {
  const lines: { level: string; message: string }[] = [];
  const log = {
    info: (message: string) => lines.push({ level: 'info', message }),
    warn: (message: string) => lines.push({ level: 'warn', message }),
    error: (message: string) => lines.push({ level: 'error', message }),
  };
  return { lines, log };
}

async function operatorsOf(db: TestDatabase['db']) {
  return db
    .selectFrom('tenant_manager_operator')
    .innerJoin('identity', 'identity.id', 'tenant_manager_operator.identity_id')
    .select(['identity.email', 'identity.password_hash', 'tenant_manager_operator.tenant_manager_id'])
    .execute();
}

describe('seedTenantManager', () => {
  it('creates one tenant manager and the configured operator once, whatever the later variables', async () => {
    const { log } = captureLog();
    const operator = { email: 'drift@exempel.se', password: 'ett långt driftlösenord' };
    const first = await seedTenantManager(testDb.db, { operator, appEnv: 'production', log });
    expect(first).toMatchObject({ kind: 'operator-created', email: operator.email, isGenerated: false });
    const again = await seedTenantManager(testDb.db, {
      operator: { email: 'annan@exempel.se', password: 'ett annat långt lösenord' },
      appEnv: 'production',
      log,
    });
    expect(again).toEqual({ kind: 'unchanged' });
    const operators = await operatorsOf(testDb.db);
    expect(operators).toHaveLength(1);
    expect(operators[0]!.email).toBe(operator.email);
    expect(await verifyPassword(operators[0]!.password_hash, operator.password)).toBe(true);
    expect(await testDb.db.selectFrom('tenant_manager').select('id').execute()).toHaveLength(1);
    const audit = await testDb.db
      .selectFrom('audit_event')
      .select('action')
      .where('entity_type', 'in', ['identity', 'tenant_manager_operator'])
      .execute();
    expect(audit.map((row) => row.action)).toContain('tenant-manager.operator-added');
  });

  it('outside production without variables generates credentials and logs them once', async () => {
    const { lines, log } = captureLog();
    const result = await seedTenantManager(testDb.db, { operator: undefined, appEnv: 'development', log });
    expect(result).toMatchObject({
      kind: 'operator-created',
      email: GENERATED_OPERATOR_EMAIL,
      isGenerated: true,
    });
    expect(lines).toHaveLength(1);
    const password = /password (\S+)/.exec(lines[0]!.message)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(12);
    const [stored] = await operatorsOf(testDb.db);
    expect(await verifyPassword(stored!.password_hash, password!)).toBe(true);
    await seedTenantManager(testDb.db, { operator: undefined, appEnv: 'development', log });
    expect(lines).toHaveLength(1);
  });

  it('in production without variables creates no account, says so, and takes the variables on a later start', async () => {
    const { lines, log } = captureLog();
    const result = await seedTenantManager(testDb.db, { operator: undefined, appEnv: 'production', log });
    expect(result.kind).toBe('no-operator');
    expect(lines[0]).toMatchObject({ level: 'error' });
    expect(await operatorsOf(testDb.db)).toEqual([]);
    const later = await seedTenantManager(testDb.db, {
      operator: { email: 'drift@exempel.se', password: 'ett långt driftlösenord' },
      appEnv: 'production',
      log,
    });
    expect(later).toMatchObject({ kind: 'operator-created' });
    expect(await testDb.db.selectFrom('tenant_manager').select('id').execute()).toHaveLength(1);
  });

  it('lists an existing account with that email as operator without touching its password', async () => {
    const existing = await testDb.db
      .insertInto('identity')
      .values({ email: 'drift@exempel.se', password_hash: 'kept-hash' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { log } = captureLog();
    const result = await seedTenantManager(testDb.db, {
      operator: { email: 'drift@exempel.se', password: 'ett långt driftlösenord' },
      appEnv: 'production',
      log,
    });
    expect(result.kind).toBe('existing-identity-linked');
    const [stored] = await operatorsOf(testDb.db);
    expect(stored!.password_hash).toBe('kept-hash');
    expect(
      await testDb.db.selectFrom('identity').select('id').where('id', '=', existing.id).execute(),
    ).toHaveLength(1);
  });
});
