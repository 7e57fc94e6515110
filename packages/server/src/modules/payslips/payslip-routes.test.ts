import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { listEmployerScopedRoutes } from '../../http/employer-scope-guard.ts';
import type { EmployerClient } from '../employees/testing/employee-test-helpers.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { insertRun } from './testing/payslip-test-setup.ts';

/*
 * Figures worked by hand (reference scenario S01, docs/payroll-calculation.md): 35 000 kr a month
 * in table 33 column 1 → tax 7 134 kr, net 27 866 kr, employer contributions 35 000 × 31,42 % =
 * 10 996,99 → 10 997 kr? No: 35 000 × 0,3142 = 10 997,00 exactly. Bo's figures are not asserted.
 */
const ANNA_NET = '27 866,00 kr';

let testApp: TestApp;
let world: EventWorld;
let runs: {
  january: { runId: string; payslipIds: string[] };
  february: { runId: string; payslipIds: string[] };
  march: { runId: string; payslipIds: string[] };
  calculating: { runId: string; payslipIds: string[] };
};

type Summary = { id: string; employeeName: string; period: string; completed: boolean; netOre: number };

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 1863);
  const { db } = testApp;
  await db
    .updateTable('employee')
    .set({ clearing_number: '8327', account_number: '9234567891' })
    .where('id', '=', world.anna.employeeId)
    .execute();
  // Bo came from another payroll system with 20 paid and 3 saved vacation days.
  await db
    .updateTable('employee')
    .set({
      opening_balances: JSON.stringify({
        version: 1,
        asOf: '2025-12-31',
        vacation: { paidDays: 20, savedDays: 3, advanceDays: 0 },
        yearToDate: { grossOre: 0, taxOre: 0, benefitsOre: 0 },
      }),
    })
    .where('id', '=', world.bo.employeeId)
    .execute();
  const everyone = [
    { ...world.anna, employeeName: 'Anna Ek', monthlySalaryOre: 3_500_000 },
    { ...world.bo, employeeName: 'Bo Gran', monthlySalaryOre: 3_000_000 },
    { ...world.maja, employeeName: 'Maja Chef', monthlySalaryOre: 3_500_000 },
  ];
  const month = (period: string, status: 'completed' | 'calculated' | 'calculating', label: string) =>
    insertRun(db, world.employerId, { period, payDate: `${period}-25`, label, status }, everyone);
  // Inserted out of order: the list sorts by pay date, not by insertion.
  const february = await month('2026-02', 'completed', 'Lön februari 2026');
  const january = await month('2026-01', 'completed', 'Lön januari 2026');
  const march = await month('2026-03', 'calculated', 'Lön mars 2026');
  const calculating = await insertRun(
    db,
    world.employerId,
    { period: '2026-03', payDate: '2026-03-28', label: 'Extra mars', status: 'calculating', kind: 'extra' },
    [everyone[0]!],
  );
  runs = { january, february, march, calculating };
  // A flex adjustment of Anna's in February, attested: her February payslip shows the balance.
  await db
    .insertInto('event')
    .values({
      employer_id: world.employerId,
      employment_id: world.anna.employmentId,
      employee_id: world.anna.employeeId,
      kind: 'balance',
      state: 'attested',
      payload: JSON.stringify({
        kind: 'balance',
        balance: 'flex',
        date: '2026-02-10',
        change: 4.5,
        reason: 'Ingående',
      }),
      from_date: '2026-02-10',
      to_date: '2026-02-10',
      reported_by_role: 'admin',
    })
    .execute();
  // A whole day of flex leave on Monday 16 February (8 scheduled hours) and 10 comp-time hours
  // given in March: February's flex is 4,5 − 8 = −3,5; comp time appears from March on.
  const event = (payload: Record<string, unknown>, date: string) => ({
    employer_id: world.employerId,
    employment_id: world.anna.employmentId,
    employee_id: world.anna.employeeId,
    kind: String(payload.kind),
    state: 'attested',
    payload: JSON.stringify(payload),
    from_date: date,
    to_date: date,
    reported_by_role: 'admin',
  });
  await db
    .insertInto('event')
    .values([
      event(
        {
          kind: 'absence',
          absenceType: 'flex-leave',
          fromDate: '2026-02-16',
          toDate: '2026-02-16',
          extent: { mode: 'whole-days' },
          certificate: false,
        },
        '2026-02-16',
      ),
      event(
        { kind: 'balance', balance: 'comp-time', date: '2026-03-05', change: 10, reason: 'Övertid' },
        '2026-03-05',
      ),
    ])
    .execute();
});
afterAll(async () => {
  await testApp.close();
});

