import { SAMPLE_PAYSLIP_CALCULATION_INPUT } from '@lonsam/domain/documents/payslip-detail-sample';
import { readAgiXml } from '@lonsam/domain/files/agi/agi-reader';
import { calculatePayslip } from '@lonsam/domain/payroll/payslip/calculate-payslip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { nextPersonnummer } from '../employees/testing/employee-test-helpers.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { insertCompletedRun, saveAgiContact } from './testing/agi-test-setup.ts';

/*
 * Every payslip here is reference scenario S01 (docs/payroll-calculation.md): a monthly salary of
 * 35 000 kr in table 33 column 1 → tax 7 134 kr, employer contributions 35 000 × 31,42 % =
 * 10 997,00 kr, box 011 = 35 000.
 *
 * January 2026 (paid in January, so redovisningsperiod 2026-01):
 * - ordinary run 25 Jan: Anna and Bo, 35 000 each;
 * - extra run 28 Jan: Anna 35 000 more;
 * - correction run 30 Jan (of the ordinary): Bo 35 000 more.
 * Anna: 011 = 70 000, 001 = 2 × 7 134 = 14 268, contributions 2 × 10 997 = 21 994; Bo the same.
 * HU: 487 = 2 × 21 994 = 43 988, 497 = 2 × 14 268 = 28 536.
 * Due 12 February 2026 (a Thursday); a run paid in February is another period.
 */

let testApp: TestApp;
let world: EventWorld;
let ordinaryRunId: string;

const S01 = 3_500_000;

function field(xml: string, code: string): string[] {
  return [...xml.matchAll(new RegExp(`faltkod="${code}">([^<]*)<`, 'g'))].map((match) => match[1]!);
}

type Period = {
  period: string;
  runs: { id: string }[];
  dueDate: string;
  paymentDueDate: string | null;
  declaration: null | {
    id: string;
    revision: number;
    status: string;
    submittedOn: string | null;
    contributionsKronor: number;
    taxKronor: number;
    amountToPayKronor: number | null;
    version: number;
  };
  outdated: boolean;
  workplaceAddressMissing: { employeeId: string; name: string }[];
};

async function periods(): Promise<Period[]> {
  const response = await world.asAdmin('GET', '/agi');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { periods: Period[] }).periods;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 1931);
  const anna = { ...world.anna, employeeName: 'Anna Ek', monthlySalaryOre: S01 };
  const bo = { ...world.bo, employeeName: 'Bo Gran', monthlySalaryOre: S01 };
  const ordinary = await insertCompletedRun(
    testApp.db,
    world.employerId,
    { period: '2026-01', payDate: '2026-01-25', label: 'Lön januari 2026', kind: 'ordinary' },
    [anna, bo],
  );
  ordinaryRunId = ordinary.runId;
  // Anna's VAB on Tuesday 13 January, a whole scheduled day, paid (deducted) in the ordinary run.
  await testApp.db
    .insertInto('event')
    .values({
      employer_id: world.employerId,
      employment_id: world.anna.employmentId,
      employee_id: world.anna.employeeId,
      kind: 'absence',
      state: 'paid',
      payload: JSON.stringify({
        kind: 'absence',
        absenceType: 'vab',
        fromDate: '2026-01-13',
        toDate: '2026-01-13',
        extent: { mode: 'whole-days' },
      }),
      from_date: '2026-01-13',
      to_date: '2026-01-13',
      reported_by_role: 'admin',
      paid_in_run_id: ordinary.runId,
      paid_in_run_label: 'Lön januari 2026',
    })
    .execute();
  await insertCompletedRun(
    testApp.db,
    world.employerId,
    { period: '2026-02', payDate: '2026-02-25', label: 'Lön februari 2026', kind: 'ordinary' },
    [anna],
  );
});
afterAll(async () => {
  await testApp.close();
});

