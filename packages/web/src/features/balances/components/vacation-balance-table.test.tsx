import type { VacationBalancesView } from '@lonsam/domain/contracts/balances/balance-shapes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import svBalances from '../../../../public/locales/sv-SE/balances.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { renderFeatureUi, stubApi } from '../../../testing/render-feature-ui.tsx';
import { VacationBalanceTable } from './vacation-balance-table.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

const row = (employmentId: string, employeeName: string, paidDays: number) => ({
  employmentId,
  employeeName,
  startDate: '2025-01-01',
  endDate: null,
  paidDays,
  savedDays: 3,
  unpaidDaysTaken: 2,
  advanceDays: 0,
});
const list: VacationBalancesView = {
  date: '2026-03-31',
  rows: [row('a1', 'Anna Ek', 12.66), row('b1', 'Bo Gran', 0)],
};

function renderTable() {
  return renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <VacationBalanceTable />
    </EmployerScopeProvider>,
    { balances: svBalances },
  );
}

describe('the bulk vacation balance table', () => {
  it('shows one row per employment with its days, headed in Swedish', async () => {
    stubApi(() => list);
    renderTable();
    const anna = await screen.findByRole('row', { name: /Anna Ek/ });
    expect(
      within(anna)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12,66', '3', '2', '0']);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Anställd',
      'Betalda dagar',
      'Sparade dagar',
      'Obetalda dagar uttagna',
      'Förskottssemester',
    ]);
  });

  it('sends the filters to the server and fetches the CSV with them', async () => {
    const urls: string[] = [];
    const requests = stubApi(() => list);
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input instanceof Request ? input.url : input));
      if (String(input).includes('/export'))
        return new Response('\uFEFFAnställd\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      return fetchStub(input, init);
    });
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderTable();
    await screen.findByRole('row', { name: /Anna Ek/ });
    await userEvent.type(screen.getByLabelText('Sök anställd'), 'ek');
    await userEvent.click(screen.getByLabelText('Visa avslutade anställningar'));
    await waitFor(() => expect(urls.at(-1)).toContain('q=ek'));
    expect(urls.at(-1)).toContain('includeEnded=true');
    await userEvent.click(screen.getByRole('button', { name: 'Exportera CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exported = urls.find((url) => url.includes('/balances/vacation/export'));
    expect(exported).toContain('q=ek');
    expect(exported).toContain('includeEnded=true');
    expect(requests.length).toBeGreaterThan(0);
  });
});
