import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsHolidays from '../../../../../public/locales/sv-SE/settings-holidays.json';
import { problem, renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import type { HolidaysDocument } from './holidays-api.ts';
import { HolidaysSettings } from './holidays-settings.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const document: HolidaysDocument = {
  version: 2,
  value: { extraDaysOff: [{ date: '2026-05-15', name: 'Klämdag', portion: 'whole' }] },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderSettings(canEdit = true, value = document) {
  return renderFeatureUi(
    <HolidaysSettings scope={scope} document={value} canEdit={canEdit} thisYear={2026} />,
    {
      'settings-holidays': settingsHolidays,
    },
  );
}

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;
const puts = (requests: ReturnType<typeof stubApi>) => requests.filter((request) => request.method === 'PUT');

// Typing with userEvent is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HolidaysSettings', () => {
  it('2026: midsommarafton is Friday 19 June, a day off by custom; the company’s klämdag is listed', () => {
    stubApi(() => ({}));
    renderSettings();
    const table = screen.getByRole('table', { name: 'Helgdagar och lediga dagar 2026' });
    // 16 holidays + 1 own day + the header row.
    expect(within(table).getAllByRole('row')).toHaveLength(18);
    // 1 January 2026 is a Thursday; 19 June is 169 days later = 24 weeks + 1 day: a Friday.
    const midsummerEve = within(rowOf('Midsommarafton'));
    expect(midsummerEve.getByText('19 juni 2026')).toBeTruthy();
    expect(midsummerEve.getByText('fredag')).toBeTruthy();
    expect(midsummerEve.getByText('Ledig enligt praxis')).toBeTruthy();
    expect(within(rowOf('Midsommardagen')).getByText('20 juni 2026')).toBeTruthy();
    expect(within(rowOf('Klämdag')).getByText('15 maj 2026')).toBeTruthy();
    expect(screen.getByText('1 egen ledig dag 2026')).toBeTruthy();
  });

  it('another year shows its own dates and the empty state with the next step', async () => {
    stubApi(() => ({}));
    renderSettings();
    await userEvent.click(screen.getAllByLabelText('År')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: '2027' }));
    expect(within(rowOf('Midsommarafton')).getByText('25 juni 2027')).toBeTruthy();
    expect(screen.getByText(/Företaget har inga egna lediga dagar 2027\. Lägg till/)).toBeTruthy();
  });

  it('adds a half day with the version read, the list in date order', async () => {
    const requests = stubApi((request) => ({
      version: 3,
      value: (request.body as { value: unknown }).value,
      updatedAt: '2026-11-25T18:00:00.000Z',
    }));
    renderSettings();
    await userEvent.type(screen.getByLabelText('Datum'), '20260105');
    await userEvent.type(screen.getByLabelText('Namn'), 'Trettondagsafton halvdag');
    await userEvent.click(screen.getByRole('radio', { name: 'Halvdag' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till' }));
    await screen.findByText('Den lediga dagen är tillagd', {}, { timeout: 10_000 });
    expect(puts(requests)[0]).toEqual({
      method: 'PUT',
      path: `/api/employer/${scope.employerId}/settings/holidays`,
      body: {
        version: 2,
        value: {
          extraDaysOff: [
            { date: '2026-01-05', name: 'Trettondagsafton halvdag', portion: 'half' },
            { date: '2026-05-15', name: 'Klämdag', portion: 'whole' },
          ],
        },
      },
    });
  });

  it('refuses a date already taken and a missing name in Swedish, and sends nothing', async () => {
    const requests = stubApi(() => ({}));
    renderSettings();
    await userEvent.type(screen.getByLabelText('Datum'), '2026-05-15');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(await screen.findByText('Ange ett namn på ledigheten')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Namn'), 'Klämdag igen');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(await screen.findByText('Datumet finns redan bland företagets lediga dagar')).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it('removes an own day only after the confirmation', async () => {
    const requests = stubApi((request) => ({
      version: 3,
      value: (request.body as { value: unknown }).value,
      updatedAt: null,
    }));
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Klämdag 15 maj 2026' }));
    expect(
      await screen.findByText('Klämdag den 15 maj 2026 tas bort från företagets lediga dagar.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(puts(requests)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Klämdag 15 maj 2026' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await screen.findByText('Den lediga dagen är borttagen', {}, { timeout: 10_000 });
    expect(puts(requests)[0]?.body).toEqual({ version: 2, value: { extraDaysOff: [] } });
  });

  it('a 409 lists the days someone else saved and keeps what was typed', async () => {
    stubApi(() =>
      problem(409, {
        code: 'VERSION_CONFLICT',
        current: { extraDaysOff: [{ date: '2026-11-02', name: 'Studiedag', portion: 'whole' }] },
        currentVersion: 3,
      }),
    );
    renderSettings();
    await userEvent.type(screen.getByLabelText('Datum'), '2026-01-05');
    await userEvent.type(screen.getByLabelText('Namn'), 'Trettondagsafton');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/2026-11-02 Studiedag/)).toBeTruthy();
    expect(screen.getByLabelText('Namn')).toHaveProperty('value', 'Trettondagsafton');
  });

  it('a role that may only read sees the table without the form or remove buttons', () => {
    stubApi(() => ({}));
    renderSettings(false);
    expect(screen.queryByRole('button', { name: /Ta bort/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Lägg till ledig dag' })).toBeNull();
  });
});
