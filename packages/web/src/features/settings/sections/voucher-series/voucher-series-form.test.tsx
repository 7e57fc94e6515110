import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsAccounts from '../../../../../public/locales/sv-SE/settings-accounts.json';
import { problem, renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { VoucherSeriesForm } from './voucher-series-form.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const document = { version: 2, value: { series: 'L', name: 'Lön', nextNumber: 41 }, updatedAt: null };

function renderForm() {
  renderFeatureUi(<VoucherSeriesForm scope={scope} document={document} canEdit />, {
    'settings-accounts': settingsAccounts,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VoucherSeriesForm', () => {
  it('writes the series in capitals and saves it with the version read', async () => {
    const requests = stubApi((request) => ({
      ...document,
      version: 3,
      value: (request.body as { value: unknown }).value,
    }));
    renderForm();
    const series = screen.getByRole('textbox', { name: 'Serie' });
    await userEvent.clear(series);
    await userEvent.type(series, 'lo');
    expect(series).toHaveProperty('value', 'LO');
    await userEvent.click(screen.getByRole('button', { name: 'Spara verifikationsserien' }));
    await screen.findByText('Verifikationsserien är sparad');
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/api/employer/${scope.employerId}/settings/voucher-series`);
    expect(put?.body).toEqual({ version: 2, value: { series: 'LO', name: 'Lön', nextNumber: 41 } });
  });

  it('refuses a series with a digit and an empty next number in Swedish, sending nothing', async () => {
    const requests = stubApi(() => ({}));
    renderForm();
    const series = screen.getByRole('textbox', { name: 'Serie' });
    await userEvent.clear(series);
    await userEvent.type(series, 'L1');
    await userEvent.clear(screen.getByLabelText('Nästa verifikationsnummer'));
    await userEvent.click(screen.getByRole('button', { name: 'Spara verifikationsserien' }));
    expect(await screen.findByText('Serien ska vara en eller två versaler A–Z')).toBeTruthy();
    expect(screen.getByText('Nästa verifikationsnummer ska vara ett positivt heltal')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('after a 409 lists the stored series', async () => {
    stubApi((request) =>
      request.method === 'PUT'
        ? problem(409, {
            code: 'VERSION_CONFLICT',
            current: { series: 'A', name: 'Huvudbok', nextNumber: 7 },
            currentVersion: 3,
          })
        : document,
    );
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Spara verifikationsserien' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('list').textContent).toBe(
      'Serie: ANamn: HuvudbokNästa verifikationsnummer: 7',
    );
  });
});
