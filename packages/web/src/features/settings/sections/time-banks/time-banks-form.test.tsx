import {
  DEFAULT_TIME_BANK_SETTINGS,
  type TimeBankSettings,
} from '@lonsam/domain/settings/time-bank-settings';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsTimeBanks from '../../../../../public/locales/sv-SE/settings-time-banks.json';
import { renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import type { TimeBanksDocument } from './time-banks-api.ts';
import { TimeBanksForm } from './time-banks-form.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const document: TimeBanksDocument = { version: 0, value: DEFAULT_TIME_BANK_SETTINGS, updatedAt: null };

function renderForm(canEdit = true) {
  return renderFeatureUi(<TimeBanksForm scope={scope} document={document} canEdit={canEdit} />, {
    'settings-time-banks': settingsTimeBanks,
  });
}

const puts = (requests: ReturnType<typeof stubApi>) => requests.filter((request) => request.method === 'PUT');

// Typing with userEvent is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TimeBanksForm', () => {
  it('says no bank is in use and what to do; turning the comp bank on shows its conversion in words', async () => {
    stubApi(() => ({}));
    renderForm();
    expect(screen.getByText(/Ingen tidbank används\. Slå på kompbanken/)).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'Kompbanken används' }));
    expect(screen.queryByText(/Ingen tidbank används/)).toBeNull();
    // 3 h × 1.5 = 4.5 h and 3 h × 2 = 6 h.
    expect(screen.getByText('3 timmar enkel övertid ger 4,5 komptimmar')).toBeTruthy();
    expect(screen.getByText('3 timmar kvalificerad övertid ger 6 komptimmar')).toBeTruthy();
    const simple = screen.getByLabelText('Komptimmar per timme enkel övertid');
    await userEvent.clear(simple);
    await userEvent.type(simple, '1,75');
    // 3 h × 1.75 = 5.25 h.
    expect(screen.getByText('3 timmar enkel övertid ger 5,25 komptimmar')).toBeTruthy();
  });

  it('refuses a factor below 1 in Swedish and sends nothing', async () => {
    const requests = stubApi(() => ({}));
    renderForm();
    await userEvent.click(screen.getByRole('switch', { name: 'Kompbanken används' }));
    const qualified = screen.getByLabelText('Komptimmar per timme kvalificerad övertid');
    await userEvent.clear(qualified);
    await userEvent.type(qualified, '0,5');
    await userEvent.click(screen.getByRole('button', { name: 'Spara tidbankerna' }));
    expect(await screen.findByText('Faktorn ska vara 1–3 (t.ex. 1,5 eller 2)')).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it('saves both banks with the version read; an empty expiry means the hours never expire', async () => {
    const requests = stubApi((request) => ({
      version: 1,
      value: (request.body as { value: unknown }).value,
      updatedAt: '2026-11-25T18:00:00.000Z',
    }));
    renderForm();
    await userEvent.click(screen.getByRole('switch', { name: 'Kompbanken används' }));
    const max = screen.getByLabelText('Tak (timmar)');
    await userEvent.clear(max);
    await userEvent.type(max, '50');
    await userEvent.click(screen.getByRole('switch', { name: 'Flexbanken används' }));
    const minus = screen.getByLabelText('Minusgräns (timmar)');
    await userEvent.clear(minus);
    await userEvent.type(minus, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Spara tidbankerna' }));
    await screen.findByText('Tidbankerna är sparade', {}, { timeout: 10_000 });
    const body = puts(requests)[0]?.body as { version: number; value: TimeBankSettings };
    expect(body.version).toBe(0);
    expect(body.value.compBank).toMatchObject({ isEnabled: true, maxHours: 50, expiryMonths: null });
    expect(body.value.flexBank).toMatchObject({ isEnabled: true, plusLimitHours: 40, minusLimitHours: 20 });
  });

  it('a role that may only read cannot switch a bank on or save', () => {
    stubApi(() => ({}));
    renderForm(false);
    expect(screen.getByRole('switch', { name: 'Kompbanken används' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Spara tidbankerna' })).toBeNull();
    expect(screen.getByText('Ingen tidbank används.')).toBeTruthy();
  });
});
