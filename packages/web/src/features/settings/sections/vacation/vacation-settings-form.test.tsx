import { DEFAULT_VACATION_SETTINGS, type VacationSettings } from '@lonsam/domain/settings/vacation-settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsVacation from '../../../../../public/locales/sv-SE/settings-vacation.json';
import { problem, renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import type { VacationDocument } from './vacation-api.ts';
import { VacationSettingsForm } from './vacation-settings-form.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const document: VacationDocument = { version: 0, value: DEFAULT_VACATION_SETTINGS, updatedAt: null };
const newGroupId = '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a0202';

function renderForm() {
  return renderFeatureUi(
    <VacationSettingsForm scope={scope} document={document} canEdit createId={() => newGroupId} />,
    { 'settings-vacation': settingsVacation },
  );
}

const puts = (requests: ReturnType<typeof stubApi>) => requests.filter((request) => request.method === 'PUT');

// Typing with userEvent is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VacationSettingsForm', () => {
  it('the law by default: one group, 1 April–31 March, and the next step to add a group', () => {
    stubApi(() => ({}));
    renderForm();
    expect(screen.getByRole('radio', { name: '1 april–31 mars (semesterlagen)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByText(/Alla anställda följer standardgruppen/)).toBeTruthy();
    expect(screen.getByLabelText('Betalda semesterdagar per år')).toHaveProperty('value', '25');
    expect(screen.getByLabelText(/Semestertillägg per semesterdag/)).toHaveProperty('value', '0,43 %');
  });

  it('refuses 11 % under procentregeln and 24 days in Swedish, and sends nothing', async () => {
    const requests = stubApi(() => ({}));
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Procentregeln' }));
    const percent = screen.getByLabelText(/Semesterlön \(% av semesterlönegrundande lön\)/);
    await userEvent.clear(percent);
    await userEvent.type(percent, '11');
    const days = screen.getByLabelText('Betalda semesterdagar per år');
    await userEvent.clear(days);
    await userEvent.type(days, '24');
    await userEvent.click(screen.getByRole('button', { name: 'Spara semesterinställningarna' }));
    expect(
      await screen.findByText('Procentsatsen ska vara 12–100 % (minst 12 % enligt semesterlagen)'),
    ).toBeTruthy();
    expect(screen.getByText('Minst 25 semesterdagar enligt semesterlagen, högst 60')).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it('adds "Tjänstemän" on the PTK agreement as the default group and saves both groups', async () => {
    const requests = stubApi((request) => ({
      version: 1,
      value: (request.body as { value: unknown }).value,
      updatedAt: '2026-11-25T18:00:00.000Z',
    }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till grupp' }));
    const added = screen.getByRole('group', { name: 'Grupp 2' });
    await userEvent.type(within(added).getByLabelText('Gruppens namn'), 'Tjänstemän');
    const group = screen.getByRole('group', { name: 'Tjänstemän' });
    await userEvent.click(within(group).getByLabelText('Standardgrupp för anställningar utan grupp'));
    await userEvent.click(within(group).getAllByLabelText('Fyll i värden enligt')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: /Tjänstemannaavtal \(PTK\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara semesterinställningarna' }));
    await screen.findByText('Semesterinställningarna är sparade', {}, { timeout: 10_000 });
    const body = puts(requests)[0]?.body as { version: number; value: VacationSettings };
    expect(body.version).toBe(0);
    expect(body.value.groups.map((saved) => [saved.name, saved.isDefault])).toEqual([
      ['Alla anställda', false],
      ['Tjänstemän', true],
    ]);
    expect(body.value.groups[1]).toMatchObject({
      id: newGroupId,
      supplementPercent: 0.8,
      variablePayPercent: 0.5,
      variablePayBasis: 'perDay',
      paidDaysPerYear: 25,
    });
  });

  it('a 409 keeps what was typed and lists the stored groups', async () => {
    stubApi(() =>
      problem(409, {
        code: 'VERSION_CONFLICT',
        current: {
          ...DEFAULT_VACATION_SETTINGS,
          groups: [{ ...DEFAULT_VACATION_SETTINGS.groups[0], name: 'Kollektivanställda' }],
        },
        currentVersion: 4,
      }),
    );
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Kalenderår (enligt kollektivavtal)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara semesterinställningarna' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Kollektivanställda/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Kalenderår (enligt kollektivavtal)' })).toHaveProperty(
      'checked',
      true,
    );
  });
});
