import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-db.ts';
import {
  type BankIdDb,
  consumeLoginToken,
  createLoginToken,
  LOGIN_TOKEN_TTL_MS,
  withBankIdTables,
} from './bankid-store.ts';

let testDb: TestDatabase;
let db: BankIdDb;
const person = { personnummer: '198503120826', givenName: 'Anna', surname: 'Andersson' };

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = withBankIdTables(testDb.db);
});

afterAll(async () => {
  await testDb?.close();
});

describe('one-time BankID tokens', () => {
  it('are good once', async () => {
    const now = new Date();
    const token = await createLoginToken(db, person, 'lonsam', now);
    expect(await consumeLoginToken(db, token, now)).toEqual({ ...person, brand: 'lonsam' });
    expect(await consumeLoginToken(db, token, now)).toBeUndefined();
  });

  it('expire after a minute', async () => {
    const now = new Date();
    const token = await createLoginToken(db, person, 'lonsam', now);
    expect(await consumeLoginToken(db, token, new Date(now.getTime() + LOGIN_TOKEN_TTL_MS))).toBeUndefined();
  });

  it('are stored only as hashes', async () => {
    const token = await createLoginToken(db, person, 'lonsam');
    const rows = await db.selectFrom('bankid_token').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('let only one of two racing finalize calls win', async () => {
    const token = await createLoginToken(db, person, 'lonsam');
    const results = await Promise.all([consumeLoginToken(db, token), consumeLoginToken(db, token)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
