import { DEFAULT_TRAVEL_ALLOWANCES, DEFAULT_TRAVEL_MILEAGE } from '@lonsam/domain/settings/travel-settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsTravel from '../../../../../public/locales/sv-SE/settings-travel.json';
import { renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { TravelAllowancesForm, TravelMileageForm } from './travel-forms.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

const render = (ui: React.ReactElement) => renderFeatureUi(ui, { 'settings-travel': settingsTravel });
const mileage = () => within(screen.getByRole('table', { name: 'Milersättning' }));
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

describe('TravelMileageForm', () => {
  it('says what is taxable: 30 kr/mil against the tax-free 25 kr → 5 kr taxable per mil', async () => {
    stubApi(() => ({}));
    render(
      <TravelMileageForm
        scope={scope}
        document={{ version: 0, value: DEFAULT_TRAVEL_MILEAGE, updatedAt: null }}
        canEdit
      />,
    );
    expect(mileage().getAllByText(/^Skattefritt \(högst 25,00\s*kr\)$/)).toHaveLength(1);
    await fill(mileage().getByLabelText('Egen bil, per mil, rad 1'), '30');
    expect(mileage().getByText(/^Skattefritt 25,00\s*kr, skattepliktigt 5,00\s*kr$/)).toBeTruthy();
  });

  it('refuses a new rate that overlaps the open-ended one and sends nothing', async () => {
    const requests = stubApi(() => ({}));
    render(
      <TravelMileageForm
        scope={scope}
        document={{ version: 0, value: DEFAULT_TRAVEL_MILEAGE, updatedAt: null }}
        canEdit
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till belopp från ett datum' }));
    await fill(mileage().getByLabelText('Gäller från, rad 2'), '2026-01-01');
    await fill(mileage().getByLabelText('Egen bil, per mil, rad 2'), '30');
    await fill(mileage().getByLabelText('Förmånsbil, per mil, rad 2'), '12');
    await fill(mileage().getByLabelText('Elbil (förmånsbil), per mil, rad 2'), '9,50');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await mileage().findByText('Giltighetsperioderna överlappar')).toBeTruthy();
    expect(puts(requests)).toEqual([]);

    // Ending the first period on 2025-12-31 makes it valid: kronor are sent in öre.
    await fill(mileage().getByLabelText('Gäller till, rad 1'), '2025-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(puts(requests)).toHaveLength(1), { timeout: 10_000 });
    expect(puts(requests)[0]).toEqual({
      method: 'PUT',
      path: `/api/employer/${scope.employerId}/settings/travel-mileage`,
      body: {
        version: 0,
        value: {
          rates: [
            { ...DEFAULT_TRAVEL_MILEAGE.rates[0], validTo: '2025-12-31' },
            {
              validFrom: '2026-01-01',
              validTo: null,
              ownCarPerMilOre: 3000,
              companyCarFossilPerMilOre: 1200,
              companyCarElectricPerMilOre: 950,
            },
          ],
        },
      },
    });
  });
});

describe('TravelAllowancesForm', () => {
  it('compares each row with its own year: 290 kr in 2025 and 300 kr in 2026 are tax-free; 350 kr leaves 50 kr taxable', async () => {
    stubApi(() => ({}));
    render(
      <TravelAllowancesForm
        scope={scope}
        document={{ version: 2, value: DEFAULT_TRAVEL_ALLOWANCES, updatedAt: null }}
        canEdit
      />,
    );
    const table = within(screen.getByRole('table', { name: 'Traktamente' }));
    expect(table.getByText(/^Skattefritt \(högst 290,00\s*kr\)$/)).toBeTruthy();
    expect(table.getByText(/^Skattefritt \(högst 300,00\s*kr\)$/)).toBeTruthy();
    await fill(table.getByLabelText('Hel dag, rad 2'), '350');
    expect(table.getByText(/^Skattefritt 300,00\s*kr, skattepliktigt 50,00\s*kr$/)).toBeTruthy();
  });

  it('keeps the normal amounts abroad (same document, their own form) when saving the company’s amounts', async () => {
    const requests = stubApi(() => ({}));
    const foreignNormalAmounts = [{ country: 'DE', year: 2026, normalAmountOre: 100_000 }];
    render(
      <TravelAllowancesForm
        scope={scope}
        document={{
          version: 2,
          value: { ...DEFAULT_TRAVEL_ALLOWANCES, foreignNormalAmounts },
          updatedAt: null,
        }}
        canEdit
      />,
    );
    const table = within(screen.getByRole('table', { name: 'Traktamente' }));
    await fill(table.getByLabelText('Hel dag, rad 2'), '350');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(puts(requests)).toHaveLength(1), { timeout: 10_000 });
    const body = puts(requests)[0]?.body as { value: { rates: { wholeDayOre: number }[] } };
    expect(body.value).toMatchObject({ foreignNormalAmounts });
    expect(body.value.rates[1]?.wholeDayOre).toBe(35_000);
  });
});
