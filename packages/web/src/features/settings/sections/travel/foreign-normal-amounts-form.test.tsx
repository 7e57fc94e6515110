import { DEFAULT_TRAVEL_ALLOWANCES } from '@lonsam/domain/settings/travel-settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsTravel from '../../../../../public/locales/sv-SE/settings-travel.json';
import { renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { countryOptions, ForeignNormalAmountsForm } from './foreign-normal-amounts-form.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const render = (ui: React.ReactElement) => renderFeatureUi(ui, { 'settings-travel': settingsTravel });
const puts = (requests: ReturnType<typeof stubApi>) => requests.filter((request) => request.method === 'PUT');
// The Select's listbox carries the label too: the first element is the input.
const countryInput = (row: number) => table().getAllByLabelText(`Land, rad ${row}`)[0] as HTMLInputElement;
const table = () => within(screen.getByRole('table', { name: 'Normalbelopp för utlandstraktamente' }));

vi.setConfig({ testTimeout: 60_000 });

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Germany 1 000 kr in 2026 is made up for the test.
const stored = {
  ...DEFAULT_TRAVEL_ALLOWANCES,
  foreignNormalAmounts: [{ country: 'DE', year: 2026, normalAmountOre: 100_000 }],
};

describe('ForeignNormalAmountsForm', () => {
  it('lists countries by their Swedish names, without Sweden and the EU', () => {
    const options = countryOptions('sv');
    expect(options.find((option) => option.value === 'DE')?.label).toBe('Tyskland');
    expect(options.some((option) => option.value === 'SE' || option.value === 'EU')).toBe(false);
  });

  it('shows the stored row with the country’s Swedish name and refuses the same country and year twice', async () => {
    const requests = stubApi(() => ({}));
    render(
      <ForeignNormalAmountsForm
        scope={scope}
        document={{ version: 3, value: stored, updatedAt: null }}
        canEdit
      />,
    );
    expect(countryInput(1).value).toBe('Tyskland');
    expect((table().getByLabelText('Normalbelopp, rad 1') as HTMLInputElement).value).toBe('1\u00a0000 kr');

    // A second row for Germany 2026 is refused with a Swedish message and nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till land' }));
    await fill(countryInput(2), 'Tyskl');
    // Each row's Select keeps its options in the page: row 2's are the last.
    const options = await screen.findAllByRole('option', { name: 'Tyskland' });
    await userEvent.click(options.at(-1) as HTMLElement);
    await fill(table().getByLabelText('År, rad 2'), '2026');
    await fill(table().getByLabelText('Normalbelopp, rad 2'), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Landet har redan ett normalbelopp för det året')).toBeTruthy();
    expect(puts(requests)).toEqual([]);

    // 2027 instead: the whole document is sent, the company's own amounts unchanged, kronor in öre.
    await fill(table().getByLabelText('År, rad 2'), '2027');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(puts(requests)).toHaveLength(1), { timeout: 10_000 });
    expect(puts(requests)[0]?.body).toEqual({
      version: 3,
      value: {
        rates: DEFAULT_TRAVEL_ALLOWANCES.rates,
        foreignNormalAmounts: [
          { country: 'DE', year: 2026, normalAmountOre: 100_000 },
          { country: 'DE', year: 2027, normalAmountOre: 90_000 },
        ],
      },
    });
  });
});
