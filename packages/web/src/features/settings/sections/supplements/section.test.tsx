import { DEFAULT_SALARY_SUPPLEMENTS, DEFAULT_STANDBY } from '@lonsam/domain/settings/salary-supplements';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsSupplements from '../../../../../public/locales/sv-SE/settings-supplements.json';
import { EmployerScopeProvider } from '../../../../lib/employer-scope.tsx';
import { renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../../ui/privileges/privileges-context.tsx';
import { SettingsSectionScreen } from './section.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

function renderSection(entries: { id: string; type: 'Enabled'; writeAccess: boolean }[]) {
  return renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <PrivilegeProvider value={{ isLoading: false, isDebug: false, entries }}>
        <SettingsSectionScreen />
      </PrivilegeProvider>
    </EmployerScopeProvider>,
    { 'settings-supplements': settingsSupplements },
  );
}

const answer = (request: { path: string }) => ({
  version: 0,
  value: request.path.endsWith('/standby') ? DEFAULT_STANDBY : DEFAULT_SALARY_SUPPLEMENTS,
  updatedAt: null,
});

// Rendering all the rate tables is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Lönetillägg and Beredskap section', () => {
  it('shows the supplements a role may change and explains the stand-by privilege it lacks', async () => {
    const requests = stubApi(answer);
    renderSection([{ id: 'TenantManagement.SalarySupplements', type: 'Enabled', writeAccess: true }]);
    expect(await screen.findByRole('table', { name: 'Enkel övertid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spara' })).toBeTruthy();
    expect(screen.getByText('Rättigheter saknas: Företagsinställningar: beredskap')).toBeTruthy();
    // Only the document the role may read is fetched.
    expect(requests.map((request) => request.path)).toEqual([
      `/api/employer/${scope.employerId}/settings/salary-supplements`,
    ]);
  });

  it('a role with read access only sees the rates without a save button', async () => {
    stubApi(answer);
    renderSection([
      { id: 'TenantManagement.SalarySupplements', type: 'Enabled', writeAccess: false },
      { id: 'TenantManagement.Standby', type: 'Enabled', writeAccess: false },
    ]);
    expect(await screen.findByRole('table', { name: 'Enkel övertid' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Satser för Lördag och söndag' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spara' })).toBeNull();
  });
});
