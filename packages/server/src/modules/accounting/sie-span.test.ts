import { parseSie, unbalancedVouchers } from '@lonsam/domain/files/sie/sie-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { insertCompletedRun, type RunPayee } from '../agi/testing/agi-test-setup.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { monthlyPayslip } from '../payslips/testing/payslip-test-setup.ts';

/*
 * The SIE file for a span of months and the pension rows of the salary voucher (issue 21), on
 * both engines. Every payslip is S01 (35 000 kr a month, tax 7 134, contributions 31,42 % =
 * 10 997, net 27 866). Runs: January (Anna, cost centre 100, and Bo, none), February and March
 * (Anna), paid on the 25th. Vacation as in accrual-sie.test.ts: a day is worth (4,6 % + 0,8 %) ×
 * 35 000 = 1 890 kr, a month earns its calendar days × 25 / 365 days (January and March 2,12,
 * February 1,92), Anna opened with 12 days on 31 Dec 2025; contributions on the liability 31,42 %,
 * rounded per employee.
 * - 31 Dec: Anna 12 days = 22 680,00 (contributions 7 126,06), Bo 0.
 * - 31 Jan: Anna 14,12 = 26 686,80 (8 384,99), Bo 2,12 = 4 006,80 (1 258,94).
 * - 28 Feb: Anna 16,04 = 30 315,60 (9 525,16), Bo unchanged.
 * - 31 Mar: Anna 18,16 = 34 322,40 (34 322,40 × 0,3142 = 10 784,098 → 10 784,10), Bo unchanged.
 * Accruals: January 7290 4 006,80 each (Anna {100}, Bo {}), 7519 Anna 8 384,99 − 7 126,06 =
 * 1 258,93, Bo 1 258,94; February 7290 {100} 3 628,80, 7519 {100} 1 140,17; March 7290 {100}
 * 4 006,80, 7519 {100} 10 784,10 − 9 525,16 = 1 258,94; each against 2920 and 2941.
 */

let testApp: TestApp;
let world: EventWorld;
const S01 = 3_500_000;
let anna: RunPayee;
let bo: RunPayee;

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2241);
  const db = testApp.db;
  const costCentre = await db
    .insertInto('dimension_object')
    .values({ employer_id: world.employerId, dimension: 'cost-centre', code: '100', name: 'Kök' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('employment')
    .set({ cost_centre_id: costCentre.id })
    .where('id', '=', world.anna.employmentId)
    .execute();
  await db
    .insertInto('salary_row')
    .values([
      { employment_id: world.anna.employmentId, valid_from: '2025-01-01', amount_ore: S01 },
      { employment_id: world.bo.employmentId, valid_from: '2025-01-01', amount_ore: S01 },
    ])
    .execute();
  await db
    .updateTable('employee')
    .set({
      opening_balances: JSON.stringify({ asOf: '2025-12-31', vacation: { paidDays: 10, savedDays: 2 } }),
    })
    .where('id', '=', world.anna.employeeId)
    .execute();
  anna = { ...world.anna, employeeName: 'Anna Ek', monthlySalaryOre: S01 };
  bo = { ...world.bo, employeeName: 'Bo Gran', monthlySalaryOre: S01 };
  for (const [period, label, payees] of [
    ['2026-01', 'Lön januari 2026', [anna, bo]],
    ['2026-02', 'Lön februari 2026', [anna]],
    ['2026-03', 'Lön mars 2026', [anna]],
  ] as const) {
    await insertCompletedRun(
      db,
      world.employerId,
      { period, payDate: `${period}-25`, label, kind: 'ordinary' },
      payees,
    );
  }
});
afterAll(async () => {
  await testApp.close();
});

const CC100 = [{ dimension: 1, code: '100' }];

