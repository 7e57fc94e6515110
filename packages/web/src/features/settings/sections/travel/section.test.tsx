import { DEFAULT_TRAVEL_MILEAGE } from '@lonsam/domain/settings/travel-settings';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsTravel from '../../../../../public/locales/sv-SE/settings-travel.json';
import { EmployerScopeProvider } from '../../../../lib/employer-scope.tsx';
import { renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../../ui/privileges/privileges-context.tsx';
import { SettingsSectionScreen } from './section.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Traktamente and Milersättning section', () => {
  it('shows mileage to a role holding only its privilege, explains the per diem one, and lists Skatteverket’s amounts', async () => {
    const requests = stubApi(() => ({ version: 0, value: DEFAULT_TRAVEL_MILEAGE, updatedAt: null }));
    renderFeatureUi(
      <EmployerScopeProvider value={scope}>
        <PrivilegeProvider
          value={{
            isLoading: false,
            isDebug: false,
            entries: [{ id: 'TenantManagement.TravelMileage', type: 'Enabled', writeAccess: true }],
          }}
        >
          <SettingsSectionScreen />
        </PrivilegeProvider>
      </EmployerScopeProvider>,
      { 'settings-travel': settingsTravel },
    );
    expect(await screen.findByRole('table', { name: 'Milersättning' })).toBeTruthy();
    expect(screen.getByText('Rättigheter saknas: Företagsinställningar: traktamenten')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Skatteverkets skattefria belopp' })).toBeTruthy();
    expect(requests.map((request) => request.path)).toEqual([
      `/api/employer/${scope.employerId}/settings/travel-mileage`,
    ]);
  });
});
