import type { PrivilegeSourceEntry } from '@lonsam/domain/privileges/access-check';
import { DEFAULT_FILE_FORMAT_SETTINGS } from '@lonsam/domain/settings/file-format-settings';
import { DEFAULT_PAYOUT_SETTINGS } from '@lonsam/domain/settings/payout-settings';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsPayout from '../../../../../public/locales/sv-SE/settings-payout.json';
import { EmployerScopeProvider } from '../../../../lib/employer-scope.tsx';
import { renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../../ui/privileges/privileges-context.tsx';
import { SettingsSectionScreen } from './section.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

function renderScreen(entries: PrivilegeSourceEntry[]) {
  return renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <PrivilegeProvider value={{ isLoading: false, isDebug: false, entries }}>
        <SettingsSectionScreen />
      </PrivilegeProvider>
    </EmployerScopeProvider>,
    { 'settings-payout': settingsPayout },
  );
}

function answerDocuments() {
  return stubApi((request) => ({
    version: 0,
    value: request.path.endsWith('/file-format') ? DEFAULT_FILE_FORMAT_SETTINGS : DEFAULT_PAYOUT_SETTINGS,
    updatedAt: null,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Utbetalning section screen', () => {
  it('with Utbetalning only (Lön Bas): the payout form, and "Rättigheter saknas:" for Filformat', async () => {
    const requests = answerDocuments();
    renderScreen([{ id: 'TenantManagement.PayoutSettings' }]);
    expect(await screen.findByRole('button', { name: 'Spara utbetalning' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Rättigheter saknas: Företagsinställningar: filformat');
    expect(requests.map((request) => request.path)).toEqual([
      `/api/employer/${scope.employerId}/settings/payout`,
    ]);
  });

  it('read access only: both forms shown without their save buttons', async () => {
    answerDocuments();
    renderScreen([
      { id: 'TenantManagement.PayoutSettings', type: 'Enabled', writeAccess: false },
      { id: 'TenantManagement.FileFormat', type: 'Enabled', writeAccess: false },
    ]);
    expect(await screen.findByRole('form', { name: 'Filformat' })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Utbetalning' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spara utbetalning' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Spara filformat' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Bankgirot Löner' })).toHaveProperty('disabled', true);
  });
});
