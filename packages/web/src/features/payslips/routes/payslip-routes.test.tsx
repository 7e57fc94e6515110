import { samplePayslipDetail } from '@lonsam/domain/documents/payslip-detail-sample';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import svPayslip from '../../../../public/locales/sv-SE/payslip.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { renderFeatureUi, stubApi } from '../../../testing/render-feature-ui.tsx';
import { scope } from '../components/payslips-test-kit.tsx';
import { PayslipListRoute, PayslipRoute, RunPayslipRoute } from './payslip-routes.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(url: string) {
  return renderFeatureUi(
    <MemoryRouter initialEntries={[url]}>
      <EmployerScopeProvider value={scope}>
        <Routes>
          <Route path="/e/user/m/payslips">
            <Route index element={<PayslipListRoute />} />
            <Route path=":payslipId" element={<PayslipRoute />} />
          </Route>
          <Route path="/e/payroll">
            <Route path=":runId" element={<p>Körningen</p>} />
            <Route path=":runId/payslips/:payslipId" element={<RunPayslipRoute />} />
          </Route>
        </Routes>
        <Where />
      </EmployerScopeProvider>
    </MemoryRouter>,
    { payslip: svPayslip },
  );
}

it("the employee's payslip goes back to the list", async () => {
  stubApi(() => samplePayslipDetail());
  renderAt('/e/user/m/payslips/p1');
  await userEvent.click(await screen.findByRole('link', { name: /Alla lönespecifikationer/ }));
  expect(screen.getByTestId('location').textContent).toBe('/e/user/m/payslips');
  expect(await screen.findByRole('heading', { name: 'Lönespecifikationer' })).toBeTruthy();
});

it('a payslip opened from a payroll run goes back to the run', async () => {
  stubApi(() => samplePayslipDetail());
  renderAt('/e/payroll/r1/payslips/p1');
  await userEvent.click(await screen.findByRole('link', { name: /Tillbaka till lönekörningen/ }));
  expect(screen.getByTestId('location').textContent).toBe('/e/payroll/r1');
});
