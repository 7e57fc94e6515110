import { OBJECT_CODE_TOO_LONG_MESSAGE } from '@lonsam/domain/settings/dimensions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsDimensions from '../../../../../public/locales/sv-SE/settings-dimensions.json';
import { renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import { DimensionPanel } from './dimension-panel.tsx';
import type { DimensionObjectView } from './dimensions-api.ts';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const used: DimensionObjectView = {
  id: '33333333-3333-4333-8333-333333333100',
  dimension: 'cost-centre',
  code: '100',
  name: 'Administration',
  active: true,
  version: 1,
  employmentCount: 3,
};
const free: DimensionObjectView = {
  ...used,
  id: '33333333-3333-4333-8333-333333333200',
  code: '200',
  employmentCount: 0,
};
const sent = (requests: ReturnType<typeof stubApi>) => requests.filter((request) => request.method !== 'GET');

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPanel(objects: DimensionObjectView[]) {
  return renderFeatureUi(<DimensionPanel scope={scope} dimension="cost-centre" objects={objects} canEdit />, {
    'settings-dimensions': settingsDimensions,
  });
}

describe('DimensionPanel', () => {
  it('adds a cost centre; a code over 20 characters is refused first, in Swedish', async () => {
    const requests = stubApi((request) => ({ ...used, ...(request.body as object), employmentCount: 0 }));
    renderPanel([]);
    expect(screen.getByText(/Inga kostnadsställen ännu/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till kostnadsställe' }));
    // maxLength stops typing at 20, so paste 21 characters the way a copy from elsewhere arrives.
    const code = screen.getByLabelText('Kod');
    code.removeAttribute('maxlength');
    await userEvent.type(code, '123456789012345678901');
    await userEvent.type(screen.getByLabelText('Namn'), 'Lager');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(await screen.findByText(OBJECT_CODE_TOO_LONG_MESSAGE)).toBeTruthy();
    expect(sent(requests)).toHaveLength(0);
    await userEvent.clear(code);
    await userEvent.type(code, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till' }));
    await screen.findByText('Objektet är tillagt', {}, { timeout: 10_000 });
    expect(sent(requests)).toEqual([
      {
        method: 'POST',
        path: `/api/employer/${scope.employerId}/settings/dimensions/cost-centre/objects`,
        body: { code: '300', name: 'Lager', active: true },
      },
    ]);
  });

  it('deletes only an unused object, after the confirmation', async () => {
    const requests = stubApi(() => ({ deleted: true }));
    renderPanel([used, free]);
    expect(screen.getByRole('button', { name: 'Ta bort 100' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort 200' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent(requests)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await screen.findByText('200 är borttaget', {}, { timeout: 10_000 });
    expect(sent(requests)[0]).toMatchObject({
      method: 'DELETE',
      path: `/api/employer/${scope.employerId}/settings/dimensions/objects/${free.id}`,
    });
  });
});
