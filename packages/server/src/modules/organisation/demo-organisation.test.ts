import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('a test company with sample data', () => {
  it('gets a head office with its AGI address and two cost centres, and every sample employment refers to them', async () => {
    const admin = await signUpUser(testApp.app, testApp.db);
    const { employerId } = await createCompany(
      testApp.app,
      admin,
      buildNewCompany({
        orgNumber: makeOrgNumber(1631),
        demoData: { demo: true, extraEmployees: 6, monthsBack: 3 },
      }),
    );
    const workplaces = await testApp.db
      .selectFrom('workplace')
      .select(['id', 'name', 'street_address', 'postal_code', 'city', 'workplace_number'])
      .where('employer_id', '=', employerId)
      .execute();
    expect(workplaces).toEqual([
      {
        id: expect.any(String),
        name: 'Huvudkontoret',
        street_address: 'Sveavägen 44',
        postal_code: '111 34',
        city: 'Stockholm',
        workplace_number: '00001',
      },
    ]);
    const costCentres = await testApp.db
      .selectFrom('dimension_object')
      .select(['id', 'code'])
      .where('employer_id', '=', employerId)
      .where('dimension', '=', 'cost-centre')
      .orderBy('code')
      .execute();
    expect(costCentres.map((row) => row.code)).toEqual(['100', '200']);
    const employments = await testApp.db
      .selectFrom('employment')
      .select(['workplace_id', 'workplace', 'cost_centre_id'])
      .where('employer_id', '=', employerId)
      .execute();
    expect(employments.length).toBeGreaterThanOrEqual(6);
    for (const employment of employments) {
      expect(employment.workplace_id).toBe(workplaces[0]!.id);
      expect(employment.workplace).toBe('Huvudkontoret');
      expect(costCentres.map((row) => row.id)).toContain(employment.cost_centre_id);
    }
  });
});
