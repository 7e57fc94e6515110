import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import enPayslip from '../../../../public/locales/en-GB/payslip.json';
import svPayslip from '../../../../public/locales/sv-SE/payslip.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { renderFeatureUi } from '../../../testing/render-feature-ui.tsx';

export { enPayslip, svPayslip };

export const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** A payslip component inside a router at `url`, with the real Swedish `payslip` texts. */
export function renderPayslipUi(ui: ReactElement, url = '/payslips') {
  return renderFeatureUi(
    <MemoryRouter initialEntries={[url]}>
      <EmployerScopeProvider value={scope}>
        <Routes>
          <Route path="/payslips" element={ui} />
          <Route path="/payslips/:payslipId" element={ui} />
        </Routes>
        <LocationProbe />
      </EmployerScopeProvider>
    </MemoryRouter>,
    { payslip: svPayslip },
  );
}

// Intl writes sv-SE amounts with no-break spaces and U+2212 minus.
export const plain = (text: string | null | undefined) => (text ?? '').replaceAll('\u00a0', ' ');
