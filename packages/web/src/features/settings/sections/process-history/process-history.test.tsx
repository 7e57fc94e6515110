import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsHistory from '../../../../../public/locales/sv-SE/settings-history.json';
import { renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { ProcessHistory } from './section.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const lena = { id: '33333333-3333-4333-8333-333333333333', name: 'Lena Lön' };
const page = {
  items: [
    {
      id: '9',
      occurredAt: '2026-03-02T08:05:00.000Z',
      action: 'settings.updated',
      actor: 'Lena Lön',
      apiToken: null,
      before: { section: 'payout', payDay: 25 },
      after: { section: 'payout', payDay: 20 },
      hiddenChanges: false,
    },
    {
      id: '8',
      occurredAt: '2026-03-01T12:00:00.000Z',
      action: 'employee.created',
      actor: null,
      apiToken: null,
      before: null,
      after: { createdAt: '2026-03-01' },
      hiddenChanges: true,
    },
    {
      id: '7',
      occurredAt: '2026-02-27T12:00:00.000Z',
      action: 'settings.updated',
      actor: 'Lena Lön',
      apiToken: 'Lönesystemet',
      before: { section: 'payout', payDay: 27 },
      after: { section: 'payout', payDay: 25 },
      hiddenChanges: false,
    },
  ],
  total: 3,
  page: 1,
  pageSize: 50,
  people: [lena],
};

// Lazy texts and a busy shared machine: findBy waits longer than its default second.
const WAIT = { timeout: 5_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Processhistorik', { timeout: 20_000 }, () => {
  it('shows when, who, what in Swedish and before → after, never an id', async () => {
    stubApi(() => page);
    renderFeatureUi(<ProcessHistory scope={scope} />, { 'settings-history': settingsHistory });
    const table = await screen.findByRole('table', { name: 'Ändringar i företaget' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    // 08:05 UTC is 09:05 in Stockholm in March (CET).
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-03-02 09:05', 'Lena Lön', 'Inställningar ändrade: Utbetalning', 'Lönedag: 25 → 20']);
    expect(within(rows[1]!).getByText('Systemet')).toBeTruthy();
    expect(within(rows[1]!).getByText('Anställd tillagd')).toBeTruthy();
    expect(within(rows[1]!).getByText('Även ändringar du inte har behörighet att se')).toBeTruthy();
    // A change made with a personal API token names the token after its owner.
    expect(within(rows[2]!).getAllByRole('cell')[1]!.textContent).toBe(
      'Lena Lön via API-nyckel Lönesystemet',
    );
    expect(table.textContent).not.toContain(lena.id);
  });

  it('asks again with the chosen kind, person and dates, from page 1', async () => {
    stubApi(() => page);
    recordUrls();
    renderFeatureUi(<ProcessHistory scope={scope} />, { 'settings-history': settingsHistory });
    await screen.findByRole('table', {}, WAIT);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Typ av ändring' }),
      'Inställningar ändrade',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ändrad av' }), 'Lena Lön');
    await userEvent.type(screen.getByLabelText('Från och med'), '2026-03-01');
    await waitFor(
      () =>
        expect(lastQuery()).toEqual({
          action: 'settings.updated',
          actorId: lena.id,
          from: '2026-03-01',
          page: '1',
          pageSize: '50',
        }),
      WAIT,
    );
  });

  it('exports the filtered history as a CSV download', async () => {
    const requests = stubApi((request) => (request.path.endsWith('/export') ? '"Tidpunkt"' : page));
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderFeatureUi(<ProcessHistory scope={scope} />, { 'settings-history': settingsHistory });
    await screen.findByRole('table', {}, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Exportera CSV' }));
    await waitFor(
      () => expect(requests.some((request) => request.path.endsWith('/process-history/export'))).toBe(true),
      WAIT,
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled(), WAIT);
  });
});

let recordedUrls: string[] = [];

/** stubApi keeps paths only; this keeps each request's whole address too. */
function recordUrls() {
  const answer = globalThis.fetch;
  recordedUrls = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    recordedUrls.push(String(input instanceof Request ? input.url : input));
    return answer(input, init);
  });
}

function lastQuery(): Record<string, string> {
  const url = new URL(recordedUrls.at(-1) ?? '/', 'http://localhost/');
  expect(url.pathname).toBe(`/api/employer/${scope.employerId}/settings/process-history`);
  // The client's own `at` (the caller's clock) is not a filter.
  url.searchParams.delete('at');
  return Object.fromEntries(url.searchParams);
}