describe('the SIE file for a span of months', () => {
  it('lists the span’s vouchers and each month’s accrual when asked', async () => {
    const plain = await world.asAdmin('GET', '/accounting/vouchers?from=2026-01&to=2026-03');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().vouchers.map((voucher: { date: string }) => voucher.date)).toEqual([
      '2026-01-25',
      '2026-02-25',
      '2026-03-25',
    ]);
    expect(plain.json()).not.toHaveProperty('accruals');
    const withAccrual = await world.asAdmin(
      'GET',
      '/accounting/vouchers?from=2026-02&to=2026-03&accrual=true',
    );
    expect(withAccrual.statusCode, withAccrual.body).toBe(200);
    // February 3 628,80 + 1 140,17 = 4 768,97; March 4 006,80 + 1 258,94 = 5 265,74 kr each side.
    expect(
      withAccrual
        .json()
        .accruals.map((accrual: { period: string; debitOre: number; booked: boolean }) => [
          accrual.period,
          accrual.debitOre,
          accrual.booked,
        ]),
    ).toEqual([
      ['2026-02', 476_897, false],
      ['2026-03', 526_574, false],
    ]);
  });

  it('writes one file, month by month: the runs, then the month’s accrual, numbered in order and balanced', async () => {
    const response = await world.asAdmin('GET', '/accounting/sie?from=2026-01&to=2026-03&accrual=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('lonsam-sie-2026-01--2026-03.si');
    const file = parseSie(new Uint8Array(response.rawPayload));
    expect(unbalancedVouchers(file)).toEqual([]);
    expect(file.vouchers.map((voucher) => [voucher.series, voucher.number, voucher.date])).toEqual([
      ['L', '1', '2026-01-25'],
      ['L', '2', '2026-01-31'],
      ['L', '3', '2026-02-25'],
      ['L', '4', '2026-02-28'],
      ['L', '5', '2026-03-25'],
      ['L', '6', '2026-03-31'],
    ]);
    const rows = (index: number) =>
      file.vouchers[index]!.transactions.map((row) => [row.account, row.objects, row.amountOre]);
    // January's run: 7210 and 7510 for each, against 1930 2 × 27 866, 2710 2 × 7 134, 2731 2 × 10 997.
    expect(rows(0)).toEqual([
      ['1930', [], -5_573_200],
      ['2710', [], -1_426_800],
      ['2731', [], -2_199_400],
      ['7210', [], 3_500_000],
      ['7210', CC100, 3_500_000],
      ['7510', [], 1_099_700],
      ['7510', CC100, 1_099_700],
    ]);
    expect(rows(1)).toEqual([
      ['2920', [], -801_360],
      ['2941', [], -251_787],
      ['7290', [], 400_680],
      ['7290', CC100, 400_680],
      ['7519', [], 125_894],
      ['7519', CC100, 125_893],
    ]);
    expect(rows(3)).toEqual([
      ['2920', [], -362_880],
      ['2941', [], -114_017],
      ['7290', CC100, 362_880],
      ['7519', CC100, 114_017],
    ]);
    expect(rows(5)).toEqual([
      ['2920', [], -400_680],
      ['2941', [], -125_894],
      ['7290', CC100, 400_680],
      ['7519', CC100, 125_894],
    ]);
    const audit = await testApp.db
      .selectFrom('audit_event')
      .select('after')
      .where('employer_id', '=', world.employerId)
      .where('action', '=', 'sie-file.downloaded')
      .executeTakeFirstOrThrow();
    const after = typeof audit.after === 'string' ? JSON.parse(audit.after) : audit.after;
    expect(after).toMatchObject({
      from: '2026-01',
      to: '2026-03',
      accruals: [
        { period: '2026-01', series: 'L', number: 2 },
        { period: '2026-02', series: 'L', number: 4 },
        { period: '2026-03', series: 'L', number: 6 },
      ],
    });
  });

  it('gives a month’s file the same vouchers under the same numbers as the span’s', async () => {
    const february = await world.asAdmin('GET', '/accounting/sie?period=2026-02&accrual=true');
    expect(february.statusCode, february.body).toBe(200);
    const file = parseSie(new Uint8Array(february.rawPayload));
    expect(file.vouchers.map((voucher) => [voucher.number, voucher.date])).toEqual([
      ['3', '2026-02-25'],
      ['4', '2026-02-28'],
    ]);
    const again = await world.asAdmin('GET', '/accounting/sie?from=2026-01&to=2026-03&accrual=true');
    expect(parseSie(new Uint8Array(again.rawPayload)).vouchers.map((voucher) => voucher.number)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });

  it('refuses a reversed span, one over two financial years and a half one in problem+json', async () => {
    for (const path of ['/accounting/sie', '/accounting/vouchers']) {
      const reversed = await world.asAdmin('GET', `${path}?from=2026-03&to=2026-01`);
      expect(reversed.statusCode).toBe(422);
      expect(reversed.headers['content-type']).toContain('application/problem+json');
      expect(reversed.json()).toMatchObject({ code: 'SIE_SPAN_REVERSED' });
      const crossing = await world.asAdmin('GET', `${path}?from=2025-12&to=2026-01`);
      expect(crossing.statusCode).toBe(422);
      expect(crossing.json()).toMatchObject({ code: 'SIE_SPAN_CROSSES_YEAR' });
      for (const query of ['from=2026-01', 'to=2026-03', 'from=2026-01&to=2026-03&period=2026-02']) {
        const half = await world.asAdmin('GET', `${path}?${query}`);
        expect(half.statusCode, query).toBe(400);
        expect(half.json()).toMatchObject({ code: 'SIE_SPAN_INCOMPLETE' });
      }
      expect((await world.asAdmin('GET', `${path}?from=2026-13&to=2026-14`)).statusCode).toBe(400);
      expect((await world.asAdmin('GET', path)).statusCode).toBe(400);
    }
    const none = await world.asAdmin('GET', '/accounting/sie?from=2026-05&to=2026-06');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'SALARY_VOUCHERS_NONE' });
  });

  it('is the admin’s: a manager, an employee and another company are refused', async () => {
    for (const client of [world.asManager, world.asAnna, world.asOtherAdmin]) {
      expect((await client('GET', '/accounting/sie?from=2026-01&to=2026-03')).statusCode).toBe(403);
      expect((await client('GET', '/accounting/vouchers?from=2026-01&to=2026-03')).statusCode).toBe(403);
    }
  });
});

