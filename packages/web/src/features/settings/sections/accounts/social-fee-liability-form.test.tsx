import { defaultChartOfAccounts } from '@lonsam/domain/accounting/chart-of-accounts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsAccounts from '../../../../../public/locales/sv-SE/settings-accounts.json';
import { renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { SocialFeeLiabilityForm } from './social-fee-liability-form.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const document = { version: 1, value: { accrueMonthly: true, rateBasisPoints: 3142 }, updatedAt: null };
const chart = { version: 0, value: defaultChartOfAccounts(), updatedAt: null };

function renderForm() {
  renderFeatureUi(<SocialFeeLiabilityForm scope={scope} document={document} canEdit />, {
    'settings-accounts': settingsAccounts,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SocialFeeLiabilityForm', () => {
  it('shows 31,42 % and the chart’s accounts, and saves 20,81 % as 2081 hundredths', async () => {
    const requests = stubApi((request) =>
      request.method === 'PUT'
        ? { ...document, version: 2, value: (request.body as { value: unknown }).value }
        : chart,
    );
    renderForm();
    const rate = screen.getByLabelText('Procentsats');
    expect(rate).toHaveProperty('value', '31,42 %');
    expect(
      await screen.findByText(
        'Bokförs på 7519 Arbetsgivaravgifter för semester- och löneskulder mot 2941 Beräknade upplupna lagstadgade sociala avgifter, enligt kontoplanens kontering.',
      ),
    ).toBeTruthy();
    await userEvent.clear(rate);
    await userEvent.type(rate, '20,81');
    await userEvent.click(screen.getByRole('button', { name: 'Spara upplupna sociala avgifter' }));
    await screen.findByText('Upplupna sociala avgifter är sparade');
    const put = requests.find((request) => request.method === 'PUT');
    // 20,81 % × 100 = 2081 hundredths of a per cent, as employer-contributions.ts holds rates.
    expect(put?.body).toEqual({ version: 1, value: { accrueMonthly: true, rateBasisPoints: 2081 } });
  });

  it('refuses a rate over 100 % in Swedish and sends nothing', async () => {
    const requests = stubApi(() => chart);
    renderForm();
    const rate = screen.getByLabelText('Procentsats');
    await userEvent.clear(rate);
    await userEvent.type(rate, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Spara upplupna sociala avgifter' }));
    expect(
      await screen.findByText('Ange en procentsats mellan 0 och 100 med högst två decimaler'),
    ).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
