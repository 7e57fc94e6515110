import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Employment } from '../api/types.ts';
import { renderEmployeesUi, stubApi } from '../testing/render-employees-ui.tsx';
import { EmploymentPanel } from './employment-panel.tsx';

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
  workplace: null,
  costCentreId: null,
  costCentre: null,
  projectId: null,
  managerRoleId: null,
  employmentRate: 100,
  weeklyHours: 37.5,
  schedule: [7.5, 7.5, 7.5, 7.5, 7.5, 0, 0],
  dimensions: {},
  salaryForm: 'monthly',
  vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
  pension: { plan: 'itp1', percent: 4.5 },
  groups: [],
  salaryRows: [
    { id: 'r1', validFrom: '2025-03-01', validTo: null, amountOre: 3_400_000 },
    { id: 'r2', validFrom: '2026-04-01', validTo: null, amountOre: 3_650_050 },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmploymentPanel', () => {
  it('shows each salary row’s Gäller till: the day before the next row, the last one open', async () => {
    stubApi((request) => (request.path.endsWith('/employments') ? [employment] : {}));
    renderEmployeesUi(<EmploymentPanel scope={scope} employeeId={employeeId} />);
    const history = await screen.findByRole('table', { name: 'Lönehistorik' });
    const rows = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2025-03-01', '2026-03-31', '34\u00a0000,00\u00a0kr'],
      ['2026-04-01', '', '36\u00a0500,50\u00a0kr'],
    ]);
  });

  it('writes rate, hours and pension the Swedish way', async () => {
    stubApi((request) => (request.path.endsWith('/employments') ? [employment] : {}));
    renderEmployeesUi(<EmploymentPanel scope={scope} employeeId={employeeId} />);
    await screen.findByRole('table', { name: 'Lönehistorik' });
    expect(screen.getByText(/Sysselsättningsgrad 100 %, 37,5 timmar i veckan/)).toBeTruthy();
    expect(screen.getByText(/Tjänstepension: ITP 1 4,5 %/)).toBeTruthy();
  });
});