describe('pension on the salary voucher', () => {
  async function savePension(bookSpecialPayrollTaxMonthly: boolean) {
    const settings = await world.asAdmin('GET', '/settings/pension');
    const saved = await world.asAdmin('PUT', '/settings/pension', {
      version: settings.json().version,
      value: {
        bookSpecialPayrollTaxMonthly,
        plans: [
          {
            id: '5b0c3c1e-7d4e-4f59-9d43-2f7c9a3b1a01',
            name: 'ITP 1',
            provider: 'collectum',
            rules: [
              {
                validFrom: '2025-01-01',
                validTo: null,
                percentBelow: 4.5,
                percentAbove: 30,
                limitIbb: 7.5,
                capIbb: 30,
                fixedAmountOre: 0,
              },
            ],
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  type Row = { account: string; costCentre: string | null; amountOre: number };
  type View = { runLabel: string; rows: Row[]; debitOre: number; creditOre: number };
  const table = (view: View) => view.rows.map((row) => [row.account, row.costCentre, row.amountOre]);

  it('books the premiums and särskild löneskatt of the company plan and the employment’s own percentage, by hand', async () => {
    // Anna: ITP 1 (the company's Collectum plan): 4,5 % × 35 000 = 1 575,00 kr; särskild
    // löneskatt 24,26 % × 1 575 = 382,095 → 382,10 kr (half up on the rounded premium).
    // Bo: SAF-LO without a Fora plan, his own 2 %: 700,00 kr; 24,26 % → 169,82 kr.
    await testApp.db
      .updateTable('employment')
      .set({ pension: JSON.stringify({ plan: 'itp1', percent: null }) })
      .where('id', '=', world.anna.employmentId)
      .execute();
    await testApp.db
      .updateTable('employment')
      .set({ pension: JSON.stringify({ plan: 'saf-lo', percent: 2 }) })
      .where('id', '=', world.bo.employmentId)
      .execute();
    await savePension(true);
    const response = await world.asAdmin('GET', '/accounting/vouchers?period=2026-01');
    expect(response.statusCode, response.body).toBe(200);
    const [voucher] = response.json().vouchers as View[];
    expect(table(voucher!)).toEqual([
      ['1930', null, -5_573_200],
      // 382,10 + 169,82 = 551,92
      ['2514', null, -55_192],
      ['2710', null, -1_426_800],
      ['2731', null, -2_199_400],
      // 1 575 + 700 = 2 275
      ['2930', null, -227_500],
      ['7210', null, 3_500_000],
      ['7210', '100', 3_500_000],
      ['7410', null, 70_000],
      ['7410', '100', 157_500],
      ['7510', null, 1_099_700],
      ['7510', '100', 1_099_700],
      ['7533', null, 16_982],
      ['7533', '100', 38_210],
    ]);
    // Debits 70 000 + 2 275 + 21 994 + 551,92 = 94 820,92; credits 55 732 + 551,92 + 14 268
    // + 21 994 + 2 275 = 94 820,92.
    expect([voucher!.debitOre, voucher!.creditOre]).toEqual([9_482_092, 9_482_092]);
    const sie = await world.asAdmin('GET', '/accounting/sie?period=2026-01');
    expect(sie.statusCode, sie.body).toBe(200);
    const file = parseSie(new Uint8Array(sie.rawPayload));
    expect(unbalancedVouchers(file)).toEqual([]);
    const accounts = file.accounts.map((account) => account.number);
    for (const account of ['2514', '2930', '7410', '7533']) expect(accounts).toContain(account);
  });

  it('gives an extra run in the month what its pay adds, so the month equals the Pension report', async () => {
    // A 20 000 kr extra run for Anna on 30 January: the month's basis 55 000 kr is over 7,5 IBB / 12
    // = 52 125 kr: 4,5 % × 52 125 + 30 % × 2 875 = 2 345,625 + 862,50 = 3 208,125 → 3 208,13 kr,
    // särskild löneskatt 24,26 % → 778,292338 → 778,29 kr. The extra run books 3 208,13 − 1 575,00
    // = 1 633,13 and 778,29 − 382,10 = 396,19.
    await insertCompletedRun(
      testApp.db,
      world.employerId,
      { period: '2026-01', payDate: '2026-01-30', label: 'Extra januari 2026', kind: 'extra' },
      [{ ...anna, payslip: monthlyPayslip('2026-01', '2026-01-30', 2_000_000) }],
    );
    const response = await world.asAdmin('GET', '/accounting/vouchers?period=2026-01');
    const views = response.json().vouchers as View[];
    expect(views.map((view) => view.runLabel)).toEqual(['Lön januari 2026', 'Extra januari 2026']);
    const on = (view: View, account: string) =>
      view.rows.filter((row) => row.account === account).reduce((sum, row) => sum + row.amountOre, 0);
    expect([on(views[0]!, '7410'), on(views[0]!, '7533')]).toEqual([227_500, 55_192]);
    expect([on(views[1]!, '7410'), on(views[1]!, '7533')]).toEqual([163_313, 39_619]);
    expect(views[1]!.debitOre).toBe(views[1]!.creditOre);
    const report = (await world.asAdmin('GET', '/reports/pension?year=2026')).json();
    const january = report.rows.filter((row: { period: string }) => row.period === '2026-01');
    const premiums = views.reduce((sum, view) => sum + on(view, '7410'), 0);
    const taxes = views.reduce((sum, view) => sum + on(view, '7533'), 0);
    expect(premiums).toBe(
      january.reduce((sum: number, row: { premiumOre: number }) => sum + row.premiumOre, 0),
    );
    expect(taxes).toBe(
      january.reduce(
        (sum: number, row: { specialPayrollTaxOre: number }) => sum + row.specialPayrollTaxOre,
        0,
      ),
    );
    // 3 208,13 + 700 = 3 908,13 kr; 778,29 + 169,82 = 948,11 kr.
    expect([premiums, taxes]).toEqual([390_813, 94_811]);
  });

  it('leaves the särskild löneskatt out when the company books it at year end', async () => {
    await savePension(false);
    const response = await world.asAdmin('GET', '/accounting/vouchers?period=2026-02');
    const [voucher] = response.json().vouchers as View[];
    // February: Anna alone, 35 000 + 1 575 + 10 997 = 47 572 kr each side.
    expect(table(voucher!)).toEqual([
      ['1930', null, -2_786_600],
      ['2710', null, -713_400],
      ['2731', null, -1_099_700],
      ['2930', null, -157_500],
      ['7210', '100', 3_500_000],
      ['7410', '100', 157_500],
      ['7510', '100', 1_099_700],
    ]);
    expect([voucher!.debitOre, voucher!.creditOre]).toEqual([4_757_200, 4_757_200]);
  });
});
