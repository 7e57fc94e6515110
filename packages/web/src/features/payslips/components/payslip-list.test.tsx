import type { PayslipSummaryView } from '@lonsam/domain/contracts/payslips/payslip-shapes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, stubApi } from '../../../testing/render-feature-ui.tsx';
import { PayslipList } from './payslip-list.tsx';
import { plain, renderPayslipUi, scope } from './payslips-test-kit.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function summary(overrides: Partial<PayslipSummaryView>): PayslipSummaryView {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    runId: 'b0000000-0000-4000-8000-000000000001',
    runLabel: 'Lön februari 2026',
    runKind: 'ordinary',
    period: '2026-02',
    payDate: '2026-02-25',
    employmentId: 'c0000000-0000-4000-8000-000000000001',
    employeeId: 'd0000000-0000-4000-8000-000000000001',
    employeeName: 'Åsa Öberg',
    grossOre: 3_500_000,
    taxOre: 713_400,
    netOre: 2_786_600,
    completed: true,
    ...overrides,
  };
}

// The server sorts newest first; the list keeps its order.
const february = summary({});
const january = summary({
  id: 'a0000000-0000-4000-8000-000000000002',
  runLabel: 'Lön januari 2026',
  period: '2026-01',
  payDate: '2026-01-23',
});

describe('the payslip list', () => {
  it("asks for the caller's payslips in the area's role and shows them newest first with their amounts", async () => {
    const requests = stubApi(() => ({ payslips: [february, january] }));
    renderPayslipUi(<PayslipList />);
    const links = await screen.findAllByRole('link');
    // The link is named by what it shows (axe label-content-name-mismatch), newest first.
    expect(links.map((link) => plain(link.textContent))).toEqual([
      'Lön februari 2026Utbetalning 2026-02-25Att utbetala27 866,00 krBrutto 35 000,00 krSkatt 7 134,00 kr',
      'Lön januari 2026Utbetalning 2026-01-23Att utbetala27 866,00 krBrutto 35 000,00 krSkatt 7 134,00 kr',
    ]);
    expect(requests).toEqual([
      { method: 'GET', path: `/api/employer/${scope.employerId}/payslips`, body: undefined },
    ]);
    const first = within(links[0]!);
    expect(first.getByText('Utbetalning 2026-02-25')).toBeTruthy();
    expect(plain(links[0]!.textContent)).toContain('Brutto 35 000,00 kr');
    expect(plain(links[0]!.textContent)).toContain('Skatt 7 134,00 kr');
    expect(first.queryByText('Preliminär')).toBeNull();
  });

  it('opens a payslip at its own address', async () => {
    stubApi(() => ({ payslips: [february] }));
    renderPayslipUi(<PayslipList />);
    await userEvent.click(await screen.findByRole('link'));
    expect(screen.getByTestId('location').textContent).toBe(`/payslips/${february.id}`);
  });

  it('marks a preliminary payslip (an admin opening a run before it is completed)', async () => {
    stubApi(() => ({ payslips: [summary({ completed: false })] }));
    renderPayslipUi(<PayslipList />);
    expect(await screen.findByText('Preliminär')).toBeTruthy();
  });

  it('says so when there are none yet, and when they cannot be loaded', async () => {
    stubApi(() => ({ payslips: [] }));
    const { unmount } = renderPayslipUi(<PayslipList />);
    expect(await screen.findByText(/Det finns inga lönespecifikationer ännu/)).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();
    stubApi(() => problem(500, { code: 'INTERNAL' }));
    renderPayslipUi(<PayslipList />);
    expect((await screen.findByRole('alert')).textContent).toBe('Lönespecifikationerna kunde inte hämtas.');
  });
});
