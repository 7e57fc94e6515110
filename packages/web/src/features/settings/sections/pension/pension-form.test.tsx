import { DEFAULT_PENSION_SETTINGS } from '@lonsam/domain/settings/pension-settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsPension from '../../../../../public/locales/sv-SE/settings-pension.json';
import { renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { PensionForm } from './pension-form.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

function renderForm() {
  return renderFeatureUi(
    <PensionForm
      scope={scope}
      document={{ version: 0, value: DEFAULT_PENSION_SETTINGS, updatedAt: null }}
      canEdit
      today="2026-04-25"
    />,
    { 'settings-pension': settingsPension },
  );
}

const rules = () => within(screen.getByRole('table', { name: 'Premieregler för ITP 1' }));
const puts = (requests: ReturnType<typeof stubApi>) => requests.filter((request) => request.method === 'PUT');

vi.setConfig({ testTimeout: 60_000 });

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PensionForm', () => {
  it('an ITP 1 plan at 60 000 kr in 2026: limit 52 125 kr, premium 4 708,13 kr, SLP 1 142,19 kr', async () => {
    stubApi(() => ({}));
    renderForm();
    expect(screen.getByText(/Företaget har ingen pensionsplan ännu/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till plan enligt ITP 1' }));
    // 7.5 × 83 400 / 12 = 52 125; 4.5 % × 52 125 + 30 % × 7 875 = 4 708.125 → 4 708,13; 24.26 % → 1 142,19
    expect(
      screen.getByText(
        /^Exempel i dag: gräns 52\s125,00\s*kr per månad, premie 4\s708,13\s*kr, särskild löneskatt 1\s142,19\s*kr\.$/,
      ),
    ).toBeTruthy();
    await fill(screen.getByLabelText('Exempel på månadslön'), '35000');
    // 4.5 % × 35 000 = 1 575; 24.26 % × 1 575 = 382.095 → 382,10
    expect(screen.getByText(/premie 1\s575,00\s*kr, särskild löneskatt 382,10\s*kr/)).toBeTruthy();
  });

  it('refuses a negative percentage and overlapping rules, sending nothing; a valid plan is sent', async () => {
    const requests = stubApi((request) => ({
      version: 1,
      value: (request.body as { value: unknown }).value,
    }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till plan enligt ITP 1' }));
    await fill(rules().getByLabelText('Procent över gränsen, regel 1'), '-30');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till regel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await rules().findByText('Värdet får inte vara negativt')).toBeTruthy();
    expect(rules().getByText('Giltighetsperioderna överlappar')).toBeTruthy();
    expect(puts(requests)).toEqual([]);

    await fill(rules().getByLabelText('Procent över gränsen, regel 1'), '30');
    await userEvent.click(rules().getByRole('button', { name: 'Ta bort regel 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(puts(requests)).toHaveLength(1), { timeout: 10_000 });
    const body = puts(requests)[0]?.body as { version: number; value: { plans: unknown[] } };
    expect(body.version).toBe(0);
    expect(body.value).toEqual({
      bookSpecialPayrollTaxMonthly: true,
      plans: [
        {
          id: expect.any(String),
          name: 'ITP 1',
          provider: 'collectum',
          rules: [
            {
              validFrom: '2026-04-25',
              validTo: null,
              percentBelow: 4.5,
              percentAbove: 30,
              limitIbb: 7.5,
              capIbb: 30,
              fixedAmountOre: 0,
            },
          ],
        },
      ],
    });
  });
});
