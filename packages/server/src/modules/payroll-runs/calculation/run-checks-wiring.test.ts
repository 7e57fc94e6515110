import { payoutSettingsSchema } from '@lonsam/domain/settings/payout-settings';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/test-db.ts';
import { seedSettingsDocument } from '../../settings/index.ts';
import {
  completeNewRun,
  createPayrollCompany,
  type InsertedEmployment,
  insertAttestedEvent,
  insertPayrollEmployee,
  TABLE_33,
} from './testing/calculation-test-setup.ts';

// The run's checks that need more than the payslip (checks.ts), as a calculation job sees them: each
// employee below has one reason, March 2026, Utbetalning's lowest hourly wage 250 kr and the
// default 20 % gross change:
// - Anna: no tax table or decision → NO_TAX_DECISION (blocking);
// - Bo: no bank account → NO_BANK_ACCOUNT (blocking);
// - Cia: Nordea 3300 and a personnummer account whose check digit is wrong (850312-0077) →
//   NO_BANK_ACCOUNT (blocking);
// - Dan: hourly, 200 kr an hour from 2026-01-01 (an older row of 300 kr ended 2025-12-31), paid
//   his schedule's 176 hours (35 200 kr) → BELOW_HOURLY_MINIMUM (the wage at the period's end,
//   200 < 250);
// - Eva: an outlay of 500 kr on 10 March that is reported but not attested → UNATTESTED_EVENTS;
// - Fia: February completed at 35 000 kr, March 50 000 kr → GROSS_CHANGED (+43 %, over 20 %);
// - Gus: 35 000 kr, nothing to say.

let testDb: TestDatabase;
let db: Kysely<Database>;
let employerId: string;
const people: Record<string, InsertedEmployment> = {};

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  employerId = await createPayrollCompany(db);
  await seedSettingsDocument(db, {
    employerId,
    section: 'payout',
    schema: payoutSettingsSchema,
    value: { minimumHourlyWageOre: 25_000 },
  });
  const monthly = { birthDate: '1985-04-12', tax: TABLE_33, salary: 3_500_000 };
  people.anna = await insertPayrollEmployee(db, employerId, { ...monthly, firstName: 'Anna', tax: null });
  people.bo = await insertPayrollEmployee(db, employerId, {
    ...monthly,
    firstName: 'Bo',
    bankAccount: false,
  });
  people.cia = await insertPayrollEmployee(db, employerId, { ...monthly, firstName: 'Cia' });
  await sql`update employee set account_number = '8503120077' where id = ${people.cia.employeeId}`.execute(
    db,
  );
  people.dan = await insertPayrollEmployee(db, employerId, {
    ...monthly,
    firstName: 'Dan',
    salaryForm: 'hourly',
    salary: [
      { validFrom: '2020-01-01', validTo: '2025-12-31', amountOre: 30_000 },
      { validFrom: '2026-01-01', validTo: null, amountOre: 20_000 },
    ],
  });
  people.eva = await insertPayrollEmployee(db, employerId, { ...monthly, firstName: 'Eva' });
  const outlay = await insertAttestedEvent(
    db,
    employerId,
    people.eva,
    { kind: 'transaction', salaryTypeCode: '720', date: '2026-03-10', amountOre: 50_000 },
    { fromDate: '2026-03-10', toDate: '2026-03-10' },
  );
  await db.updateTable('event').set({ state: 'reported' }).where('id', '=', outlay).execute();
  people.fia = await insertPayrollEmployee(db, employerId, {
    ...monthly,
    firstName: 'Fia',
    salary: [
      { validFrom: '2020-01-01', validTo: '2026-02-28', amountOre: 3_500_000 },
      { validFrom: '2026-03-01', validTo: null, amountOre: 5_000_000 },
    ],
  });
  people.gus = await insertPayrollEmployee(db, employerId, { ...monthly, firstName: 'Gus' });
  await completeNewRun(db, employerId, {
    period: '2026-02',
    payDate: '2026-02-25',
    employmentIds: [people.fia.employmentId],
  });
});

afterAll(async () => {
  await testDb.close();
});

describe('the run’s checks in a calculation', () => {
  it('flag each employee for their own reason, with its severity', async () => {
    const runId = await completeNewRun(db, employerId, {
      period: '2026-03',
      payDate: '2026-03-25',
      calculateOnly: true,
    });
    const rows = await db
      .selectFrom('payslip')
      .select(['employment_id', 'checks'])
      .where('run_id', '=', runId)
      .execute();
    const codes = (who: InsertedEmployment) =>
      (
        rows.find((row) => row.employment_id === who.employmentId)!.checks as {
          code: string;
          severity: string;
        }[]
      )
        .map((check) => `${check.code}:${check.severity}`)
        .sort();
    expect(codes(people.anna!)).toEqual(['NO_TAX_DECISION:blocking']);
    expect(codes(people.bo!)).toEqual(['NO_BANK_ACCOUNT:blocking']);
    expect(codes(people.cia!)).toEqual(['NO_BANK_ACCOUNT:blocking']);
    expect(codes(people.dan!)).toEqual(['BELOW_HOURLY_MINIMUM:warning']);
    expect(codes(people.eva!)).toEqual(['UNATTESTED_EVENTS:warning']);
    expect(codes(people.fia!)).toEqual(['GROSS_CHANGED:warning']);
    expect(codes(people.gus!)).toEqual([]);
  });
});