describe('the AGI', () => {
  it('names the missing AGI contact and its settings page before anything is declared', async () => {
    const response = await world.asAdmin('POST', '/agi/2026-01/declarations');
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'AGI_CONTACT_MISSING', setting: 'company' });
    await saveAgiContact(testApp.db, world.employerId);
  });

  it('lists each month of payment with its due dates', async () => {
    const list = await periods();
    expect(list.map((entry) => entry.period)).toEqual(['2026-02', '2026-01']);
    const january = list.find((entry) => entry.period === '2026-01')!;
    expect(january).toMatchObject({ dueDate: '2026-02-12', paymentDueDate: '2026-02-12', declaration: null });
    // February's declaration is due on 12 March 2026, a Thursday.
    expect(list[0]!.dueDate).toBe('2026-03-12');
  });

  it('declares the ordinary run, then a new revision with the same specification numbers', async () => {
    const first = await world.asAdmin('POST', '/agi/2026-01/declarations');
    expect(first.statusCode, first.body).toBe(201);
    // Anna and Bo: 2 × 10 997 and 2 × 7 134.
    expect(first.json()).toMatchObject({ revision: 1, contributionsKronor: 21_994, taxKronor: 14_268 });
    const again = await world.asAdmin('POST', '/agi/2026-01/declarations');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, revision: 1 });
    const firstXml = (await world.asAdmin('GET', `/agi/declarations/${first.json().id}/xml`)).body;
    // The frånvarouppgift: Anna's VAB day, 100 % of it (FK 821 date, 823 type, 824 percent).
    expect(field(firstXml, '821')).toEqual(['2026-01-13']);
    expect(field(firstXml, '823')).toEqual(['TILLFALLIG_FORALDRAPENNING']);
    expect(field(firstXml, '824')).toEqual(['100']);
    const numbersBefore = field(firstXml, '570');
    const payeesBefore = field(firstXml, '215');
    expect(numbersBefore).toHaveLength(2);

    const anna = { ...world.anna, employeeName: 'Anna Ek', monthlySalaryOre: S01 };
    const bo = { ...world.bo, employeeName: 'Bo Gran', monthlySalaryOre: S01 };
    await insertCompletedRun(
      testApp.db,
      world.employerId,
      { period: '2026-01', payDate: '2026-01-28', label: 'Extra januari 2026', kind: 'extra' },
      [anna],
    );
    await insertCompletedRun(
      testApp.db,
      world.employerId,
      {
        period: '2026-01',
        payDate: '2026-01-30',
        label: 'Rättelse januari 2026',
        kind: 'correction',
        correctsRunId: ordinaryRunId,
      },
      [bo],
    );
    expect((await periods()).find((entry) => entry.period === '2026-01')).toMatchObject({ outdated: true });

    const second = await world.asAdmin('POST', '/agi/2026-01/declarations');
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({
      revision: 2,
      contributionsKronor: 43_988,
      taxKronor: 28_536,
      amountToPayKronor: 43_988 + 28_536,
    });
    const xml = (await world.asAdmin('GET', `/agi/declarations/${second.json().id}/xml`)).body;
    // The replacing IUs: the same payee keeps the same number.
    const pairs = (text: string) =>
      Object.fromEntries(field(text, '215').map((payee, index) => [payee, field(text, '570')[index]]));
    expect(pairs(xml)).toEqual(pairs(firstXml));
    // The AGI XSD is not public: our reader checks each file's structure and field codes instead.
    expect(readAgiXml(firstXml).problems).toEqual([]);
    expect(readAgiXml(xml).problems).toEqual([]);
    expect(field(xml, '215').sort()).toEqual([...payeesBefore].sort());
    // Reconciliation: HU = Σ IU = the payslips of all three runs, öre dropped.
    expect(field(xml, '487')).toEqual(['43988']);
    expect(field(xml, '497')).toEqual(['28536']);
    expect(field(xml, '011')).toEqual(['70000', '70000']);
    expect(field(xml, '001')).toEqual(['14268', '14268']);
    expect(field(xml, '001').reduce((sum, value) => sum + Number(value), 0)).toBe(28_536);
    const sums = await testApp.db
      .selectFrom('payslip')
      .select((eb) => [eb.fn.sum<string>('tax_ore').as('tax'), eb.fn.sum<string>('gross_ore').as('gross')])
      .where('employer_id', '=', world.employerId)
      .where('pay_date', '>=', '2026-01-01')
      .where('pay_date', '<=', '2026-01-31')
      .executeTakeFirstOrThrow();
    expect(Math.trunc(Number(sums.tax) / 100)).toBe(28_536);
    expect(Math.trunc(Number(sums.gross) / 100)).toBe(140_000);
    expect(field(xml, '205')).toEqual([]);
  });

  it('replaces a corrected personnummer: Borttag under the old one and its number, the IU under the new', async () => {
    const latest = (await periods()).find((entry) => entry.period === '2026-01')!.declaration!;
    const before = (await world.asAdmin('GET', `/agi/declarations/${latest.id}/xml`)).body;
    const { personnummer: oldNumber } = await testApp.db
      .selectFrom('employee')
      .select('personnummer')
      .where('id', '=', world.bo.employeeId)
      .executeTakeFirstOrThrow();
    const boSpecification = field(before, '570')[field(before, '215').indexOf(oldNumber)]!;
    const corrected = nextPersonnummer();
    await testApp.db
      .updateTable('employee')
      .set({ personnummer: corrected })
      .where('id', '=', world.bo.employeeId)
      .execute();
    const third = await world.asAdmin('POST', '/agi/2026-01/declarations');
    expect(third.statusCode, third.body).toBe(201);
    // The totals do not change: the same payslips, declared under Bo's right personnummer.
    expect(third.json()).toMatchObject({
      revision: 3,
      contributionsKronor: 43_988,
      taxKronor: 28_536,
      removalCount: 1,
    });
    const xml = (await world.asAdmin('GET', `/agi/declarations/${third.json().id}/xml`)).body;
    expect(field(xml, '205')).toEqual(['1']);
    expect(readAgiXml(xml).problems).toEqual([]);
    const payees = field(xml, '215');
    const numbers = field(xml, '570');
    expect(payees).toContain(corrected);
    // The removal keeps the old number; numbers are unique within a file, so the new IU gets the next (3).
    expect(numbers[payees.lastIndexOf(oldNumber)]).toBe(boSpecification);
    expect(numbers[payees.indexOf(corrected)]).toBe('3');
    expect(field(xml, '011')).toEqual(['70000', '70000']);
    // Asked again, the same revision comes back.
    const again = await world.asAdmin('POST', '/agi/2026-01/declarations');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ revision: 3 });
  });

  it('gives the same file on every download, audits each and marks the declaration', async () => {
    const january = (await periods()).find((entry) => entry.period === '2026-01')!;
    const id = january.declaration!.id;
    const audited = async () =>
      (
        await testApp.db
          .selectFrom('audit_event')
          .select('id')
          .where('action', '=', 'agi-declaration.downloaded')
          .where('entity_id', '=', id)
          .execute()
      ).length;
    const before = await audited();
    const one = await world.asAdmin('GET', `/agi/declarations/${id}/xml`);
    const two = await world.asAdmin('GET', `/agi/declarations/${id}/xml`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toContain('arbetsgivardeklaration-2026-01-3.xml');
    expect(two.rawPayload.equals(one.rawPayload)).toBe(true);
    expect(await audited()).toBe(before + 2);
    const downloaded = (await periods()).find((entry) => entry.period === '2026-01')!.declaration!;
    expect(downloaded.status).toBe('downloaded');

    const stale = await world.asAdmin('POST', `/agi/declarations/${id}/submitted`, {
      submittedOn: '2026-02-10',
      version: downloaded.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    const submitted = await world.asAdmin('POST', `/agi/declarations/${id}/submitted`, {
      submittedOn: '2026-02-10',
      version: downloaded.version,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', submittedOn: '2026-02-10' });
  });

  it('is the admin’s: no manager, employee or other company reaches it', async () => {
    const id = (await periods()).find((entry) => entry.period === '2026-01')!.declaration!.id;
    for (const client of [world.asManager, world.asAnna, world.asOtherAdmin]) {
      expect((await client('GET', '/agi')).statusCode).toBe(403);
      expect((await client('GET', `/agi/declarations/${id}/xml`)).statusCode).toBe(403);
      expect((await client('POST', '/agi/2026-01/declarations')).statusCode).toBe(403);
    }
    // The other company's admin at home does not see this company's declaration.
    expect((await world.asOtherAdminAtHome('GET', `/agi/declarations/${id}/xml`)).statusCode).toBe(404);
    expect((await world.asOtherAdminAtHome('GET', '/agi')).json()).toEqual({ periods: [] });
  });

  it("writes the no-withholding flag and the housing flag from the payslips' result, HU = ΣIU", async () => {
    /*
     * March 2026: Anna has Skatteverket's decision of no withholding (tax setting "none"): 011
     * 35 000, flag 276 instead of 001, contributions 35 000 × 0,3142 = 10 997. Bo has a 4 000 kr
     * housing benefit, not a småhus (631): 011 35 000, 012 4 000, flag 043, contributions
     * (35 000 + 4 000) × 0,3142 = 12 253,80 → 12 253. HU 487 = 10 997 + 12 253 = 23 250; HU 497 =
     * Bo's table tax alone (Anna's flag carries no amount).
     */
    const base = { ...SAMPLE_PAYSLIP_CALCULATION_INPUT, period: '2026-03', payDate: '2026-03-25' };
    const employment = {
      ...base.employment,
      salaryRows: [{ validFrom: '2020-01-01', validTo: null, amountOre: S01 }],
    };
    const noTax = calculatePayslip({
      ...base,
      employment,
      employee: { ...base.employee, tax: { method: 'none' } },
      yearToDateBefore: undefined,
      events: [],
    });
    const housing = calculatePayslip({
      ...base,
      employment,
      yearToDateBefore: undefined,
      events: [{ kind: 'transaction', salaryTypeCode: '631', date: '2026-03-16', amountOre: 400_000 }],
    });
    expect(noTax.taxOre).toBe(0);
    expect(housing.agiHousingFlags).toEqual(['043']);
    await insertCompletedRun(
      testApp.db,
      world.employerId,
      { period: '2026-03', payDate: '2026-03-25', label: 'Lön mars 2026', kind: 'ordinary' },
      [
        { ...world.anna, employeeName: 'Anna Ek', monthlySalaryOre: S01, payslip: noTax },
        { ...world.bo, employeeName: 'Bo Gran', monthlySalaryOre: S01, payslip: housing },
      ],
    );
    const created = await world.asAdmin('POST', '/agi/2026-03/declarations');
    expect(created.statusCode, created.body).toBe(201);
    const boTax = Math.trunc(housing.taxOre / 100);
    expect(created.json()).toMatchObject({ contributionsKronor: 23_250, taxKronor: boTax });
    const xml = (await world.asAdmin('GET', `/agi/declarations/${created.json().id}/xml`)).body;
    const reading = readAgiXml(xml);
    expect(reading.problems).toEqual([]);
    expect(reading.hu).toMatchObject({ '487': '23250', '497': String(boTax) });
    const byPayee = Object.fromEntries(reading.individuals.map((iu) => [iu.personnummer, iu.fields]));
    const [annaNumber, boNumber] = await Promise.all(
      [world.anna.employeeId, world.bo.employeeId].map(async (id) =>
        (
          await testApp.db
            .selectFrom('employee')
            .select('personnummer')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).personnummer.replaceAll(/\D/g, ''),
      ),
    );
    expect(byPayee[annaNumber!]).toMatchObject({ '011': '35000', '276': '1' });
    expect(byPayee[annaNumber!]).not.toHaveProperty('001');
    expect(byPayee[boNumber!]).toMatchObject({
      '011': '35000',
      '012': '4000',
      '043': '1',
      '001': String(boTax),
    });
  });

  it('refuses a month without completed runs', async () => {
    const response = await world.asAdmin('POST', '/agi/2025-11/declarations');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'AGI_PERIOD_WITHOUT_RUNS' });
  });

  it('warns of each payee whose workplace lacks the street or town (FK 245/246)', async () => {
    // Neither Anna's nor Bo's employment has a workplace yet: both are named for January.
    const january = () => periods().then((list) => list.find((entry) => entry.period === '2026-01')!);
    expect((await january()).workplaceAddressMissing).toEqual([
      { employeeId: world.anna.employeeId, name: 'Anna Ek' },
      { employeeId: world.bo.employeeId, name: 'Bo Gran' },
    ]);
    // February paid Anna alone.
    expect((await periods()).find((entry) => entry.period === '2026-02')!.workplaceAddressMissing).toEqual([
      { employeeId: world.anna.employeeId, name: 'Anna Ek' },
    ]);
    const complete = await testApp.db
      .insertInto('workplace')
      .values({
        employer_id: world.employerId,
        name: 'Kontoret',
        street_address: 'Storgatan 1',
        city: 'Stockholm',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withoutTown = await testApp.db
      .insertInto('workplace')
      .values({ employer_id: world.employerId, name: 'Lagret', street_address: 'Hamnvägen 2', city: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await testApp.db
      .updateTable('employment')
      .set({ workplace_id: complete.id })
      .where('id', '=', world.anna.employmentId)
      .execute();
    await testApp.db
      .updateTable('employment')
      .set({ workplace_id: withoutTown.id })
      .where('id', '=', world.bo.employmentId)
      .execute();
    // Anna's workplace is complete; Bo's has a street but no town, so he is still named.
    expect((await january()).workplaceAddressMissing).toEqual([
      { employeeId: world.bo.employeeId, name: 'Bo Gran' },
    ]);
    // Another company's admin sees none of it.
    expect((await world.asOtherAdminAtHome('GET', '/agi')).json()).toEqual({ periods: [] });
  });
});