async function list(client: EmployerClient, query = ''): Promise<Summary[]> {
  const response = await client('GET', `/payslips${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { payslips: Summary[] }).payslips;
}

async function pdfText(body: Buffer): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(body)), {
    mergePages: true,
  });
  return { pages: totalPages, text: text.replace(/[^\S\n]+/g, ' ') };
}

describe('the routes', () => {
  it('declare their privileges', () => {
    const routes = listEmployerScopedRoutes(testApp.app)
      .filter((route) => route.url.includes('payslip') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(routes).toEqual([
      'GET /api/employer/:employerId/payroll-runs/:runId/payslips.pdf',
      'GET /api/employer/:employerId/payslips',
      'GET /api/employer/:employerId/payslips/:payslipId',
      'GET /api/employer/:employerId/payslips/:payslipId/pdf',
    ]);
  });
});

describe('an employee', () => {
  it('lists only their own completed payslips, newest first', async () => {
    const payslips = await list(world.asAnna);
    expect(payslips.map((payslip) => [payslip.employeeName, payslip.period, payslip.completed])).toEqual([
      ['Anna Ek', '2026-02', true],
      ['Anna Ek', '2026-01', true],
    ]);
    expect(payslips[0]?.netOre).toBe(2_786_600);
  });

  it("cannot open someone else's payslip, nor their own preliminary one (404)", async () => {
    const bosFebruary = runs.february.payslipIds[1]!;
    const annasMarch = runs.march.payslipIds[0]!;
    for (const id of [bosFebruary, annasMarch]) {
      const response = await world.asAnna('GET', `/payslips/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PAYSLIP_NOT_FOUND' });
      expect((await world.asAnna('GET', `/payslips/${id}/pdf`)).statusCode).toBe(404);
    }
    // Asking for Bo's employment by filter gives nothing either.
    expect(await list(world.asAnna, `?employmentId=${world.bo.employmentId}`)).toEqual([]);
  });

  it('opens their own payslip: lines, tax rule, account, year to date, balances, no employer costs', async () => {
    const response = await world.asAnna('GET', `/payslips/${runs.february.payslipIds[0]}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      employeeName: 'Anna Ek',
      period: '2026-02',
      payDate: '2026-02-25',
      grossOre: 3_500_000,
      taxOre: 713_400,
      netOre: 2_786_600,
      taxRule: 'Skattetabell 33, kolumn 1',
      payoutAccount: 'Swedbank ···· 7891',
      balances: { compTimeHours: null, flexHours: -3.5 },
      // 25 days a year: January earned 25 × 31 / 365 = 2,12, February 25 × 28 / 365 = 1,92; none
      // taken, no opening balance: 2,12 + 1,92 = 4,04 left after February.
      vacation: { daysTaken: 0, daysEarned: 1.92, paidDaysLeft: 4.04 },
      completed: true,
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({ code: '100', quantity: 1, amountOre: 3_500_000, rateOre: 3_500_000 }),
    ]);
    expect(detail.employer.name).toBeTruthy();
    expect(detail).not.toHaveProperty('employerContributionsOre');
  });

  it('downloads their own payslip as a PDF with Swedish text and amounts', async () => {
    const response = await world.asAnna('GET', `/payslips/${runs.february.payslipIds[0]}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="lonespecifikation-2026-02-anna-ek.pdf"; filename*=UTF-8\'\'l%C3%B6nespecifikation-2026-02-Anna%20Ek.pdf',
    );
    const { pages, text } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    const lines = text.split('\n');
    expect(lines).toContain('Lönespecifikation');
    expect(lines).toContain('Anställd Anna Ek');
    expect(lines).toContain('Löneperiod 2026-02-01 – 2026-02-28');
    expect(lines).toContain('Månadslön 1 mån 35 000,00 kr 35 000,00 kr');
    expect(lines).toContain('Preliminärskatt −7 134,00 kr');
    expect(lines).toContain(`Att utbetala ${ANNA_NET}`);
    expect(lines).toContain('Skatt beräknad enligt Skattetabell 33, kolumn 1');
    expect(lines).toContain('Utbetalas till Swedbank ···· 7891');
    expect(text).not.toContain('Arbetsgivaravgifter');
  });

  it('may not print a whole run', async () => {
    expect((await world.asAnna('GET', `/payroll-runs/${runs.february.runId}/payslips.pdf`)).statusCode).toBe(
      403,
    );
  });
});

