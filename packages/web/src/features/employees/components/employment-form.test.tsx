import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Employment } from '../api/types.ts';
import { problem, renderEmployeesUi, stubApi } from '../testing/render-employees-ui.tsx';
import { EmploymentForm } from './employment-form.tsx';

const employerId = '11111111-1111-4111-8111-111111111111';
// The role the area acts in: sent as Employer-Identity-Role and part of every query key.
const scope = { employerId, roleId: '22222222-2222-4222-8222-222222222222' };
const employeeId = '22222222-2222-4222-8222-222222222222';
const ownManagerRoleId = '44444444-4444-4444-8444-444444444444';
const costCentre200 = '55555555-5555-4555-8555-555555555200';
const gothenburg = '66666666-6666-4666-8666-666666666601';
const malmo = '66666666-6666-4666-8666-666666666602';
const project = '55555555-5555-4555-8555-555555555901';
/** What GET …/employment-choices answers: the company's workplaces, cost centres and projects. */
const choices = {
  workplaces: [
    { id: gothenburg, name: 'Göteborg' },
    { id: malmo, name: 'Malmö' },
  ],
  dimensionObjects: [
    { id: costCentre200, dimension: 'cost-centre', code: '200', name: 'Försäljning' },
    { id: project, dimension: 'project', code: 'P1', name: 'Nya lagret' },
  ],
};

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
  workplace: null,
  costCentreId: costCentre200,
  costCentre: '200',
  projectId: null,
  managerRoleId: null,
  employmentRate: 100,
  weeklyHours: 40,
  schedule: [8, 8, 8, 8, 8, 0, 0],
  dimensions: {},
  salaryForm: 'monthly',
  vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
  pension: { plan: 'none', percent: null },
  groups: [],
  salaryRows: [{ id: 'r1', validFrom: '2025-03-01', validTo: null, amountOre: 3_400_000 }],
};

/** Lookup of the signed-in person's manager role answers with one; PUT answers `put`. */
function stubEmploymentApi(put: () => Response | unknown) {
  return stubApi((request) => {
    if (request.path.startsWith('/api/lookup-role/'))
      return { employerIdentityRoleId: ownManagerRoleId, employmentId: null };
    if (request.path.endsWith('/employment-choices')) return choices;
    return request.method === 'PUT' ? put() : {};
  });
}

async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  // The pickers' options arrive with their queries (choices, own manager role): wait for them.
  await userEvent.click(await screen.findByRole('option', { name: option }, { timeout: 5_000 }));
}

// Choosing in several pickers with userEvent is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmploymentForm', () => {
  it('keeps a cost centre no longer choosable under its code, and offers none', async () => {
    stubApi((request) =>
      request.path.endsWith('/employment-choices') ? { ...choices, dimensionObjects: [] } : {},
    );
    renderEmployeesUi(
      <EmploymentForm scope={scope} employeeId={employeeId} employment={employment} onDone={() => {}} />,
    );
    expect(await screen.findByDisplayValue('200')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Kostnadsställe' }));
    expect(await screen.findByRole('option', { name: 'Inget kostnadsställe' })).toBeTruthy();
  });

  it('refuses an empty position, a rate of 0 % and a fixed term without an end, in Swedish', async () => {
    const requests = stubEmploymentApi(() => ({}));
    renderEmployeesUi(
      <EmploymentForm scope={scope} employeeId={employeeId} employment={employment} onDone={() => {}} />,
    );
    await userEvent.clear(screen.getByLabelText('Befattning'));
    const rate = screen.getByLabelText('Sysselsättningsgrad (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '0');
    await chooseOption('Anställningsform', 'Visstid');
    await userEvent.click(screen.getByRole('button', { name: 'Spara anställningen' }));
    await screen.findByText('Befattning krävs');
    expect(screen.getByText('Sysselsättningsgraden ska vara 1–100 %')).toBeTruthy();
    expect(screen.getByText('En visstidsanställning ska ha ett slutdatum')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('sends the whole employment with the changes: workplace, project and manager from the pickers, pension, groups, version', async () => {
    const onDone = vi.fn();
    const requests = stubEmploymentApi(() => ({ ...employment, version: 3 }));
    renderEmployeesUi(
      <EmploymentForm scope={scope} employeeId={employeeId} employment={employment} onDone={onDone} />,
    );
    await chooseOption('Arbetsställe', 'Göteborg');
    await chooseOption('Projekt', 'P1 – Nya lagret');
    const hours = screen.getByLabelText('Timmar per vecka');
    await userEvent.clear(hours);
    await userEvent.type(hours, '37,5');
    await chooseOption('Chef', 'Jag (min chefsroll)');
    await chooseOption('Tjänstepension', 'ITP 1');
    await userEvent.type(screen.getByLabelText('Pensionsavsättning (%)'), '4,5');
    await userEvent.type(screen.getByLabelText('Grupper', { selector: 'input' }), 'Kontor{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Spara anställningen' }));
    await screen.findByText('Anställningen är sparad');
    expect(onDone).toHaveBeenCalled();
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.body).toEqual({
      version: 2,
      startDate: '2025-03-01',
      endDate: null,
      employmentType: 'permanent',
      position: 'Ekonom',
      workplaceId: gothenburg,
      costCentreId: costCentre200,
      projectId: project,
      managerRoleId: ownManagerRoleId,
      employmentRate: 100,
      weeklyHours: 37.5,
      schedule: [8, 8, 8, 8, 8, 0, 0],
      dimensions: {},
      salaryForm: 'monthly',
      vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
      pension: { plan: 'itp1', percent: 4.5 },
      groups: ['Kontor'],
      salaryRows: [{ validFrom: '2025-03-01', validTo: null, amountOre: 3_400_000 }],
    });
  });

  it('shows the server’s manager error under the picker and keeps the form', async () => {
    stubEmploymentApi(() =>
      problem(400, { code: 'VALIDATION_FAILED', errors: { managerRoleId: ['Ogiltig chef'] } }),
    );
    renderEmployeesUi(
      <EmploymentForm scope={scope} employeeId={employeeId} employment={employment} onDone={() => {}} />,
    );
    await chooseOption('Arbetsställe', 'Malmö');
    await chooseOption('Chef', 'Jag (min chefsroll)');
    await userEvent.click(screen.getByRole('button', { name: 'Spara anställningen' }));
    await screen.findByText('Ogiltig chef');
    expect(screen.getByRole('combobox', { name: 'Arbetsställe' })).toHaveProperty('value', 'Malmö');
  });

  it('after a 409 lists the stored settings', async () => {
    stubEmploymentApi(() =>
      problem(409, {
        code: 'VERSION_CONFLICT',
        current: {
          ...employment,
          version: 3,
          position: 'Controller',
          costCentre: '300',
          employmentRate: 87.5,
          weeklyHours: 37.5,
        },
      }),
    );
    renderEmployeesUi(
      <EmploymentForm scope={scope} employeeId={employeeId} employment={employment} onDone={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Spara anställningen' }));
    const stored = within(await screen.findByRole('alert')).getByRole('list', { name: 'Sparade värden' });
    expect(stored.textContent).toContain('Befattning: Controller');
    expect(stored.textContent).toContain('Kostnadsställe: 300');
    // Numbers the Swedish way, as everywhere in the employee screens.
    expect(stored.textContent).toContain('Sysselsättningsgrad (%): 87,5\u00a0%');
    expect(stored.textContent).toContain('Timmar per vecka: 37,5');
    expect(stored.textContent).not.toMatch(/\d\.\d/);
  });
});
