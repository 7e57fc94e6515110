import { parseBankgirotLb } from '@lonsam/domain/files/bankgirot-lb/bankgirot-lb';
import { parseBankgirotLoner } from '@lonsam/domain/files/bankgirot-loner/bankgirot-loner';
import { validateAgainstXsd } from '@lonsam/domain/files/testing/file-test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { insertCompletedRun } from '../agi/testing/agi-test-setup.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';

/*
 * A January 2026 run of three S01 payslips (35 000 kr in table 33 column 1 → tax 7 134 kr, net
 * 35 000 − 7 134 = 27 866 kr each): the run's net pay is 3 × 27 866 = 83 598,00 kr = 8 359 800 öre.
 * Anna banks at Handelsbanken 6789-123 456 789, Maja at Nordea 3300-811218-9876 (both pass
 * Bankgirot's check digits); Bo has no account until the test gives him Swedbank 8327-9
 * 123 456 789-7. Without Bo the file pays 2 × 27 866 = 55 732,00 kr.
 */
const NET_EACH = 2_786_600;
const RUN_NET = 3 * NET_EACH;

let testApp: TestApp;
let world: EventWorld;
let runId: string;

type Problem = { employeeId: string; name: string; reason: string; message: string };
type FileView = {
  id: string;
  format: string;
  totalOre: number;
  paymentCount: number;
  leftOut: { name: string; netOre: number }[];
  version: number;
  sentAt: string | null;
};

async function saveSetting(section: string, value: unknown) {
  await testApp.db
    .insertInto('employer_setting')
    .values({ employer_id: world.employerId, section, version: 1, value: JSON.stringify(value) })
    .onConflict((conflict) =>
      conflict.columns(['employer_id', 'section']).doUpdateSet({ value: JSON.stringify(value) }),
    )
    .execute();
}

const PAYOUT = {
  account: { kind: 'bank-account', clearingNumber: '6789', accountNumber: '123456789' },
  senders: {
    bankgirotCustomerNumber: null,
    bankgiroNumber: null,
    isoSenderId: null,
    isoSenderIdScheme: 'BANK',
  },
};

async function createFile(leaveOut: string[] = []) {
  return world.asAdmin('POST', `/payroll-runs/${runId}/bank-files`, { leaveOut });
}

async function download(fileId: string) {
  const response = await world.asAdmin('GET', `/bank-files/${fileId}/content`);
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 1941);
  const { db } = testApp;
  await db
    .updateTable('employee')
    .set({ clearing_number: '6789', account_number: '123456789' })
    .where('id', '=', world.anna.employeeId)
    .execute();
  await db
    .updateTable('employee')
    .set({ clearing_number: '3300', account_number: '8112189876' })
    .where('id', '=', world.maja.employeeId)
    .execute();
  const run = await insertCompletedRun(
    db,
    world.employerId,
    { period: '2026-01', payDate: '2026-01-23', label: 'Lön januari 2026', kind: 'ordinary' },
    [
      { ...world.anna, employeeName: 'Anna Ek', monthlySalaryOre: 3_500_000 },
      { ...world.bo, employeeName: 'Bo Gran', monthlySalaryOre: 3_500_000 },
      { ...world.maja, employeeName: 'Maja Chef', monthlySalaryOre: 3_500_000 },
    ],
  );
  runId = run.runId;
  expect(run.payslips.map((payslip) => payslip.netOre)).toEqual([NET_EACH, NET_EACH, NET_EACH]);
});
afterAll(async () => {
  await testApp.close();
});

