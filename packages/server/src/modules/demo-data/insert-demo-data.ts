import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertDemoCalendarSettings } from '../calendar-settings/index.ts';
import { insertDemoEmployments } from '../employees/index.ts';
import { insertDemoOrganisation } from '../organisation/index.ts';
import { insertDemoPayoutSettings } from '../payout-settings/index.ts';
import { insertDemoCompanySettings } from '../settings/index.ts';
import { generateDemoEmployees, type Random } from './generate-demo-employees.ts';
import { insertDemoEvents } from './insert-demo-events.ts';
import { insertDemoSalarySupplements } from './insert-demo-supplements.ts';

export type DemoDataSettings = { extraEmployees: number; monthsBack: number };

/**
 * Fills a new test company: exactly `extraEmployees` sample employees, employed for at least
 * `monthsBack` months with a raise inside them, and their events over those months
 * (insert-demo-events.ts). Runs in the caller's transaction, so a failure leaves nothing behind.
 * The completed payroll run of each of those months is made afterwards by a background job
 * (demo-payroll-history-job.ts), so the company's creation does not wait for it.
 */
export async function insertDemoData(
  trx: Kysely<Database>,
  employerId: string,
  settings: DemoDataSettings,
  random?: Random,
): Promise<void> {
  await trx
    .updateTable('employer')
    .set({ demo_extra_employees: settings.extraEmployees, demo_months_back: settings.monthsBack })
    .where('id', '=', employerId)
    .execute();
  // The head office and cost centres first: the sample employments refer to them.
  await insertDemoOrganisation(trx, employerId);
  // Pay day the 25th and a paying account, so a payroll and its bank file can be tried at once.
  await insertDemoPayoutSettings(trx, employerId);
  // Two vacation groups, klämdagar and a comp time bank.
  await insertDemoCalendarSettings(trx, employerId);
  // An AGI contact person and a postal address, so Företagsuppgifter is complete.
  await insertDemoCompanySettings(trx, employerId);
  // Overtime and OB rates that price hourly wages too, so the sample payroll has no gaps.
  await insertDemoSalarySupplements(trx, employerId);
  const employees = generateDemoEmployees(settings.extraEmployees, random);
  if (employees.length === 0) return;
  const rows = await trx
    .insertInto('employee')
    .values(
      employees.map((employee) => ({
        employer_id: employerId,
        first_name: employee.firstName,
        last_name: employee.lastName,
        personnummer: employee.personnummer,
        email: employee.email,
        street_address: employee.streetAddress,
        postal_code: employee.postalCode,
        city: employee.city,
        clearing_number: employee.clearingNumber,
        account_number: employee.accountNumber,
      })),
    )
    .returning(['id', 'birth_date', 'personnummer'])
    .execute();
  // "Månader bakåt": employed for the whole period, with a raise in it (the employee page's history).
  await insertDemoEmployments(trx, employerId, rows, random, undefined, settings.monthsBack);
  // What happened in those months: absence, hours, benefits and trips, attested up to last month.
  await insertDemoEvents(
    trx,
    employerId,
    settings.monthsBack,
    random,
    undefined,
    rows.map((row) => row.id),
  );
}
