import { DEFAULT_SALARY_SUPPLEMENTS } from '@lonsam/domain/settings/salary-supplements';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsSupplements from '../../../../../public/locales/sv-SE/settings-supplements.json';
import { problem, renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import type { SalarySupplementsDocument } from './salary-supplements-api.ts';
import { SalarySupplementsForm } from './salary-supplements-form.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const document: SalarySupplementsDocument = {
  version: 3,
  value: DEFAULT_SALARY_SUPPLEMENTS,
  updatedAt: null,
};

function renderForm(canEdit = true) {
  return renderFeatureUi(
    <SalarySupplementsForm
      scope={scope}
      document={document}
      canEdit={canEdit}
      exampleSalaryOre={3_500_000}
    />,
    { 'settings-supplements': settingsSupplements },
  );
}

const table = (name: string) => within(screen.getByRole('table', { name }));
const puts = (requests: ReturnType<typeof stubApi>) => requests.filter((request) => request.method === 'PUT');

// Typing with userEvent is slow on a busy machine: fields are filled by a paste.
vi.setConfig({ testTimeout: 60_000 });

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SalarySupplementsForm', () => {
  it('labels the defaults and shows an hour for 35 000 kr: M / 94 = 372,34 kr, M / 72 = 486,11 kr', () => {
    stubApi(() => ({}));
    renderForm();
    expect(
      screen.getByText('Standard enligt vanliga kollektivavtal — kontrollera mot ert avtal.'),
    ).toBeTruthy();
    expect(screen.getByText(/Exempelvärden: OB-tillägget skiljer sig/)).toBeTruthy();
    // 3 500 000 öre / 94 = 37 234.04 → 372,34 kr; / 72 = 48 611.1 → 486,11 kr
    expect(table('Enkel övertid').getByText(/^372,34\s*kr$/)).toBeTruthy();
    expect(table('Kvalificerad övertid').getByText(/^486,11\s*kr$/)).toBeTruthy();
    expect(table('Enkel övertid').getByLabelText('Gäller från, sats 1')).toHaveProperty(
      'value',
      '2025-01-01',
    );
  });

  it('refuses overlapping periods on the new row and sends nothing', async () => {
    const requests = stubApi(() => ({}));
    renderForm();
    await userEvent.click(screen.getAllByRole('button', { name: 'Lägg till sats' })[0]!);
    const simple = table('Enkel övertid');
    await fill(simple.getByLabelText('Gäller från, sats 2'), '2026-07-01');
    await fill(simple.getByLabelText('Värde, sats 2'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await simple.findByText('Giltighetsperioderna överlappar')).toBeTruthy();
    expect(puts(requests)).toEqual([]);
  });

  it('sends a new rate from a date with the old one ended, and an OB amount in öre, with the version read', async () => {
    const requests = stubApi((request) => ({
      version: 4,
      value: request.body && (request.body as { value: unknown }).value,
    }));
    renderForm();
    const simple = table('Enkel övertid');
    await fill(simple.getByLabelText('Gäller till, sats 1'), '2026-06-30');
    await userEvent.click(screen.getAllByRole('button', { name: 'Lägg till sats' })[0]!);
    await fill(simple.getByLabelText('Gäller från, sats 2'), '2026-07-01');
    await fill(simple.getByLabelText('Värde, sats 2'), '90');
    const evening = table('Satser för Vardag kväll');
    await userEvent.click(evening.getByRole('combobox', { name: 'Beräkning, sats 1' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Belopp per enhet' }));
    await fill(evening.getByLabelText('Värde, sats 1'), '45,50');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(puts(requests)).toHaveLength(1), { timeout: 10_000 });
    const [put] = puts(requests);
    expect(put?.path).toBe(`/api/employer/${scope.employerId}/settings/salary-supplements`);
    const body = put?.body as { version: number; value: typeof DEFAULT_SALARY_SUPPLEMENTS };
    expect(body.version).toBe(3);
    expect(body.value.overtime[0]).toEqual({
      kind: 'simple',
      rates: [
        { validFrom: '2025-01-01', validTo: '2026-06-30', rate: { method: 'monthly-divisor', divisor: 94 } },
        { validFrom: '2026-07-01', validTo: null, rate: { method: 'monthly-divisor', divisor: 90 } },
      ],
    });
    expect(body.value.ob[0]?.rates).toEqual([
      { validFrom: '2025-01-01', validTo: null, rate: { method: 'amount', amountOre: 4550 } },
    ]);
  });

  it('a 409 lists the stored rates and keeps what was typed', async () => {
    const stored = {
      ...DEFAULT_SALARY_SUPPLEMENTS,
      overtime: [
        {
          kind: 'simple',
          rates: [
            { validFrom: '2026-01-01', validTo: null, rate: { method: 'monthly-divisor', divisor: 100 } },
          ],
        },
      ],
      ob: [],
    };
    stubApi((request) =>
      request.method === 'PUT'
        ? problem(409, { code: 'VERSION_CONFLICT', current: stored, currentVersion: 4 })
        : { version: 4, value: stored, updatedAt: null },
    );
    renderForm();
    await fill(table('Enkel övertid').getByLabelText('Gäller till, sats 1'), '2026-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    const storedValues = await screen.findByRole('list', { name: /sparade/i });
    expect(within(storedValues).getByText('Enkel övertid: månadslön / 100 från 2026-01-01')).toBeTruthy();
    expect(table('Enkel övertid').getByLabelText('Gäller till, sats 1')).toHaveProperty(
      'value',
      '2026-06-30',
    );
  });

  it('without write access shows the rates read-only and no save button', () => {
    stubApi(() => ({}));
    renderForm(false);
    expect(screen.queryByRole('button', { name: 'Spara' })).toBeNull();
    expect(table('Enkel övertid').getByLabelText('Värde, sats 1')).toHaveProperty('readOnly', true);
  });
});
