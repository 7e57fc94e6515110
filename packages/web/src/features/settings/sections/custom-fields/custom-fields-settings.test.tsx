import type { CustomField } from '@lonsam/domain/settings/custom-field-settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsCustomFields from '../../../../../public/locales/sv-SE/settings-custom-fields.json';
import { problem, renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import type { CustomFieldsDocument } from './custom-fields-api.ts';
import { CustomFieldsSettings } from './custom-fields-settings.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const shoeSize: CustomField = {
  id: '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a0301',
  label: 'Skostorlek',
  type: 'number',
  options: [],
  isRequired: false,
  entity: 'employee',
};
const newId = '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a0302';

function renderSettings(fields: CustomField[] = [shoeSize], canEdit = true) {
  const document: CustomFieldsDocument = { version: 5, value: { fields }, updatedAt: null };
  return renderFeatureUi(
    <CustomFieldsSettings scope={scope} document={document} canEdit={canEdit} createId={() => newId} />,
    { 'settings-custom-fields': settingsCustomFields },
  );
}

const echo = (request: { body: unknown }) => ({
  version: 6,
  value: (request.body as { value: unknown }).value,
  updatedAt: '2026-11-25T18:00:00.000Z',
});
const puts = (requests: ReturnType<typeof stubApi>) => requests.filter((request) => request.method === 'PUT');

// Typing with userEvent is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CustomFieldsSettings', () => {
  it('no fields: says what to add', () => {
    stubApi(() => ({}));
    renderSettings([]);
    expect(screen.getByText(/Inga egna fält ännu\. Lägg till ett fält/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('adds a choice list with its options, one per line', async () => {
    const requests = stubApi(echo);
    renderSettings();
    await userEvent.type(screen.getByLabelText('Fältets namn'), 'Tröjstorlek');
    await userEvent.click(screen.getAllByLabelText('Typ')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Vallista' }));
    await userEvent.type(screen.getByLabelText('Alternativ'), 'S{enter}M{enter} {enter}L');
    await userEvent.click(screen.getByRole('radio', { name: 'Anställning' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Obligatoriskt att fylla i' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till fältet' }));
    await screen.findByText('Fältet är tillagt', {}, { timeout: 10_000 });
    expect(puts(requests)[0]?.body).toEqual({
      version: 5,
      value: {
        fields: [
          shoeSize,
          {
            id: newId,
            label: 'Tröjstorlek',
            type: 'choice',
            options: ['S', 'M', 'L'],
            isRequired: true,
            entity: 'employment',
          },
        ],
      },
    });
  });

  it('refuses a label already used (any case) and a choice list without options, sending nothing', async () => {
    const requests = stubApi(() => ({}));
    renderSettings();
    await userEvent.type(screen.getByLabelText('Fältets namn'), 'skostorlek');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till fältet' }));
    expect(await screen.findByText('Det finns redan ett fält med det namnet')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Fältets namn'));
    await userEvent.type(screen.getByLabelText('Fältets namn'), 'Storlek');
    await userEvent.click(screen.getAllByLabelText('Typ')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Vallista' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till fältet' }));
    expect(await screen.findByText('En vallista behöver minst ett alternativ')).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it('a saved field is renamed but its type cannot be chosen again', async () => {
    const requests = stubApi(echo);
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Ändra Skostorlek' }));
    expect(screen.getAllByLabelText('Typ')[0]).toHaveProperty('disabled', true);
    expect(screen.getByText('Typen kan inte ändras efter att fältet har sparats')).toBeTruthy();
    const label = screen.getByLabelText('Fältets namn');
    await userEvent.clear(label);
    await userEvent.type(label, 'Skonummer');
    await userEvent.click(screen.getByRole('button', { name: 'Spara fältet' }));
    await screen.findByText('Fältet är sparat', {}, { timeout: 10_000 });
    expect(puts(requests)[0]?.body).toEqual({
      version: 5,
      value: { fields: [{ ...shoeSize, label: 'Skonummer' }] },
    });
  });

  it('removes a field only after the confirmation', async () => {
    const requests = stubApi(echo);
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Skostorlek' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Fältet Skostorlek tas bort från företagets egna fält.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await screen.findByText('Fältet är borttaget', {}, { timeout: 10_000 });
    expect(puts(requests)[0]?.body).toEqual({ version: 5, value: { fields: [] } });
  });

  it('shows the server’s field error on the form’s field', async () => {
    stubApi(() =>
      problem(400, {
        code: 'VALIDATION_FAILED',
        errors: { 'fields.0.type': ['Typen kan inte ändras efter att fältet har sparats'] },
      }),
    );
    renderSettings([]);
    await userEvent.type(screen.getByLabelText('Fältets namn'), 'Körkort');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till fältet' }));
    expect(await screen.findByText('Typen kan inte ändras efter att fältet har sparats')).toBeTruthy();
  });
});