describe('a manager', () => {
  it("sees the team's completed payslips, not others'", async () => {
    const names = new Set((await list(world.asManager)).map((payslip) => payslip.employeeName));
    expect([...names].sort()).toEqual(['Anna Ek', 'Maja Chef']);
    const bos = await world.asManager('GET', `/payslips/${runs.january.payslipIds[1]}`);
    expect(bos.statusCode).toBe(404);
    const annas = await world.asManager('GET', `/payslips/${runs.january.payslipIds[0]}`);
    expect(annas.statusCode).toBe(200);
    expect(annas.json()).not.toHaveProperty('employerContributionsOre');
  });

  it("cannot print a run's PDF", async () => {
    expect(
      (await world.asManager('GET', `/payroll-runs/${runs.january.runId}/payslips.pdf`)).statusCode,
    ).toBe(404);
  });
});

describe('an admin', () => {
  it("sees everyone's payslips, preliminary ones of a calculated run too, but not a run still calculating", async () => {
    const payslips = await list(world.asAdmin);
    expect(
      payslips.map((payslip) => `${payslip.period} ${payslip.employeeName} ${payslip.completed}`),
    ).toEqual([
      '2026-03 Anna Ek false',
      '2026-03 Bo Gran false',
      '2026-03 Maja Chef false',
      '2026-02 Anna Ek true',
      '2026-02 Bo Gran true',
      '2026-02 Maja Chef true',
      '2026-01 Anna Ek true',
      '2026-01 Bo Gran true',
      '2026-01 Maja Chef true',
    ]);
    expect(await list(world.asAdmin, `?runId=${runs.calculating.runId}`)).toEqual([]);
    const one = await list(
      world.asAdmin,
      `?runId=${runs.january.runId}&employmentId=${world.bo.employmentId}`,
    );
    expect(one.map((payslip) => payslip.id)).toEqual([runs.january.payslipIds[1]]);
  });

  it('sees the employer contributions', async () => {
    const response = await world.asAdmin('GET', `/payslips/${runs.january.payslipIds[0]}`);
    expect(response.json()).toMatchObject({ employerContributionsOre: 1_099_700, completed: true });
  });

  it("sees comp time from the month it was given in (Anna's preliminary March)", async () => {
    const march = await world.asAdmin('GET', `/payslips/${runs.march.payslipIds[0]}`);
    expect(march.json().balances).toEqual({ compTimeHours: 10, flexHours: -3.5 });
    const january = await world.asAdmin('GET', `/payslips/${runs.january.payslipIds[0]}`);
    expect(january.json().balances).toEqual({ compTimeHours: null, flexHours: null });
  });

  it('sees vacation days left: none known before the first payslip, else the opening balance and what was earned', async () => {
    const annaJanuary = await world.asAdmin('GET', `/payslips/${runs.january.payslipIds[0]}`);
    expect(annaJanuary.json().vacation.paidDaysLeft).toBeNull();
    // Bo: 20 paid + 3 saved days, plus January's 2,12 earned = 25,12.
    const boJanuary = await world.asAdmin('GET', `/payslips/${runs.january.payslipIds[1]}`);
    expect(boJanuary.json().vacation).toEqual({ daysTaken: 0, daysEarned: 2.12, paidDaysLeft: 25.12 });
  });

  it("prints a whole run, one payslip per page, each with its employee's figures", async () => {
    const response = await world.asAdmin('GET', `/payroll-runs/${runs.january.runId}/payslips.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = (await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)))).text;
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Lönespecifikation Anna Ek');
    expect(pages[1]).toContain('Lönespecifikation Bo Gran');
    expect(pages[2]).toContain('Lönespecifikation Maja Chef');
    expect(pages[0]?.replace(/\s+/g, ' ')).toContain('Arbetsgivaravgifter 10 997,00 kr');
  });

  it('gets 404 for a run that does not exist or is still calculating', async () => {
    expect(
      (await world.asAdmin('GET', '/payroll-runs/7b0d1c52-0000-4000-8000-000000000000/payslips.pdf'))
        .statusCode,
    ).toBe(404);
    expect(
      (await world.asAdmin('GET', `/payroll-runs/${runs.calculating.runId}/payslips.pdf`)).statusCode,
    ).toBe(404);
  });
});

describe('another company', () => {
  it("gets 404 for this company's payslips from its own company, and 403 naming this company", async () => {
    const id = runs.january.payslipIds[0]!;
    const atHome = await world.asOtherAdminAtHome('GET', `/payslips/${id}`);
    expect(atHome.statusCode).toBe(404);
    expect((await world.asOtherAdminAtHome('GET', `/payslips/${id}/pdf`)).statusCode).toBe(404);
    expect(
      (await world.asOtherAdminAtHome('GET', `/payroll-runs/${runs.january.runId}/payslips.pdf`)).statusCode,
    ).toBe(404);
    expect(await list(world.asOtherAdminAtHome)).toEqual([]);
    expect((await world.asOtherAdmin('GET', `/payslips/${id}`)).statusCode).toBe(403);
  });
});
