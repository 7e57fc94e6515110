import {
  WORKPLACE_NAME_TAKEN_MESSAGE,
  WORKPLACE_NUMBER_MESSAGE,
  WORKPLACE_POSTAL_CODE_MESSAGE,
} from '@lonsam/domain/settings/workplace';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsWorkplaces from '../../../../../public/locales/sv-SE/settings-workplaces.json';
import { problem, renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { WorkplacesSettings } from './section.tsx';
import { WorkplaceForm } from './workplace-form.tsx';
import type { WorkplaceView } from './workplaces-api.ts';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const office: WorkplaceView = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Huvudkontoret',
  streetAddress: 'Sveavägen 44',
  postalCode: '111 34',
  city: 'Stockholm',
  workplaceNumber: '00001',
  archivedAt: null,
  version: 4,
  activeEmploymentCount: 2,
};
const namespaces = { 'settings-workplaces': settingsWorkplaces };
const sent = (requests: ReturnType<typeof stubApi>) => requests.filter((request) => request.method !== 'GET');

// Typing with userEvent is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('WorkplaceForm', () => {
  it('adds a workplace with the postnummer and number as the AGI wants them', async () => {
    const requests = stubApi((request) => ({
      ...office,
      ...(request.body as object),
      id: office.id,
      version: 1,
    }));
    const onDone = vi.fn();
    renderFeatureUi(<WorkplaceForm scope={scope} onDone={onDone} />, namespaces);
    await fill('Namn', 'Lagret');
    await fill('Gatuadress', 'Årstaängsvägen 1');
    await fill('Postnummer', '117 43');
    await fill('Ort', 'Stockholm');
    await fill('Arbetsställenummer', '12');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till arbetsstället' }));
    await screen.findByText('Arbetsstället är tillagt', {}, { timeout: 10_000 });
    expect(sent(requests)).toEqual([
      {
        method: 'POST',
        path: `/api/employer/${scope.employerId}/settings/workplaces`,
        body: {
          name: 'Lagret',
          streetAddress: 'Årstaängsvägen 1',
          postalCode: '117 43',
          city: 'Stockholm',
          workplaceNumber: '00012',
        },
      },
    ]);
    expect(onDone).toHaveBeenCalled();
  });

  it('shows Swedish field errors and sends nothing while a value is wrong', async () => {
    const requests = stubApi(() => ({}));
    renderFeatureUi(<WorkplaceForm scope={scope} onDone={() => {}} />, namespaces);
    await fill('Namn', 'Lagret');
    await fill('Gatuadress', 'Årstaängsvägen 1');
    await fill('Postnummer', '1174');
    await fill('Ort', 'Stockholm');
    await fill('Arbetsställenummer', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till arbetsstället' }));
    expect(await screen.findByText(WORKPLACE_POSTAL_CODE_MESSAGE)).toBeTruthy();
    expect(screen.getByText(WORKPLACE_NUMBER_MESSAGE)).toBeTruthy();
    expect(sent(requests)).toHaveLength(0);
  });

  it("shows the server's field error on the field (a name already used)", async () => {
    stubApi(() =>
      problem(400, { code: 'VALIDATION_FAILED', errors: { name: [WORKPLACE_NAME_TAKEN_MESSAGE] } }),
    );
    renderFeatureUi(<WorkplaceForm scope={scope} workplace={office} onDone={() => {}} />, namespaces);
    await fill('Namn', 'Lagret');
    await userEvent.click(screen.getByRole('button', { name: 'Spara arbetsstället' }));
    expect(await screen.findByText(WORKPLACE_NAME_TAKEN_MESSAGE)).toBeTruthy();
  });

  it('a 409 lists the stored values and keeps what was typed; the save sent the version read', async () => {
    const requests = stubApi(() =>
      problem(409, {
        code: 'VERSION_CONFLICT',
        current: { ...office, name: 'Kontoret Sveavägen', version: 5 },
      }),
    );
    renderFeatureUi(<WorkplaceForm scope={scope} workplace={office} onDone={() => {}} />, namespaces);
    await fill('Ort', 'Solna');
    await userEvent.click(screen.getByRole('button', { name: 'Spara arbetsstället' }));
    const stored = await screen.findByRole('list', { name: 'Sparade värden' });
    expect(within(stored).getByText('Namn: Kontoret Sveavägen')).toBeTruthy();
    expect(screen.getByLabelText('Ort')).toHaveProperty('value', 'Solna');
    expect(sent(requests)[0]).toMatchObject({ method: 'PUT', body: { city: 'Solna', version: 4 } });
  });
});

describe('WorkplacesSettings', () => {
  it('no workplaces: says what to add first', () => {
    stubApi(() => ({}));
    renderFeatureUi(
      <WorkplacesSettings scope={scope} list={{ workplaces: [], needsWorkplaceNumbers: false }} canEdit />,
      namespaces,
    );
    expect(
      screen.getByText(/Inga arbetsställen ännu\. Lägg till företagets första arbetsställe/),
    ).toBeTruthy();
  });

  it('archives only after the confirmation; one with running employments cannot be archived', async () => {
    const shop = {
      ...office,
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Butiken',
      activeEmploymentCount: 0,
    };
    const requests = stubApi(() => ({ ...shop, archivedAt: '2026-11-25T18:00:00.000Z', version: 5 }));
    renderFeatureUi(
      <WorkplacesSettings
        scope={scope}
        list={{ workplaces: [office, shop], needsWorkplaceNumbers: true }}
        canEdit
      />,
      namespaces,
    );
    expect(screen.getByRole('button', { name: 'Arkivera Huvudkontoret' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Arkivera Butiken' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent(requests)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Arkivera' }));
    await screen.findByText('Butiken är arkiverat', {}, { timeout: 10_000 });
    expect(sent(requests)[0]).toMatchObject({
      method: 'POST',
      path: `/api/employer/${scope.employerId}/settings/workplaces/${shop.id}/archive`,
      body: { version: 4 },
    });
  });
});
