import { DEFAULT_FILE_FORMAT_SETTINGS } from '@lonsam/domain/settings/file-format-settings';
import { DEFAULT_PAYOUT_SETTINGS, type PayoutSettings } from '@lonsam/domain/settings/payout-settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsPayout from '../../../../../public/locales/sv-SE/settings-payout.json';
import { problem, renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { FileFormatForm } from './file-format-form.tsx';
import { PayoutForm } from './payout-form.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const WAIT = { timeout: 10_000 };

function renderPayout(value: PayoutSettings = DEFAULT_PAYOUT_SETTINGS, canEdit = true) {
  const document = { version: 2, value, updatedAt: null };
  return renderFeatureUi(
    <PayoutForm scope={scope} document={document} canEdit={canEdit} today="2026-12-01" />,
    {
      'settings-payout': settingsPayout,
    },
  );
}

const puts = (requests: ReturnType<typeof stubApi>) => requests.filter((request) => request.method === 'PUT');

function upcomingTexts() {
  const list = screen.getByRole('list', { name: 'Kommande utbetalningar' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PayoutForm', { timeout: 30_000 }, () => {
  it('shows the next three pay dates in Swedish, Christmas Day moved to Wednesday 23 December', () => {
    stubApi(() => ({}));
    renderPayout();
    // Fri 25 Dec 2026 is juldagen and Thu 24 julafton: Wed 23 Dec. Mon 25 Jan and Thu 25 Feb 2027 stay.
    expect(upcomingTexts()).toEqual([
      '23 december 2026, onsdag (flyttad från 25 december 2026, fredag)',
      '25 januari 2027, måndag',
      '25 februari 2027, torsdag',
    ]);
  });

  it('recomputes the dates for the last banking day', async () => {
    stubApi(() => ({}));
    renderPayout();
    await userEvent.selectOptions(screen.getByLabelText(/Utbetalningsdag/), 'Sista bankdagen i månaden');
    // Thu 31 Dec 2026 is nyårsafton (banks closed): Wed 30 Dec; Sun 31 Jan 2027: Fri 29 Jan;
    // Sun 28 Feb 2027: Fri 26 Feb.
    expect(upcomingTexts()).toEqual([
      '30 december 2026, onsdag (flyttad från 31 december 2026, torsdag)',
      '29 januari 2027, fredag (flyttad från 31 januari 2027, söndag)',
      '26 februari 2027, fredag (flyttad från 28 februari 2027, söndag)',
    ]);
  });

  it('refuses a bankgiro number with a wrong check digit in Swedish and sends nothing', async () => {
    const requests = stubApi(() => ({}));
    renderPayout();
    await userEvent.click(screen.getByRole('radio', { name: 'Bankgiro' }));
    await userEvent.type(screen.getByLabelText(/^Bankgironummer/), '5050-1056');
    await userEvent.click(screen.getByRole('button', { name: 'Spara utbetalning' }));
    expect(await screen.findByText('Ogiltigt bankgironummer', {}, WAIT)).toBeTruthy();
    expect(puts(requests)).toEqual([]);
  });

  it('names the bank of the clearing number and saves the account with the version read', async () => {
    const requests = stubApi((request) => ({
      version: 3,
      value: (request.body as { value: unknown } | undefined)?.value,
      updatedAt: '2026-11-25T18:00:00.000Z',
    }));
    renderPayout();
    await userEvent.click(screen.getByRole('radio', { name: 'Clearing- och kontonummer' }));
    await userEvent.type(screen.getByLabelText(/^Clearingnummer/), '6789');
    expect(screen.getByText('Bank: Handelsbanken')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Kontonummer/), '123 456 789');
    await userEvent.click(screen.getByRole('radio', { name: 'Föregående månad', checked: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara utbetalning' }));
    await screen.findByText('Utbetalningsinställningarna är sparade', {}, WAIT);
    const [put] = puts(requests);
    expect(put?.path).toBe(`/api/employer/${scope.employerId}/settings/payout`);
    expect(put?.body).toEqual({
      version: 2,
      value: {
        ...DEFAULT_PAYOUT_SETTINGS,
        salaryPeriod: 'previous-month',
        account: { kind: 'bank-account', clearingNumber: '6789', accountNumber: '123456789' },
      },
    });
  });

  it('sends the different-approvers setting as ticked, on by default', async () => {
    const requests = stubApi((request) => ({
      version: 3,
      value: (request.body as { value: unknown } | undefined)?.value,
      updatedAt: '2026-11-25T18:00:00.000Z',
    }));
    renderPayout();
    const box = screen.getByRole('checkbox', { name: 'Olika personer för första och andra godkännandet' });
    expect(box).toHaveProperty('checked', true);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Spara utbetalning' }));
    await screen.findByText('Utbetalningsinställningarna är sparade', {}, WAIT);
    expect(puts(requests)[0]?.body).toEqual({
      version: 2,
      value: { ...DEFAULT_PAYOUT_SETTINGS, requireDifferentApprovers: false },
    });
  });

  it('saves the limits of the gross-change and lowest-wage warnings, and refuses what is not a number', async () => {
    const requests = stubApi((request) => ({
      version: 3,
      value: (request.body as { value: unknown } | undefined)?.value,
      updatedAt: '2026-11-25T18:00:00.000Z',
    }));
    renderPayout();
    const percent = screen.getByLabelText(/^Varna när bruttolönen ändras/);
    expect(percent).toHaveProperty('value', '20');
    await userEvent.clear(percent);
    await userEvent.type(percent, 'tjugo');
    await userEvent.type(screen.getByLabelText(/^Lägsta timlön/), '150,50');
    await userEvent.click(screen.getByRole('button', { name: 'Spara utbetalning' }));
    expect(await screen.findByText('Ange en hel procentsats 1–1 000', {}, WAIT)).toBeTruthy();
    expect(puts(requests)).toEqual([]);
    await userEvent.clear(percent);
    await userEvent.type(percent, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Spara utbetalning' }));
    await screen.findByText('Utbetalningsinställningarna är sparade', {}, WAIT);
    expect(puts(requests)[0]?.body).toEqual({
      version: 2,
      value: { ...DEFAULT_PAYOUT_SETTINGS, grossChangeWarningPercent: 30, minimumHourlyWageOre: 15_050 },
    });
  });

  it('shows the server’s field error on the sender identity after a 400', async () => {
    stubApi(() =>
      problem(400, {
        code: 'VALIDATION_FAILED',
        errors: {
          'senders.bankgirotCustomerNumber': [
            'Kundnummer hos Bankgirot krävs för filformatet Bankgirot Löner',
          ],
        },
      }),
    );
    renderPayout();
    await userEvent.click(screen.getByRole('button', { name: 'Spara utbetalning' }));
    expect(
      await screen.findByText('Kundnummer hos Bankgirot krävs för filformatet Bankgirot Löner', {}, WAIT),
    ).toBeTruthy();
  });

  it('after a 409 lists the stored values and keeps what was typed', async () => {
    const stored: PayoutSettings = {
      ...DEFAULT_PAYOUT_SETTINGS,
      payDay: 27,
      account: { kind: 'bankgiro', bankgiroNumber: '9912346' },
      requireDifferentApprovers: false,
    };
    stubApi((request) =>
      request.method === 'PUT'
        ? problem(409, { code: 'VERSION_CONFLICT', current: stored, currentVersion: 3 })
        : { version: 3, value: stored, updatedAt: null },
    );
    renderPayout();
    await userEvent.selectOptions(screen.getByLabelText(/Utbetalningsdag/), 'Den 20');
    await userEvent.click(screen.getByRole('button', { name: 'Spara utbetalning' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    const storedList = within(alert).getByRole('list');
    expect(
      within(storedList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Utbetalningsdag: Den 27',
      'Månadslön betalas för: Innevarande månad',
      'Tillägg och avdrag (övertid, frånvaro) betalas för: Föregående månad',
      'Företagets utbetalningskonto: 991-2346',
      'Olika personer för första och andra godkännandet: Nej',
      'Varna när bruttolönen ändras mer än (%): 20 %',
      'Lägsta timlön (kr): Ingen',
    ]);
    expect(screen.getByLabelText(/Utbetalningsdag/)).toHaveProperty('value', '20');
  });

  it('is read-only without the write privilege', () => {
    stubApi(() => ({}));
    renderPayout(
      {
        ...DEFAULT_PAYOUT_SETTINGS,
        account: { kind: 'iban', iban: 'SE4550000000058398257466', bic: 'ESSESESS' },
      },
      false,
    );
    expect(screen.queryByRole('button', { name: 'Spara utbetalning' })).toBeNull();
    expect(screen.getByLabelText(/^IBAN-nummer/)).toHaveProperty('value', 'SE45 5000 0000 0583 9825 7466');
    expect(screen.getByLabelText(/^IBAN-nummer/)).toHaveProperty('readOnly', true);
    expect(screen.getByRole('radio', { name: 'Bankgiro' })).toHaveProperty('disabled', true);
  });
});

describe('FileFormatForm', () => {
  it('shows the server’s Swedish reason on the format and keeps the choice', async () => {
    const requests = stubApi(() =>
      problem(400, {
        code: 'VALIDATION_FAILED',
        errors: { format: ['Ange först kundnummer hos Bankgirot och bankgironummer under Utbetalning'] },
      }),
    );
    renderFeatureUi(
      <FileFormatForm
        scope={scope}
        document={{ version: 0, value: DEFAULT_FILE_FORMAT_SETTINGS, updatedAt: null }}
        canEdit
      />,
      { 'settings-payout': settingsPayout },
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Bankgirot Löner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara filformat' }));
    expect(
      await screen.findByText(
        'Ange först kundnummer hos Bankgirot och bankgironummer under Utbetalning',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(puts(requests)[0]?.body).toEqual({
      version: 0,
      value: { format: 'bankgirot-loner', pain001Version: 'pain.001.001.03' },
    });
    expect(screen.getByRole('radio', { name: 'Bankgirot Löner' })).toHaveProperty('checked', true);
  });
});
