import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld, insertEmployment } from '../events/testing/event-test-setup.ts';

/*
 * Personalstatistik's age and sex distribution at 28 Feb 2026 (worked by hand):
 * - Anna (the manager's team): born 1990-05-05, personnummer …84 → 8 even: woman; 2026 − 1990 = 36,
 *   birthday not yet reached: 35 → 35–44. She also has a second employment from 2026-01-01:
 *   still one person.
 * - Bo (no manager): no birth date, samordningsnummer 19800175-4315 → born 1980-01-15 (75 − 60),
 *   1 odd: man; 46 → 45–54.
 * - Maja (the manager's team): born 2001-03-01, …82 → woman; 24 (birthday 1 March) → –24.
 * - Eva, ended 2026-01-31, and Per, starting 2026-03-01: not employed on the date, not counted.
 * Admin: men 1, women 2, 3 in all. The manager: Anna and Maja, women 2.
 */

let testApp: TestApp;
let world: EventWorld;

async function person(employeeId: string, personnummer: string, birthDate: string | null) {
  await testApp.db
    .updateTable('employee')
    .set({ personnummer, birth_date: birthDate })
    .where('id', '=', employeeId)
    .execute();
}

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2171);
  const db = testApp.db;
  await person(world.anna.employeeId, '199005052384', '1990-05-05');
  await person(world.bo.employeeId, '198001754315', null);
  await person(world.maja.employeeId, '200103012382', '2001-03-01');
  await sql`
    insert into employment (employer_id, employee_id, start_date, employment_type, position, schedule,
                            weekly_hours, salary_form, vacation, pension, manager_role_id)
    select employer_id, employee_id, '2026-01-01', employment_type, 'Servering', schedule, weekly_hours,
           salary_form, vacation, pension, manager_role_id
    from employment where id = ${world.anna.employmentId}`.execute(db);
  const eva = await insertEmployment(db, world.employerId, { firstName: 'Eva', lastName: 'Slut' }, null);
  await person(eva.employeeId, '197001012340', '1970-01-01');
  await db
    .updateTable('employment')
    .set({ end_date: '2026-01-31' })
    .where('id', '=', eva.employmentId)
    .execute();
  const per = await insertEmployment(db, world.employerId, { firstName: 'Per', lastName: 'Ny' }, null);
  await person(per.employeeId, '199901011230', '1999-01-01');
  await db
    .updateTable('employment')
    .set({ start_date: '2026-03-01' })
    .where('id', '=', per.employmentId)
    .execute();
});
afterAll(async () => {
  await testApp.close();
});

const band = (name: string, men: number, women: number, unknown = 0) => ({
  band: name,
  men,
  women,
  unknown,
  total: men + women + unknown,
});

describe('Personalstatistik: age and sex', () => {
  it('counts the people employed at the date per age band and sex', async () => {
    const response = await world.asAdmin('GET', '/reports/age-sex?date=2026-02-28');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      date: '2026-02-28',
      bands: [
        band('-24', 0, 1),
        band('25-34', 0, 0),
        band('35-44', 0, 1),
        band('45-54', 1, 0),
        band('55-64', 0, 0),
        band('65-', 0, 0),
        band('unknown', 0, 0),
      ],
      totals: { men: 1, women: 2, unknown: 0, total: 3 },
    });
  });

  it('shows a manager only the team', async () => {
    const response = await world.asManager('GET', '/reports/age-sex?date=2026-02-28');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.totals).toEqual({ men: 0, women: 2, unknown: 0, total: 2 });
    expect(body.bands[0]).toEqual(band('-24', 0, 1));
    expect(body.bands[2]).toEqual(band('35-44', 0, 1));
    expect(body.bands[3]).toEqual(band('45-54', 0, 0));
  });

  it('refuses the employee and another company, and a date that does not exist', async () => {
    expect((await world.asAnna('GET', '/reports/age-sex?date=2026-02-28')).statusCode).toBe(403);
    expect((await world.asOtherAdmin('GET', '/reports/age-sex?date=2026-02-28')).statusCode).toBe(403);
    const bad = await world.asAdmin('GET', '/reports/age-sex?date=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });
});
