import type { EventGroup } from '@lonsam/domain/events/event-groups';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import eventTemplate from '../../../../../public/locales/sv-SE/event-template.json';
import {
  problem,
  type RecordedRequest,
  renderFeatureUi,
  stubApi,
} from '../../../../testing/render-feature-ui.tsx';
import type { EventGroupsDocument } from './event-groups-api.ts';
import { EventGroupsSettings } from './event-groups-settings.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const newId = '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a1901';
const anna = '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a19a1';
const bo = '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a19b2';

const employees = {
  items: [
    {
      id: 'e1',
      archived: false,
      firstName: 'Anna',
      lastName: 'Andersson',
      employmentId: anna,
      endDate: null,
    },
    { id: 'e2', archived: false, firstName: 'Bo', lastName: 'Berg', employmentId: bo, endDate: '2020-01-31' },
    { id: 'e3', archived: false, firstName: 'Utan', lastName: 'Anställning', employmentId: null },
  ],
  total: 3,
  page: 1,
  pageSize: 500,
};
const salaryTypes = {
  date: '2026-11-28',
  suggestedCode: '9000',
  salaryTypes: [
    { code: '100', name: 'Månadslön', reportable: false, active: true },
    { code: '210', name: 'Övertid enkel (M/94)', reportable: true, active: true },
    { code: '211', name: 'Övertid kvalificerad (M/72)', reportable: true, active: true },
  ],
};
const shop: EventGroup = {
  id: '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a1902',
  name: 'Butik',
  employmentIds: [anna],
  kinds: ['absence', 'transaction'],
  absenceTypes: ['sick'],
  salaryTypeCodes: ['210'],
};

function renderSettings(groups: EventGroup[] = [shop], canEdit = true) {
  const document: EventGroupsDocument = { version: 7, value: { groups }, updatedAt: null };
  return renderFeatureUi(
    <EventGroupsSettings scope={scope} document={document} canEdit={canEdit} createId={() => newId} />,
    { 'event-template': eventTemplate },
  );
}

const api = (request: RecordedRequest) => {
  if (request.method === 'PUT')
    return {
      version: 8,
      value: (request.body as { value: unknown }).value,
      updatedAt: '2026-11-28T18:00:00.000Z',
    };
  return request.path.endsWith('/employees') ? employees : salaryTypes;
};
const puts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT');

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EventGroupsSettings', () => {
  it('no groups: says that everyone may report everything', () => {
    stubApi(api);
    renderSettings([]);
    expect(screen.getByText(/Inga grupper: alla anställda kan rapportera alla händelser/)).toBeTruthy();
  });

  it('lists a group by names, never by ids', async () => {
    stubApi(api);
    renderSettings();
    const table = screen.getByRole('table', { name: 'Händelsegrupper' });
    expect(await within(table).findByText('Anna Andersson')).toBeTruthy();
    expect(within(table).getByText('Frånvaro, Lönearter')).toBeTruthy();
    expect(within(table).getByText('Sjukfrånvaro')).toBeTruthy();
    expect(await within(table).findByText('210 Övertid enkel (M/94)')).toBeTruthy();
    expect(table.textContent).not.toMatch(/5d1f7a52/);
  });

  it('adds a group for two employees with absence types and chosen salary types', async () => {
    const requests = stubApi(api);
    renderSettings();
    await userEvent.type(screen.getByLabelText('Gruppens namn'), 'Lager');
    await userEvent.click(screen.getByRole('combobox', { name: 'Anställda' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Anna Andersson' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bo Berg (avslutad)' }));
    // Without an employment the person is not a choice.
    expect(screen.queryByRole('option', { name: /Utan/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Frånvaro' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vård av barn (VAB)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sjukfrånvaro' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lönearter' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Bara valda lönearter' }));
    expect(screen.queryByRole('checkbox', { name: '100 Månadslön' })).toBeNull();
    await userEvent.click(await screen.findByRole('checkbox', { name: '211 Övertid kvalificerad (M/72)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till gruppen' }));
    await screen.findByText('Gruppen är tillagd', {}, { timeout: 10_000 });
    expect(puts(requests)[0]?.body).toEqual({
      version: 7,
      value: {
        groups: [
          shop,
          {
            id: newId,
            name: 'Lager',
            employmentIds: [anna, bo],
            kinds: ['absence', 'transaction'],
            absenceTypes: ['sick', 'vab'],
            salaryTypeCodes: ['211'],
          },
        ],
      },
    });
  });

  it('unticking a kind drops its types: the group becomes travel for everyone', async () => {
    const requests = stubApi(api);
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Ändra Butik' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Frånvaro' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lönearter' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Resa' }));
    // Backspace in the empty search removes the last chosen employee: none left means everyone.
    await userEvent.type(screen.getByRole('combobox', { name: 'Anställda' }), '{backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Spara gruppen' }));
    await screen.findByText('Gruppen är sparad', {}, { timeout: 10_000 });
    expect(puts(requests)[0]?.body).toEqual({
      version: 7,
      value: {
        groups: [{ ...shop, employmentIds: [], kinds: ['travel'], absenceTypes: [], salaryTypeCodes: [] }],
      },
    });
  });

  it('refuses a group without kinds or absence types in Swedish, sending nothing', async () => {
    const requests = stubApi(api);
    renderSettings();
    await userEvent.type(screen.getByLabelText('Gruppens namn'), 'butik');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till gruppen' }));
    expect(await screen.findByText('Välj minst en typ av händelse')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Frånvaro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till gruppen' }));
    expect(await screen.findByText('Välj minst en frånvarotyp när frånvaro ingår')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sjukfrånvaro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till gruppen' }));
    expect(await screen.findByText('Det finns redan en grupp med det namnet')).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it('shows the server’s error on the employees field and removes only after confirmation', async () => {
    const requests = stubApi((request) =>
      request.method === 'PUT' && (request.body as { value: { groups: unknown[] } }).value.groups.length > 0
        ? problem(400, {
            code: 'VALIDATION_FAILED',
            errors: { 'groups.0.employmentIds.0': ['Anställningen finns inte i företaget'] },
          })
        : api(request),
    );
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Ändra Butik' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara gruppen' }));
    expect(await screen.findByText('Anställningen finns inte i företaget')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Butik' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await screen.findByText('Gruppen är borttagen', {}, { timeout: 10_000 });
    expect(puts(requests).at(-1)?.body).toEqual({ version: 7, value: { groups: [] } });
  });
});
