import { decodeCp437 } from '@lonsam/domain/files/sie/cp437';
import { parseSie, unbalancedVouchers } from '@lonsam/domain/files/sie/sie-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { insertCompletedRun } from '../agi/testing/agi-test-setup.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';

/*
 * Every payslip is reference scenario S01 (docs/payroll-calculation.md): monthly salary 35 000 kr
 * (Månadslön, 7210), tax 7 134 kr (table 33), contributions 35 000 × 31,42 % = 10 997,00 kr,
 * net 35 000 − 7 134 = 27 866 kr.
 * January run, pay date 25 Jan: Anna (cost centre 100 "Kök", project P1 "Bygget") and Bo (none).
 * Voucher by hand: debit 7210 {1 100 6 P1} 35 000, 7210 {} 35 000, 7510 {100/P1} 10 997,
 * 7510 {} 10 997 = 91 994; credit 1930 2 × 27 866 = 55 732, 2710 2 × 7 134 = 14 268,
 * 2731 2 × 10 997 = 21 994 = 91 994. Balance accounts carry no objects.
 * February run, 25 Feb: Anna only (another month, another file).
 */

let testApp: TestApp;
let world: EventWorld;
let januaryRunId: string;
const S01 = 3_500_000;

type Row = { account: string; costCentre: string | null; project: string | null; amountOre: number };
type VoucherView = { runId: string; rows: Row[]; debitOre: number; creditOre: number; series: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2131);
  const db = testApp.db;
  const costCentre = await db
    .insertInto('dimension_object')
    .values({ employer_id: world.employerId, dimension: 'cost-centre', code: '100', name: 'Kök' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const project = await db
    .insertInto('dimension_object')
    .values({ employer_id: world.employerId, dimension: 'project', code: 'P1', name: 'Bygget' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('employment')
    .set({ cost_centre_id: costCentre.id, project_id: project.id })
    .where('id', '=', world.anna.employmentId)
    .execute();
  const anna = { ...world.anna, employeeName: 'Anna Ek', monthlySalaryOre: S01 };
  const bo = { ...world.bo, employeeName: 'Bo Gran', monthlySalaryOre: S01 };
  const january = await insertCompletedRun(
    db,
    world.employerId,
    { period: '2026-01', payDate: '2026-01-25', label: 'Lön januari 2026', kind: 'ordinary' },
    [anna, bo],
  );
  januaryRunId = january.runId;
  await insertCompletedRun(
    db,
    world.employerId,
    { period: '2026-02', payDate: '2026-02-25', label: 'Lön februari 2026', kind: 'ordinary' },
    [anna],
  );
});
afterAll(async () => {
  await testApp.close();
});

describe('the salary voucher', () => {
  it('books the run by hand-worked accounts and objects, debits equal to credits', async () => {
    const response = await world.asAdmin('GET', '/accounting/vouchers?period=2026-01');
    expect(response.statusCode, response.body).toBe(200);
    const [voucher] = (response.json() as { vouchers: VoucherView[] }).vouchers;
    expect(voucher?.runId).toBe(januaryRunId);
    expect(voucher?.series).toBe('L');
    const rows = voucher!.rows.map((row) => [row.account, row.costCentre, row.project, row.amountOre]);
    expect(rows).toEqual([
      ['1930', null, null, -5_573_200],
      ['2710', null, null, -1_426_800],
      ['2731', null, null, -2_199_400],
      ['7210', null, null, 3_500_000],
      ['7210', '100', 'P1', 3_500_000],
      ['7510', null, null, 1_099_700],
      ['7510', '100', 'P1', 1_099_700],
    ]);
    expect(voucher!.debitOre).toBe(9_199_400);
    expect(voucher!.creditOre).toBe(9_199_400);
  });

  it('equals the payslips: net pay, tax and contributions of the run', async () => {
    const payslips = await testApp.db
      .selectFrom('payslip')
      .select(['net_ore', 'tax_ore', 'employer_contributions_ore'])
      .where('run_id', '=', januaryRunId)
      .execute();
    const sum = (key: 'net_ore' | 'tax_ore' | 'employer_contributions_ore') =>
      payslips.reduce((total, row) => total + Number(row[key]), 0);
    const response = await world.asAdmin('GET', '/accounting/vouchers?period=2026-01');
    const rows = (response.json() as { vouchers: VoucherView[] }).vouchers[0]!.rows;
    const on = (account: string) =>
      rows.filter((row) => row.account === account).reduce((t, row) => t + row.amountOre, 0);
    expect(-on('1930')).toBe(sum('net_ore'));
    expect(-on('2710')).toBe(sum('tax_ore'));
    expect(-on('2731')).toBe(sum('employer_contributions_ore'));
    expect(on('7510')).toBe(sum('employer_contributions_ore'));
  });
});

describe('the SIE 4I export', () => {
  it('writes the month in code page 437 that parses back balanced, and audits the download', async () => {
    const response = await world.asAdmin('GET', '/accounting/sie?period=2026-01');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('lonsam-sie-2026-01.si');
    const bytes = response.rawPayload;
    // ö in "Kök" is 0x94 in code page 437 (not UTF-8's C3 B6).
    expect(bytes.includes(0x94)).toBe(true);
    expect(bytes.includes(Buffer.from('ö', 'utf8'))).toBe(false);
    const file = parseSie(new Uint8Array(bytes));
    expect(file.format).toBe('PC8');
    expect(file.sieType).toBe('4');
    expect(file.vouchers).toHaveLength(1);
    expect(unbalancedVouchers(file)).toEqual([]);
    expect(file.vouchers[0]!.series).toBe('L');
    expect(file.accounts.map((account) => account.number)).toEqual(['1930', '2710', '2731', '7210', '7510']);
    expect(file.objects).toEqual([
      { dimension: 1, code: '100', name: 'Kök' },
      { dimension: 6, code: 'P1', name: 'Bygget' },
    ]);
    const withObjects = file.vouchers[0]!.transactions.filter((row) => row.objects.length > 0);
    expect(withObjects.map((row) => [row.account, row.objects, row.amountOre])).toEqual([
      [
        '7210',
        [
          { dimension: 1, code: '100' },
          { dimension: 6, code: 'P1' },
        ],
        3_500_000,
      ],
      [
        '7510',
        [
          { dimension: 1, code: '100' },
          { dimension: 6, code: 'P1' },
        ],
        1_099_700,
      ],
    ]);
    expect(decodeCp437(new Uint8Array(bytes))).toContain('#FNAMN');
    const audit = await testApp.db
      .selectFrom('audit_event')
      .select(['action', 'after'])
      .where('employer_id', '=', world.employerId)
      .where('action', '=', 'sie-file.downloaded')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('exports one run, the same bytes every time the same day', async () => {
    const first = await world.asAdmin('GET', `/accounting/sie?runId=${januaryRunId}`);
    const second = await world.asAdmin('GET', `/accounting/sie?runId=${januaryRunId}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    expect(parseSie(new Uint8Array(first.rawPayload)).vouchers).toHaveLength(1);
  });

  it('numbers each voucher once in the settings’ series and keeps the number; the settings cannot go below it', async () => {
    // January was exported above: L 1. February's first export: the next number, L 2.
    const january = await world.asAdmin('GET', '/accounting/vouchers?period=2026-01');
    expect(january.json().vouchers[0]).toMatchObject({ series: 'L', number: 1 });
    const february = await world.asAdmin('GET', '/accounting/sie?period=2026-02');
    expect(february.statusCode, february.body).toBe(200);
    const parsed = parseSie(new Uint8Array(february.rawPayload)).vouchers[0]!;
    expect([parsed.series, parsed.number]).toEqual(['L', '2']);
    const again = await world.asAdmin('GET', `/accounting/sie?runId=${januaryRunId}`);
    expect(parseSie(new Uint8Array(again.rawPayload)).vouchers[0]!.number).toBe('1');
    const settings = await world.asAdmin('GET', '/settings/voucher-series');
    expect(settings.statusCode, settings.body).toBe(200);
    const { version, value } = settings.json() as { version: number; value: Record<string, unknown> };
    const below = await world.asAdmin('PUT', '/settings/voucher-series', {
      version,
      value: { ...value, nextNumber: 2 },
    });
    expect(below.statusCode).toBe(400);
    expect(below.body).toContain('Nästa verifikationsnummer måste vara högre än det senast använda');
    const above = await world.asAdmin('PUT', '/settings/voucher-series', {
      version,
      value: { ...value, nextNumber: 10 },
    });
    expect(above.statusCode, above.body).toBe(200);
  });

  it('answers a month without runs, and no selection, in problem+json', async () => {
    const none = await world.asAdmin('GET', '/accounting/sie?period=2025-06');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'SALARY_VOUCHERS_NONE' });
    const missing = await world.asAdmin('GET', '/accounting/sie');
    expect(missing.statusCode).toBe(400);
  });

  it('is the admin’s: a manager, an employee and another company are refused', async () => {
    for (const client of [world.asManager, world.asAnna, world.asOtherAdmin]) {
      const response = await client('GET', '/accounting/sie?period=2026-01');
      expect(response.statusCode).toBe(403);
      const list = await client('GET', '/accounting/vouchers?period=2026-01');
      expect(list.statusCode).toBe(403);
    }
  });
});
