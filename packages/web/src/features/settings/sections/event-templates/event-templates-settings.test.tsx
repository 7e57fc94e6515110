import { DEFAULT_EVENT_TEMPLATE_SETTINGS, type EventTemplate } from '@lonsam/domain/events/event-templates';
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
import type { EventTemplatesDocument } from './event-templates-api.ts';
import { EventTemplatesSettings } from './event-templates-settings.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const newId = '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a1801';
const defaults = DEFAULT_EVENT_TEMPLATE_SETTINGS.templates;

const salaryType = (code: string, name: string, reportable = true) => ({
  code,
  name,
  reportable,
  active: true,
});
const salaryTypes = {
  date: '2026-11-28',
  suggestedCode: '9000',
  salaryTypes: [
    salaryType('100', 'Månadslön', false),
    salaryType('210', 'Övertid enkel (M/94)'),
    salaryType('500', 'Bonus'),
  ],
};

function renderSettings(templates: EventTemplate[] = defaults, canEdit = true) {
  const document: EventTemplatesDocument = { version: 3, value: { templates }, updatedAt: null };
  return renderFeatureUi(
    <EventTemplatesSettings scope={scope} document={document} canEdit={canEdit} createId={() => newId} />,
    { 'event-template': eventTemplate },
  );
}

/** GET salary types answers the catalogue; PUT answers the saved list at the next version. */
const api = (request: RecordedRequest) =>
  request.method === 'GET'
    ? salaryTypes
    : {
        version: 4,
        value: (request.body as { value: unknown }).value,
        updatedAt: '2026-11-28T18:00:00.000Z',
      };
const puts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT');

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EventTemplatesSettings', () => {
  it('lists the templates with what they fill in, in Swedish and without ids', async () => {
    stubApi(api);
    renderSettings();
    const table = screen.getByRole('table', { name: 'Händelsemallar' });
    expect(within(table).getByText('Sjukfrånvaro, 50 %')).toBeTruthy();
    expect(within(table).getByText('Semester, betald, hela dagar')).toBeTruthy();
    expect(await within(table).findByText('210 Övertid enkel (M/94), antal 2')).toBeTruthy();
    expect(table.textContent).not.toMatch(/7e1f3c20/);
  });

  it('adds a trip template and sends the whole list with the version read', async () => {
    const requests = stubApi(api);
    renderSettings();
    await userEvent.type(screen.getByLabelText('Mallens namn'), 'Tjänsteresa Göteborg');
    await userEvent.click(screen.getByRole('combobox', { name: 'Typ av händelse' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Resa' }));
    await userEvent.type(screen.getByLabelText('Resmål (valfritt)'), 'Göteborg');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Övernattning' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till mallen' }));
    await screen.findByText('Mallen är tillagd', {}, { timeout: 10_000 });
    expect(puts(requests)[0]?.body).toEqual({
      version: 3,
      value: {
        templates: [
          ...defaults,
          {
            id: newId,
            name: 'Tjänsteresa Göteborg',
            payload: {
              kind: 'travel',
              destination: 'Göteborg',
              country: 'SE',
              overnight: true,
              moreThan50Km: true,
            },
          },
        ],
      },
    });
  });

  it('edits the overtime template to a bonus amount in kronor, sent as öre', async () => {
    const requests = stubApi(api);
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Ändra Övertid 2 h' }));
    const name = screen.getByLabelText('Mallens namn');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bonus');
    await userEvent.click(screen.getByRole('combobox', { name: 'Löneart' }));
    await userEvent.click(await screen.findByRole('option', { name: '500 Bonus' }));
    // Månadslön is not reportable: never a choice.
    expect(screen.queryByRole('option', { name: '100 Månadslön' })).toBeNull();
    await userEvent.clear(screen.getByLabelText('Antal (valfritt)'));
    await userEvent.type(screen.getByLabelText('Belopp i kronor (valfritt)'), '1500,50');
    await userEvent.click(screen.getByRole('button', { name: 'Spara mallen' }));
    await screen.findByText('Mallen är sparad', {}, { timeout: 10_000 });
    expect(puts(requests)[0]?.body).toEqual({
      version: 3,
      value: {
        templates: [
          ...defaults.slice(0, 3),
          {
            id: defaults[3]?.id,
            name: 'Bonus',
            payload: { kind: 'transaction', salaryTypeCode: '500', amountOre: 150_050 },
          },
        ],
      },
    });
  });

  it('refuses a name already used and a percent over 100 in Swedish, sending nothing', async () => {
    const requests = stubApi(api);
    renderSettings();
    await userEvent.type(screen.getByLabelText('Mallens namn'), 'sjuk heldag');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till mallen' }));
    expect(await screen.findByText('Det finns redan en mall med det namnet')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Mallens namn'), ' kväll');
    await userEvent.click(screen.getByRole('radio', { name: 'Procent av dagen' }));
    await userEvent.type(screen.getByLabelText('Andel i procent'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till mallen' }));
    expect(await screen.findByText('Ange en omfattning mellan 1 och 100 procent')).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it('removes a template only after the confirmation', async () => {
    const requests = stubApi(api);
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Sjuk halvdag' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await screen.findByText('Mallen är borttagen', {}, { timeout: 10_000 });
    expect(puts(requests)[0]?.body).toEqual({
      version: 3,
      value: { templates: defaults.filter((template) => template.name !== 'Sjuk halvdag') },
    });
  });

  it('shows the server’s field error on the form’s field', async () => {
    stubApi((request) =>
      request.method === 'GET'
        ? salaryTypes
        : problem(400, {
            code: 'VALIDATION_FAILED',
            errors: {
              'templates.0.payload.salaryTypeCode': [
                'Lönearten finns inte, är inaktiv eller får inte rapporteras',
              ],
            },
          }),
    );
    renderSettings([]);
    await userEvent.type(screen.getByLabelText('Mallens namn'), 'Övertid');
    await userEvent.click(screen.getByRole('combobox', { name: 'Typ av händelse' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lönearter' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Löneart' }));
    await userEvent.click(await screen.findByRole('option', { name: '210 Övertid enkel (M/94)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till mallen' }));
    expect(
      await screen.findByText('Lönearten finns inte, är inaktiv eller får inte rapporteras'),
    ).toBeTruthy();
  });

  it('read only: the list without the form or actions', () => {
    stubApi(api);
    renderSettings(defaults, false);
    expect(screen.getByRole('table', { name: 'Händelsemallar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ändra|Ta bort|Lägg till/ })).toBeNull();
  });
});
