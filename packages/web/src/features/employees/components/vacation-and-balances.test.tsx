import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Employee, Employment } from '../api/types.ts';
import { problem, renderEmployeesUi, stubApi } from '../testing/render-employees-ui.tsx';
import { OpeningBalancesForm } from './opening-balances-form.tsx';
import { VacationTermsForm } from './vacation-terms-form.tsx';

const employerId = '11111111-1111-4111-8111-111111111111';
// The role the area acts in: sent as Employer-Identity-Role and part of every query key.
const scope = { employerId, roleId: '22222222-2222-4222-8222-222222222222' };
const employeeId = '22222222-2222-4222-8222-222222222222';

const employment: Employment = {
  id: '33333333-3333-4333-8333-333333333333',
  employeeId,
  version: 2,
  startDate: '2025-03-01',
  endDate: null,
  endReason: null,
  endNote: null,
  employmentType: 'permanent',
  position: 'Ekonom',
  workplaceId: null,
  workplace: 'Stockholm',
  costCentreId: null,
  costCentre: '200',
  projectId: null,
  managerRoleId: null,
  employmentRate: 100,
  weeklyHours: 40,
  schedule: [8, 8, 8, 8, 8, 0, 0],
  dimensions: {},
  salaryForm: 'monthly',
  vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
  pension: { plan: 'itp1', percent: null },
  groups: ['Kontor'],
  salaryRows: [{ id: 'r1', validFrom: '2025-03-01', validTo: null, amountOre: 3_400_000 }],
};

const employee: Employee = {
  id: employeeId,
  version: 7,
  firstName: 'Karin',
  lastName: 'Provsson',
  openingBalances: null,
  archivedAt: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  editableFields: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VacationTermsForm', () => {
  it('refuses fewer than 25 days and a percentage below 12 % with the law’s Swedish messages', async () => {
    const requests = stubApi(() => ({}));
    renderEmployeesUi(
      <VacationTermsForm scope={scope} employeeId={employeeId} employment={employment} canEdit />,
    );
    const days = screen.getByLabelText('Betalda semesterdagar per år');
    await userEvent.clear(days);
    await userEvent.type(days, '20');
    await userEvent.click(screen.getByRole('radio', { name: 'Procentregeln' }));
    const percent = screen.getByLabelText('Semesterersättning (%)');
    await userEvent.clear(percent);
    await userEvent.type(percent, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Spara semestervillkoren' }));
    await screen.findByText('Minst 25 semesterdagar enligt semesterlagen, högst 60');
    expect(screen.getByText('Semesterersättningen ska vara minst 12 %')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('saves the terms with the whole employment as read (dates, salary rows, pension) and its version', async () => {
    const requests = stubApi(() => ({ ...employment, version: 3 }));
    renderEmployeesUi(
      <VacationTermsForm scope={scope} employeeId={employeeId} employment={employment} canEdit />,
    );
    const days = screen.getByLabelText('Betalda semesterdagar per år');
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    const supplement = screen.getByLabelText('Semestertillägg (%)');
    await userEvent.clear(supplement);
    await userEvent.type(supplement, '1,2');
    await userEvent.click(screen.getByRole('button', { name: 'Spara semestervillkoren' }));
    await screen.findByText('Semestervillkoren är sparade');
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe(`/api/employer/${employerId}/employees/${employeeId}/employments/${employment.id}`);
    expect(put.body).toMatchObject({
      version: 2,
      startDate: '2025-03-01',
      position: 'Ekonom',
      pension: { plan: 'itp1', percent: null },
      groups: ['Kontor'],
      salaryRows: [{ validFrom: '2025-03-01', validTo: null, amountOre: 3_400_000 }],
      vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 30, supplementPercent: 1.2 },
    });
    expect(put.body).not.toHaveProperty('id');
  });

  it('after a 409 shows the stored terms', async () => {
    stubApi((request) =>
      request.method === 'PUT'
        ? problem(409, {
            code: 'VERSION_CONFLICT',
            current: {
              ...employment,
              version: 3,
              vacation: { rule: 'procentregeln', paidDaysPerYear: 28, percent: 13 },
            },
          })
        : {},
    );
    renderEmployeesUi(
      <VacationTermsForm scope={scope} employeeId={employeeId} employment={employment} canEdit />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Spara semestervillkoren' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('list', { name: 'Sparade värden' }).textContent).toBe(
      'Semestervillkor: 28 betalda semesterdagar per år · procentregeln, 13 %',
    );
  });

  it('is text for a role that may not change the employment', () => {
    stubApi(() => ({}));
    renderEmployeesUi(
      <VacationTermsForm scope={scope} employeeId={employeeId} employment={employment} canEdit={false} />,
    );
    expect(
      screen.getByText('25 betalda semesterdagar per år · sammalöneregeln med semestertillägg 0,8 %'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spara semestervillkoren' })).toBeNull();
    expect(screen.queryByLabelText('Betalda semesterdagar per år')).toBeNull();
  });
});

describe('OpeningBalancesForm', () => {
  it('asks for the date and sends days and kronor as öre', async () => {
    const requests = stubApi(() => ({ ...employee, version: 8 }));
    renderEmployeesUi(<OpeningBalancesForm scope={scope} employee={employee} canEdit />);
    expect(screen.getByText(/Inga ingående saldon ännu/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Spara saldona' }));
    await screen.findByText('Ogiltigt datum');
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Per datum'), '2026-01-01');
    const saved = screen.getByLabelText('Sparade dagar');
    await userEvent.clear(saved);
    await userEvent.type(saved, '4,5');
    const gross = screen.getByLabelText('Bruttolön');
    await userEvent.clear(gross);
    await userEvent.type(gross, '123456,78');
    const tax = screen.getByLabelText('Avdragen skatt');
    await userEvent.clear(tax);
    await userEvent.type(tax, '30000');
    await userEvent.click(screen.getByRole('button', { name: 'Spara saldona' }));
    await screen.findByText('De ingående saldona är sparade');
    // The sv-SE input shows the thousands with a space.
    expect(gross).toHaveProperty('value', '123\u00a0456,78');
    expect(requests.find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/employer/${employerId}/employees/${employeeId}/opening-balances`,
      body: {
        version: 7,
        asOf: '2026-01-01',
        vacation: { savedDays: 4.5, paidDays: 0, advanceDays: 0 },
        yearToDate: { grossOre: 12_345_678, taxOre: 3_000_000, benefitsOre: 0 },
      },
    });
  });

  it('shows the server’s field error and keeps the typed values', async () => {
    stubApi((request) =>
      request.method === 'PUT'
        ? problem(400, {
            code: 'VALIDATION_FAILED',
            errors: { 'yearToDate.taxOre': ['Beloppet får inte vara negativt'] },
          })
        : {},
    );
    renderEmployeesUi(<OpeningBalancesForm scope={scope} employee={employee} canEdit />);
    await userEvent.type(screen.getByLabelText('Per datum'), '2026-01-01');
    const tax = screen.getByLabelText('Avdragen skatt');
    await userEvent.clear(tax);
    await userEvent.type(tax, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Spara saldona' }));
    await screen.findByText('Beloppet får inte vara negativt');
    expect(tax).toHaveProperty('value', '500');
    expect(screen.getByLabelText('Per datum')).toHaveProperty('value', '2026-01-01');
  });
});
