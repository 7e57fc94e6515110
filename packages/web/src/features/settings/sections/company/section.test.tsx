import type { PrivilegeSourceEntry } from '@lonsam/domain/privileges/access-check';
import { COMPANY_ADDRESS_DEFAULTS, COMPANY_INFO_DEFAULTS } from '@lonsam/domain/settings/company-settings';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsCompany from '../../../../../public/locales/sv-SE/settings-company.json';
import { EmployerScopeProvider } from '../../../../lib/employer-scope.tsx';
import { renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../../ui/privileges/privileges-context.tsx';
import { SettingsSectionScreen } from './section.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

function renderScreen(entries: PrivilegeSourceEntry[]) {
  const requests = stubApi((request) =>
    request.path.endsWith('/address')
      ? { version: 0, value: COMPANY_ADDRESS_DEFAULTS, updatedAt: null }
      : {
          version: 0,
          value: { ...COMPANY_INFO_DEFAULTS, name: 'Testbolaget AB' },
          updatedAt: null,
          orgNumber: null,
        },
  );
  renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <PrivilegeProvider value={{ isLoading: false, isDebug: false, entries }}>
        <SettingsSectionScreen />
      </PrivilegeProvider>
    </EmployerScopeProvider>,
    { 'settings-company': settingsCompany },
  );
  return requests;
}

// Lazy texts and a busy shared machine: findBy waits longer than its default second.
const WAIT = { timeout: 5_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Företagsuppgifter section screen', { timeout: 20_000 }, () => {
  it('with Adress only: the address form, and "Rättigheter saknas:" for Företagsuppgifter, whose data is not asked for', async () => {
    const requests = renderScreen([{ id: 'TenantManagement.Address' }]);
    expect(await screen.findByRole('button', { name: 'Spara adressen' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'Rättigheter saknas: Företagsinställningar: företagsuppgifter',
    );
    expect(requests.map((request) => request.path)).toEqual([
      `/api/employer/${scope.employerId}/settings/company/address`,
    ]);
  });

  it('read access only: both forms shown disabled, without save buttons', async () => {
    renderScreen([
      { id: 'TenantManagement.CompanyInfo', type: 'Enabled', writeAccess: false },
      { id: 'TenantManagement.Address', type: 'Enabled', writeAccess: false },
    ]);
    expect(await screen.findByRole('form', { name: 'Företagsuppgifter' }, WAIT)).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Adress' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Företagsnamn/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Utdelningsadress/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Spara/ })).toBeNull();
  });
});
