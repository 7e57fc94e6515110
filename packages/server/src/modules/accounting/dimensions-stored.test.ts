import type { Voucher } from '@lonsam/domain/accounting/salary-voucher-types';
import { parseSie } from '@lonsam/domain/files/sie/sie-parser';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerScope } from '../../access/employer-scope.ts';
import type { Database } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../db/test-db.ts';
import {
  completeNewRun,
  createPayrollCompany,
  type InsertedEmployment,
  insertPayrollEmployee,
  TABLE_33,
} from '../payroll-runs/calculation/testing/calculation-test-setup.ts';
import { costByMonth, payrollJournal } from '../reports/report-queries.ts';
import { buildRunVouchers } from './run-vouchers.ts';
import { exportSie } from './sie-export.ts';

/*
 * The cost centre and project are stored with the payslip at calculation (issue 21), so a
 * completed run's salary voucher, its SIE file and the Lönekostnad report keep them when the
 * employee is moved afterwards. Kim: 35 000 kr a month, no pension, born 1985 (full employer
 * contributions, 31,42 %: 0,3142 × 35 000 = 10 997,00 kr), in cost centre 100 Kontoret and project
 * P1 Bygget when the March run is calculated and completed; then moved to 200 Lagret and P2
 * Butiken. March keeps 100/P1 everywhere; an April run calculated after the move books 200/P2.
 */

let testDb: TestDatabase;
let db: Kysely<Database>;
let employerId: string;
let kim: InsertedEmployment;
let march: string;
const objectIds: Record<string, string> = {};
const now = new Date('2026-05-10T10:00:00Z');
let scope: EmployerScope;

async function moveKim(costCentre: string, project: string) {
  await db
    .updateTable('employment')
    .set({ cost_centre_id: objectIds[costCentre]!, project_id: objectIds[project]! })
    .where('id', '=', kim.employmentId)
    .execute();
}

async function voucherOf(runId: string): Promise<Voucher> {
  const [entry] = await buildRunVouchers(db, employerId, { runId });
  return entry!.voucher;
}

async function sieOf(runId: string) {
  const file = await exportSie(db, {
    scope,
    selection: { runId },
    audit: { actorIdentityId: null, requestId: null },
    now,
  });
  return file.bytes;
}

/** The voucher's rows on the cost accounts (those booked on objects), as account, objects, amount. */
const costRows = (voucher: Voucher) =>
  voucher.rows
    .filter((row) => Object.keys(row.dimensions).length > 0)
    .map((row) => ({ account: row.account, dimensions: row.dimensions, amountOre: row.amountOre }));

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  employerId = await createPayrollCompany(db);
  scope = {
    employerId,
    roleId: crypto.randomUUID(),
    role: 'admin',
    employmentId: null,
    packagingId: null,
    privileges: [],
  };
  const objects = await db
    .insertInto('dimension_object')
    .values([
      { employer_id: employerId, dimension: 'cost-centre', code: '100', name: 'Kontoret' },
      { employer_id: employerId, dimension: 'cost-centre', code: '200', name: 'Lagret' },
      { employer_id: employerId, dimension: 'project', code: 'P1', name: 'Bygget' },
      { employer_id: employerId, dimension: 'project', code: 'P2', name: 'Butiken' },
    ])
    .returning(['id', 'code'])
    .execute();
  for (const object of objects) objectIds[object.code] = object.id;
  kim = await insertPayrollEmployee(db, employerId, {
    firstName: 'Kim',
    birthDate: '1985-04-12',
    tax: TABLE_33,
    salary: 3_500_000,
  });
  await moveKim('100', 'P1');
  march = await completeNewRun(db, employerId, { period: '2026-03', payDate: '2026-03-25' });
}, 120_000);

afterAll(async () => {
  await testDb.close();
});

