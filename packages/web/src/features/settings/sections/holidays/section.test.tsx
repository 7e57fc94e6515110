import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsHolidays from '../../../../../public/locales/sv-SE/settings-holidays.json';
import { EmployerScopeProvider } from '../../../../lib/employer-scope.tsx';
import { renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../../ui/privileges/privileges-context.tsx';
import { SettingsSectionScreen } from './section.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

function renderScreen(entries: { id: string }[]) {
  return renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <PrivilegeProvider value={{ isLoading: false, isDebug: false, entries }}>
        <SettingsSectionScreen />
      </PrivilegeProvider>
    </EmployerScopeProvider>,
    { 'settings-holidays': settingsHolidays },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Helgdagar section screen', () => {
  it('without TenantManagement.Holidays: "Rättigheter saknas:" in Swedish and no request', () => {
    const requests = stubApi(() => ({}));
    renderScreen([{ id: 'TenantManagement.Vacation' }]);
    expect(screen.getByRole('note').textContent).toBe('Rättigheter saknas: Företagsinställningar: helgdagar');
    expect(requests).toHaveLength(0);
  });

  it('with it: reads the company’s document and shows this year’s table', async () => {
    const requests = stubApi(() => ({ version: 0, value: { extraDaysOff: [] }, updatedAt: null }));
    renderScreen([{ id: 'TenantManagement.Holidays' }]);
    const year = new Date().getFullYear();
    expect(await screen.findByRole('table', { name: `Helgdagar och lediga dagar ${year}` })).toBeTruthy();
    expect(requests[0]?.path).toBe(`/api/employer/${scope.employerId}/settings/holidays`);
  });
});
