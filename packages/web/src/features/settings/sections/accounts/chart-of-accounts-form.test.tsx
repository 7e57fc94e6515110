import { defaultChartOfAccounts } from '@lonsam/domain/accounting/chart-of-accounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsAccounts from '../../../../../public/locales/sv-SE/settings-accounts.json';
import { problem, renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import type { ChartOfAccountsDocument } from './chart-of-accounts-api.ts';
import { ChartOfAccountsForm } from './chart-of-accounts-form.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const document: ChartOfAccountsDocument = { version: 3, value: defaultChartOfAccounts(), updatedAt: null };
const accountCount = document.value.accounts.length;
const WAIT = { timeout: 10_000 };

function renderForm() {
  return renderFeatureUi(<ChartOfAccountsForm scope={scope} document={document} canEdit />, {
    'settings-accounts': settingsAccounts,
  });
}

/** One change event instead of one render of the whole chart per key typed. */
async function pasteInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const puts = (requests: ReturnType<typeof stubApi>) => requests.filter((request) => request.method === 'PUT');

afterEach(() => {
  vi.unstubAllGlobals();
});

// 36 account rows and 32 role selects render slowly in jsdom on a busy machine.
describe('ChartOfAccountsForm', { timeout: 30_000 }, () => {
  it('lists the BAS accounts with their Swedish names', () => {
    stubApi(() => ({}));
    renderForm();
    const table = screen.getByRole('table', { name: 'Konton' });
    expect(within(table).getAllByRole('row')).toHaveLength(accountCount + 1);
    expect(screen.getByDisplayValue('Löner till tjänstemän')).toBeTruthy();
    expect(screen.getByLabelText('Nettolön (utbetalning)')).toHaveProperty('value', '1930');
  });

  it('adds an own account, books net pay to it and saves the whole chart with the version read', async () => {
    const requests = stubApi((request) => ({
      version: 4,
      value: request.body && (request.body as { value: unknown }).value,
      updatedAt: '2026-11-25T18:00:00.000Z',
    }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till konto' }));
    const row = accountCount + 1;
    await pasteInto(screen.getByLabelText(`Kontonummer, rad ${row}`), '1940');
    await pasteInto(screen.getByLabelText(`Kontonamn, rad ${row}`), 'Lönekonto');
    await userEvent.selectOptions(screen.getByLabelText('Nettolön (utbetalning)'), '1940 Lönekonto');
    await userEvent.click(screen.getByRole('button', { name: 'Spara kontoplanen' }));
    await screen.findByText('Kontoplanen är sparad', {}, WAIT);
    const [put] = puts(requests);
    expect(put?.path).toBe(`/api/employer/${scope.employerId}/settings/chart-of-accounts`);
    const body = put?.body as { version: number; value: ReturnType<typeof defaultChartOfAccounts> };
    expect(body.version).toBe(3);
    expect(body.value.accounts.at(-1)).toEqual({ number: '1940', name: 'Lönekonto' });
    expect(body.value.roleAccounts.netPay).toBe('1940');
  });

  it('shows the Swedish message for an account outside BAS 1000–8999 and for a missing name', async () => {
    const requests = stubApi(() => ({}));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till konto' }));
    const row = accountCount + 1;
    await pasteInto(screen.getByLabelText(`Kontonummer, rad ${row}`), '0999');
    await userEvent.click(screen.getByRole('button', { name: 'Spara kontoplanen' }));
    expect(
      await screen.findByText('Kontot måste vara ett fyrsiffrigt BAS-konto (1000–8999)', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByText('Ange kontots namn')).toBeTruthy();
    expect(puts(requests)).toEqual([]);
  });

  it('refuses removing an account a role books to, naming the role in Swedish', async () => {
    stubApi(() => ({}));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort konto 2710' }));
    expect(
      await screen.findByText(
        'Kontot används för Avdragen skatt (personalskatt) och kan inte tas bort. Välj ett annat konto där först.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.getByDisplayValue('Personalskatt')).toBeTruthy();
  });

  it('removes an account no role uses', async () => {
    stubApi(() => ({}));
    renderForm();
    expect(screen.getByDisplayValue('Avräkning för skatter och avgifter (skattekonto)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort konto 1630' }));
    expect(screen.queryByDisplayValue('Avräkning för skatter och avgifter (skattekonto)')).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Konton' })).getAllByRole('row')).toHaveLength(
      accountCount,
    );
  });

  it('shows the server’s field error beside the role after a 400', async () => {
    stubApi((request) =>
      request.method === 'PUT'
        ? problem(400, {
            code: 'VALIDATION_FAILED',
            errors: { 'roleAccounts.netPay': ['Kontot finns inte i kontoplanen'] },
          })
        : {},
    );
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Spara kontoplanen' }));
    expect(await screen.findByText('Kontot finns inte i kontoplanen', {}, WAIT)).toBeTruthy();
  });

  it('after a 409 lists the stored values and keeps what was typed', async () => {
    const stored = defaultChartOfAccounts();
    stored.accounts.push({ number: '1940', name: 'Lönekonto' });
    stored.roleAccounts.netPay = '1940';
    stubApi((request) =>
      request.method === 'PUT'
        ? problem(409, { code: 'VERSION_CONFLICT', current: stored, currentVersion: 4 })
        : document,
    );
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Spara kontoplanen' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(within(alert).getByRole('list').textContent).toBe(
      `Antal konton: ${accountCount + 1} kontonNettolön (utbetalning): 1940`,
    );
  });
});