describe('the cost centre and project stored with the payslip', () => {
  let marchVoucher: Voucher;
  let marchSie: Uint8Array;

  it('stores the employment’s objects, code and name, at calculation', async () => {
    const payslip = await db
      .selectFrom('payslip')
      .select('dimensions')
      .where('run_id', '=', march)
      .executeTakeFirstOrThrow();
    const stored =
      typeof payslip.dimensions === 'string' ? JSON.parse(payslip.dimensions) : payslip.dimensions;
    expect(stored).toEqual({
      'cost-centre': { code: '100', name: 'Kontoret' },
      project: { code: 'P1', name: 'Bygget' },
    });
  });

  it('books the completed run on 100/P1 before the move', async () => {
    marchVoucher = await voucherOf(march);
    const onObjects = { 'cost-centre': '100', project: 'P1' };
    // Gross pay 35 000,00 kr on 7210; contributions 0,3142 × 35 000 = 10 997,00 kr on 7510.
    expect(costRows(marchVoucher)).toEqual(
      expect.arrayContaining([
        { account: '7210', dimensions: onObjects, amountOre: 3_500_000 },
        { account: '7510', dimensions: onObjects, amountOre: 1_099_700 },
      ]),
    );
    expect(costRows(marchVoucher).every((row) => row.dimensions['cost-centre'] === '100')).toBe(true);
    marchSie = await sieOf(march);
  });

  it('keeps the voucher, the SIE file and the reports on 100/P1 after Kim is moved to 200/P2', async () => {
    await moveKim('200', 'P2');
    expect(await voucherOf(march)).toEqual(marchVoucher);
    // Same run, same day, nothing of the run changed: the same bytes, its #TRANS on {1 "100" 6 "P1"}.
    const sie = await sieOf(march);
    expect(sie).toEqual(marchSie);
    const file = parseSie(sie);
    const salary = file.vouchers[0]!.transactions.find((row) => row.account === '7210')!;
    expect(salary.objects).toEqual([
      { dimension: 1, code: '100' },
      { dimension: 6, code: 'P1' },
    ]);
    expect(salary.amountOre).toBe(3_500_000);

    const journal = await payrollJournal(db, scope, { runId: march });
    expect(journal.rows.map((row) => row.costCentre)).toEqual(['100']);
    const cost = await costByMonth(db, scope, { to: '2026-03' });
    // 35 000 + 0 tax-free + 10 997 contributions = 45 997,00 kr.
    expect(cost.rows).toEqual([
      {
        period: '2026-03',
        costCentre: '100',
        grossOre: 3_500_000,
        taxFreeOre: 0,
        contributionsOre: 1_099_700,
        totalOre: 4_599_700,
      },
    ]);
    const filtered = await costByMonth(db, scope, { to: '2026-03', costCentre: '200' });
    expect(filtered.rows).toEqual([]);
  });

  it('books a run calculated after the move on 200/P2, and March still on 100/P1', async () => {
    const april = await completeNewRun(db, employerId, { period: '2026-04', payDate: '2026-04-24' });
    const onObjects = { 'cost-centre': '200', project: 'P2' };
    expect(costRows(await voucherOf(april))).toEqual(
      expect.arrayContaining([
        { account: '7210', dimensions: onObjects, amountOre: 3_500_000 },
        { account: '7510', dimensions: onObjects, amountOre: 1_099_700 },
      ]),
    );
    const cost = await costByMonth(db, scope, { to: '2026-04' });
    expect(cost.rows.map((row) => [row.period, row.costCentre, row.totalOre])).toEqual([
      ['2026-03', '100', 4_599_700],
      ['2026-04', '200', 4_599_700],
    ]);
    expect(await voucherOf(march)).toEqual(marchVoucher);
  });

  it('still declares the object a completed run is booked on once it is recoded', async () => {
    // 100 Kontoret becomes 110: March's #TRANS stays on "100", declared by the name it was booked with.
    await db
      .updateTable('dimension_object')
      .set({ code: '110' })
      .where('id', '=', objectIds['100']!)
      .execute();
    const file = parseSie(await sieOf(march));
    expect(file.vouchers[0]!.transactions.find((row) => row.account === '7210')!.objects).toEqual([
      { dimension: 1, code: '100' },
      { dimension: 6, code: 'P1' },
    ]);
    expect(file.objects).toEqual(expect.arrayContaining([{ dimension: 1, code: '100', name: 'Kontoret' }]));
    const cost = await costByMonth(db, scope, { to: '2026-04' });
    expect(cost.costCentres).toEqual(expect.arrayContaining([{ code: '100', name: 'Kontoret' }]));
  });

  it('reads a payslip calculated before the objects were stored from the employment as it is now', async () => {
    // The fallback: March's payslip without stored objects follows Kim to 200/P2.
    // A completed run's payslips cannot change (0067's trigger): it is set aside for this one
    // statement, which leaves March as migration 0088 left every payslip calculated before it.
    await db.transaction().execute(async (trx) => {
      await sql`alter table payslip disable trigger payslip_final_update`.execute(trx);
      await trx.updateTable('payslip').set({ dimensions: null }).where('run_id', '=', march).execute();
      await sql`alter table payslip enable trigger payslip_final_update`.execute(trx);
    });
    const voucher = await voucherOf(march);
    expect(costRows(voucher).find((row) => row.account === '7210')).toEqual({
      account: '7210',
      dimensions: { 'cost-centre': '200', project: 'P2' },
      amountOre: 3_500_000,
    });
    const cost = await costByMonth(db, scope, { to: '2026-03' });
    expect(cost.rows.map((row) => row.costCentre)).toEqual(['200']);
  });
});
