import { parseSie, unbalancedVouchers } from '@lonsam/domain/files/sie/sie-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import type { EventWorld } from '../events/testing/event-test-setup.ts';
import { buildReportWorld } from '../reports/testing/report-world.ts';

/*
 * The month's vacation accrual voucher in the SIE file, worked by hand (the figures of
 * liability-routes.test.ts). Every payslip is S01 (35 000 kr a month, tax 7 134, contributions
 * 10 997, net 27 866); each month earns its calendar days × 25 / 365 vacation days (January 2,12,
 * February 1,92). Anna (cost centre 100) and Bo earn 35 000 kr a month under sammalöneregeln,
 * a day (4,6 % + tillägg 0,8 %) × 35 000 = 1 890 kr; Anna opened with 12 days on 31 Dec 2025. January's run paid Anna and Bo, February's Anna. Contributions on the liability 31,42 %.
 * - 31 Jan: Anna 14,12 days = 26 686,80 kr (contributions 8 384,99), Bo 2,12 = 4 006,80 (1 258,94).
 * - 28 Feb: Anna 16,04 = 30 315,60 (9 525,16), Bo unchanged.
 * February's accrual: 7290 {1 "100"} 3 628,80 against 2920, 7519 {1 "100"} 9 525,16 − 8 384,99 =
 * 1 140,17 against 2941; 4 768,97 kr each side.
 * February's run voucher: 7210 {100} 35 000 and 7510 {100} 10 997 against 1930 27 866, 2710 7 134,
 * 2731 10 997.
 */

let testApp: TestApp;
let world: EventWorld;

beforeAll(async () => {
  testApp = await buildTestApp();
  ({ world } = await buildReportWorld(testApp, { orgSeed: 2197, vacation: true }));
});
afterAll(async () => {
  await testApp.close();
});

const FEBRUARY_ACCRUAL = [
  ['2920', [], -362_880],
  ['2941', [], -114_017],
  ['7290', [{ dimension: 1, code: '100' }], 362_880],
  ['7519', [{ dimension: 1, code: '100' }], 114_017],
];

describe('the accrual voucher in the SIE export', () => {
  it('is shown beside the run vouchers when asked, not yet booked', async () => {
    const plain = await world.asAdmin('GET', '/accounting/vouchers?period=2026-02');
    expect(plain.json()).not.toHaveProperty('accrual');
    const response = await world.asAdmin('GET', '/accounting/vouchers?period=2026-02&accrual=true');
    expect(response.statusCode, response.body).toBe(200);
    const { vouchers, accrual } = response.json();
    expect(vouchers).toHaveLength(1);
    expect(accrual).toMatchObject({
      period: '2026-02',
      date: '2026-02-28',
      text: 'Förändring semesterlöneskuld 2026-02',
      series: 'L',
      number: null,
      booked: false,
      debitOre: 476_897,
      creditOre: 476_897,
    });
    expect(accrual.rows.map((row: { account: string; accountName: string }) => row.accountName)).toEqual([
      'Upplupna semesterlöner',
      'Beräknade upplupna lagstadgade sociala avgifter',
      'Förändring av semesterlöneskuld',
      expect.any(String),
    ]);
  });

  it('follows the month’s run voucher, numbered next in the series, balanced as our parser reads it', async () => {
    const response = await world.asAdmin('GET', '/accounting/sie?period=2026-02&accrual=true');
    expect(response.statusCode, response.body).toBe(200);
    const file = parseSie(new Uint8Array(response.rawPayload));
    expect(unbalancedVouchers(file)).toEqual([]);
    expect(
      file.vouchers.map((voucher) => [voucher.series, voucher.number, voucher.date, voucher.text]),
    ).toEqual([
      ['L', '1', '2026-02-25', 'Lön februari 2026, utbetalning 2026-02-25'],
      ['L', '2', '2026-02-28', 'Förändring semesterlöneskuld 2026-02'],
    ]);
    // As written: the voucher line in code page 437, dated the month's last day.
    expect(Buffer.from(response.rawPayload).toString('latin1')).toContain('#VER "L" 2 20260228');
    const accrual = file.vouchers[1]!.transactions.map((row) => [row.account, row.objects, row.amountOre]);
    expect(accrual).toEqual(FEBRUARY_ACCRUAL);
    const accounts = file.accounts.map((account) => account.number);
    for (const account of ['1930', '2710', '2731', '2920', '2941', '7210', '7290', '7510', '7519']) {
      expect(accounts).toContain(account);
    }
    const audit = await testApp.db
      .selectFrom('audit_event')
      .select('after')
      .where('employer_id', '=', world.employerId)
      .where('action', '=', 'sie-file.downloaded')
      .executeTakeFirstOrThrow();
    const after = typeof audit.after === 'string' ? JSON.parse(audit.after) : audit.after;
    expect(after.accrual).toEqual({ series: 'L', number: 2 });
  });

  it('is booked: a later file repeats it under its number though the liability has changed since', async () => {
    const first = await world.asAdmin('GET', '/accounting/sie?period=2026-02&accrual=true');
    // Bo's salary is raised from 1 February: his days are worth more on 28 Feb than on 31 Jan.
    await testApp.db
      .updateTable('salary_row')
      .set({ valid_to: '2026-01-31' })
      .where('employment_id', '=', world.bo.employmentId)
      .execute();
    await testApp.db
      .insertInto('salary_row')
      .values({ employment_id: world.bo.employmentId, valid_from: '2026-02-01', amount_ore: 4_000_000 })
      .execute();
    const report = await world.asAdmin('GET', '/reports/vacation-liability?date=2026-02-28');
    expect(report.json().accrual.rows).toHaveLength(6);
    const again = await world.asAdmin('GET', '/accounting/sie?period=2026-02&accrual=true');
    expect(Buffer.compare(first.rawPayload, again.rawPayload)).toBe(0);
    const list = (await world.asAdmin('GET', '/accounting/vouchers?period=2026-02&accrual=true')).json();
    expect(list.accrual).toMatchObject({ booked: true, number: 2, debitOre: 476_897 });
  });

  it('is left out unless asked; the next run voucher takes the number after it', async () => {
    const january = await world.asAdmin('GET', '/accounting/sie?period=2026-01');
    const file = parseSie(new Uint8Array(january.rawPayload));
    expect(file.vouchers.map((voucher) => [voucher.number, voucher.text])).toEqual([
      ['3', 'Lön januari 2026, utbetalning 2026-01-25'],
    ]);
  });

  it('needs a month that has ended, and a month with nothing to book is 404', async () => {
    const run = await testApp.db
      .selectFrom('payroll_run')
      .select('id')
      .where('employer_id', '=', world.employerId)
      .where('period', '=', '2026-01')
      .executeTakeFirstOrThrow();
    const withRun = await world.asAdmin('GET', `/accounting/sie?runId=${run.id}&accrual=true`);
    expect(withRun.statusCode).toBe(400);
    expect(withRun.json()).toMatchObject({ code: 'SIE_ACCRUAL_NEEDS_MONTH' });
    const open = await world.asAdmin('GET', '/accounting/sie?period=2099-12&accrual=true');
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ code: 'SIE_ACCRUAL_MONTH_OPEN' });
    // March 2026: no run, no day earned, so no change of the liability either.
    const march = await world.asAdmin('GET', '/accounting/sie?period=2026-03&accrual=true');
    expect(march.statusCode).toBe(404);
    expect(march.headers['content-type']).toContain('application/problem+json');
    const bad = await world.asAdmin('GET', '/accounting/sie?period=2026-02&accrual=ja');
    expect(bad.statusCode).toBe(400);
  });
});