describe('salary payment files', () => {
  it('name the missing paying account and its settings page', async () => {
    const overview = await world.asAdmin('GET', `/payroll-runs/${runId}/payout`);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().settingProblems).toEqual([{ code: 'PAYING_ACCOUNT_MISSING', setting: 'payout' }]);
    const response = await createFile();
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'PAYING_ACCOUNT_MISSING', setting: 'payout' });
    await saveSetting('payout', PAYOUT);
  });

  it('show who gets what on which account, masked, and who cannot be paid', async () => {
    const response = await world.asAdmin('GET', `/payroll-runs/${runId}/payout`);
    const view = response.json() as {
      run: { netOre: number };
      format: string;
      payees: { name: string; netOre: number; account: string | null; problem: { reason: string } | null }[];
    };
    expect(view.format).toBe('pain.001.001.03');
    expect(view.run.netOre).toBe(RUN_NET);
    expect(view.payees).toEqual([
      expect.objectContaining({ name: 'Anna Ek', netOre: NET_EACH, account: '6789 ••••6789', problem: null }),
      expect.objectContaining({
        name: 'Bo Gran',
        account: null,
        problem: { reason: 'missing-account', message: 'Kontonummer saknas' },
      }),
      expect.objectContaining({ name: 'Maja Chef', account: '3300 ••••9876', problem: null }),
    ]);
    expect(response.body).not.toContain('123456789');
  });

  it('fail closed: no file while a payee lacks an account, unless left out and listed as unpaid', async () => {
    const refused = await createFile();
    expect(refused.statusCode).toBe(422);
    const problem = refused.json() as { code: string; problems: Problem[] };
    expect(problem.code).toBe('BANK_FILE_INVALID_ACCOUNTS');
    expect(problem.problems).toEqual([
      {
        employeeId: world.bo.employeeId,
        name: 'Bo Gran',
        reason: 'missing-account',
        message: 'Kontonummer saknas',
      },
    ]);
    const none = await testApp.db.selectFrom('bank_file').select('id').where('run_id', '=', runId).execute();
    expect(none).toEqual([]);

    const made = await createFile([world.bo.employeeId]);
    expect(made.statusCode, made.body).toBe(201);
    const file = made.json() as FileView;
    expect(file).toMatchObject({ format: 'pain.001.001.03', paymentCount: 2, totalOre: 2 * NET_EACH });
    expect(file.leftOut).toEqual([
      expect.objectContaining({ name: 'Bo Gran', netOre: NET_EACH, reason: 'Kontonummer saknas' }),
    ]);
    const xml = (await download(file.id)).toString('utf8');
    expect(xml.match(/<CtrlSum>([^<]+)</g)).toEqual(['<CtrlSum>55732.00<', '<CtrlSum>55732.00<']);
    expect(xml.match(/<NbOfTxs>([^<]+)</g)).toEqual(['<NbOfTxs>2<', '<NbOfTxs>2<']);
    expect(xml).toContain('<Cd>SALA</Cd>');
    expect(xml).not.toContain('Bo Gran');
    expect(await validateAgainstXsd(xml, 'iso20022/pain.001.001.03.xsd')).toEqual({
      valid: true,
      errors: [],
    });
  });

  it('give the same bytes on every download and for the same request, each download audited', async () => {
    const again = await createFile([world.bo.employeeId]);
    expect(again.statusCode).toBe(200);
    const id = (again.json() as FileView).id;
    const audited = async () =>
      (
        await testApp.db
          .selectFrom('audit_event')
          .select('id')
          .where('action', '=', 'bank-file.downloaded')
          .where('entity_id', '=', id)
          .execute()
      ).length;
    const before = await audited();
    const one = await download(id);
    const two = await download(id);
    expect(two.equals(one)).toBe(true);
    expect(await audited()).toBe(before + 2);
  });

  it('pay the whole run once the account is fixed: control total = the run’s net pay to the öre', async () => {
    await testApp.db
      .updateTable('employee')
      .set({ clearing_number: '8327-9', account_number: '123 456 789-7' })
      .where('id', '=', world.bo.employeeId)
      .execute();
    const made = await createFile();
    expect(made.statusCode, made.body).toBe(201);
    const file = made.json() as FileView;
    expect(file).toMatchObject({ paymentCount: 3, totalOre: RUN_NET, leftOut: [] });
    const xml = (await download(file.id)).toString('utf8');
    expect(xml).toContain('<CtrlSum>83598.00</CtrlSum>');

    const sent = await world.asAdmin('POST', `/bank-files/${file.id}/sent`, { version: file.version });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((sent.json() as FileView).sentAt).not.toBeNull();
    const stale = await world.asAdmin('POST', `/bank-files/${file.id}/sent`, { version: file.version });
    expect(stale.statusCode).toBe(409);
  });

  it('write pain.001.001.09 when the settings choose it, valid against ISO’s XSD', async () => {
    await saveSetting('file-format', { format: 'pain.001', pain001Version: 'pain.001.001.09' });
    const made = await createFile();
    expect(made.statusCode, made.body).toBe(201);
    const xml = (await download((made.json() as FileView).id)).toString('utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(await validateAgainstXsd(xml, 'iso20022/pain.001.001.09.xsd')).toEqual({
      valid: true,
      errors: [],
    });
  });

  it('write Bankgirot Löner and LB once their sender ids are set, read back with the run’s total', async () => {
    await saveSetting('file-format', { format: 'bankgirot-loner' });
    const missing = await createFile();
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'BANKGIROT_CUSTOMER_NUMBER_MISSING', setting: 'payout' });
    await saveSetting('payout', {
      ...PAYOUT,
      senders: { ...PAYOUT.senders, bankgirotCustomerNumber: '123456', bankgiroNumber: '5050-1055' },
    });
    const loner = await createFile();
    expect(loner.statusCode, loner.body).toBe(201);
    const parsedLoner = parseBankgirotLoner(new Uint8Array(await download((loner.json() as FileView).id)));
    expect(parsedLoner.totalOre).toBe(RUN_NET);
    expect(parsedLoner.payments).toHaveLength(3);
    expect(parsedLoner.payments.map((payment) => payment.payDate)).toEqual([
      '2026-01-23',
      '2026-01-23',
      '2026-01-23',
    ]);

    await saveSetting('file-format', { format: 'bankgirot-lb' });
    const lb = await createFile();
    expect(lb.statusCode, lb.body).toBe(201);
    const parsedLb = parseBankgirotLb(new Uint8Array(await download((lb.json() as FileView).id)));
    expect(parsedLb.totalOre).toBe(RUN_NET);
  });

  it('show a manager with PayoutInsight their own team only: no other payee, no files, no other company', async () => {
    // The manager leads Anna and Maja, not Bo: the team's net pay is 2 × 27 866 = 55 732,00 kr.
    const response = await world.asManager('GET', `/payroll-runs/${runId}/payout`);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json();
    expect(view.payees.map((payee: { name: string }) => payee.name)).toEqual(['Anna Ek', 'Maja Chef']);
    expect(view.payees.map((payee: { account: string }) => payee.account)).toEqual([
      '6789 ••••6789',
      '3300 ••••9876',
    ]);
    expect(view.run).toMatchObject({ netOre: 2 * NET_EACH, employeeCount: 2 });
    expect(view.files).toEqual([]);
    expect(view.settingProblems).toEqual([]);
    expect(JSON.stringify(view)).not.toContain('Bo Gran');
    // Another company's completed run is not found from here, whatever its id.
    const { db } = testApp;
    const otherEmployment = await db
      .selectFrom('employment')
      .select(['id', 'employee_id'])
      .where('id', '=', world.otherEmploymentId)
      .executeTakeFirstOrThrow();
    const other = await insertCompletedRun(
      db,
      world.otherEmployerId,
      { period: '2026-01', payDate: '2026-01-23', label: 'Lön januari 2026', kind: 'ordinary' },
      [
        {
          employmentId: otherEmployment.id,
          employeeId: otherEmployment.employee_id,
          employeeName: 'Olle Annan',
          monthlySalaryOre: 3_500_000,
        },
      ],
    );
    expect((await world.asManager('GET', `/payroll-runs/${other.runId}/payout`)).statusCode).toBe(404);
    // A run that is not completed has no payout to look into.
    const open = await db
      .insertInto('payroll_run')
      .values({
        employer_id: world.employerId,
        kind: 'extra',
        period: '2026-03',
        pay_date: '2026-03-25',
        label: 'Extra mars',
        status: 'calculated',
        created_by_name: 'Test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await world.asManager('GET', `/payroll-runs/${open.id}/payout`)).statusCode).toBe(404);
  });

  it("list a manager's completed runs with their team's net pay only, an admin's with the run's", async () => {
    // By now: January's completed run (Anna, Maja, Bo), an open March run and another company's
    // completed run. The manager's team is Anna and Maja: 2 × 27 866 = 55 732,00 kr.
    const mine = await world.asManager('GET', '/payouts');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      runs: [
        {
          id: runId,
          label: expect.any(String),
          period: '2026-01',
          payDate: expect.any(String),
          netOre: 2 * NET_EACH,
          employeeCount: 2,
        },
      ],
    });
    const admin = await world.asAdmin('GET', '/payouts');
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().runs).toEqual([
      expect.objectContaining({ id: runId, netOre: RUN_NET, employeeCount: 3 }),
    ]);
    // An employee has no privilege; another company's admin sees its own runs only, never ours.
    expect((await world.asAnna('GET', '/payouts')).statusCode).toBe(403);
    const other = await world.asOtherAdminAtHome('GET', '/payouts');
    expect(JSON.stringify(other.json())).not.toContain(runId);
  });

  it('are the admin’s: no manager, employee or other company reaches a run’s file', async () => {
    const [file] = await testApp.db
      .selectFrom('bank_file')
      .select('id')
      .where('run_id', '=', runId)
      .execute();
    for (const client of [world.asManager, world.asAnna, world.asOtherAdmin]) {
      if (client !== world.asManager)
        expect((await client('GET', `/payroll-runs/${runId}/payout`)).statusCode).toBe(403);
      expect((await client('GET', `/bank-files/${file!.id}/content`)).statusCode).toBe(403);
      expect((await client('POST', `/payroll-runs/${runId}/bank-files`, {})).statusCode).toBe(403);
    }
    expect((await world.asOtherAdminAtHome('GET', `/payroll-runs/${runId}/payout`)).statusCode).toBe(404);
    expect((await world.asOtherAdminAtHome('GET', `/bank-files/${file!.id}/content`)).statusCode).toBe(404);
  });

  it('are made from completed runs only', async () => {
    const { db } = testApp;
    const open = await db
      .insertInto('payroll_run')
      .values({
        employer_id: world.employerId,
        kind: 'extra',
        period: '2026-02',
        pay_date: '2026-02-25',
        label: 'Extra februari',
        status: 'calculated',
        created_by_name: 'Test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await world.asAdmin('POST', `/payroll-runs/${open.id}/bank-files`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'BANK_FILE_RUN_NOT_COMPLETED' });
  });
});
