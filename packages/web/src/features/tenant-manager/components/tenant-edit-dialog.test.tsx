import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../ui/toast-notifications.tsx';
import {
  problemResponse,
  type RecordedRequest,
  renderTenantManagerUi,
  stubApi,
} from '../testing/render-tenant-manager-ui.tsx';
import { TenantEditDialog, type TenantEditRow } from './tenant-edit-dialog.tsx';

const managerId = '11111111-1111-4111-8111-111111111111';
const packagings = [
  { id: 'p-bas', name: 'Lön Bas' },
  { id: 'p-plus', name: 'Lön Plus' },
  { id: 'p-komplett', name: 'Lön Komplett' },
];
const bageriet: TenantEditRow = {
  employerPublicId: '33333333-3333-4333-8333-333333333333',
  name: 'Bageriet AB',
  packagingId: 'p-bas',
  packagingName: 'Lön Bas',
};

function renderDialog(tenant: TenantEditRow, answer?: (request: RecordedRequest) => unknown) {
  const requests = stubApi(
    answer ??
      ((request) => ({
        ...(request.body as object),
        validFrom: '2026-11-22T10:00:00.000Z',
      })),
  );
  const onClose = vi.fn();
  renderTenantManagerUi(
    <TenantEditDialog
      tenantManagerId={managerId}
      tenant={tenant}
      packagings={packagings}
      onClose={onClose}
    />,
  );
  const dialog = within(screen.getByRole('dialog', { name: tenant.name }));
  return { requests, onClose, dialog };
}

async function choose(dialog: ReturnType<typeof within>, name: string): Promise<void> {
  await userEvent.click(dialog.getByRole('combobox', { name: 'Paketering' }));
  await userEvent.click(await dialog.findByRole('option', { name }));
}

function activationsSent(requests: RecordedRequest[]) {
  return requests.filter((request) => request.method === 'POST').map(({ path, body }) => ({ path, body }));
}

describe('TenantEditDialog', () => {
  afterEach(() => {
    act(() => notifications.clean());
    vi.unstubAllGlobals();
  });

  it('starts from the active packaging and activates the one picked (success toast)', async () => {
    const { dialog, requests, onClose } = renderDialog(bageriet);
    expect(dialog.getByText('Aktiv paketering: Lön Bas')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Paketering' })).toHaveValue('Lön Bas');
    await choose(dialog, 'Lön Plus');
    expect(dialog.getByRole('combobox', { name: 'Paketering' })).toHaveValue('Lön Plus');
    await userEvent.click(dialog.getByRole('button', { name: 'Aktivera paketering' }));
    expect(await screen.findByText('Paketeringen är aktiverad')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(activationsSent(requests)).toEqual([
      {
        path: `/api/tenant-manager/${managerId}/tenants`,
        body: { employerPublicId: bageriet.employerPublicId, packagingId: 'p-plus' },
      },
    ]);
  });

  it('does not offer to activate the packaging the tenant already has, and says why', async () => {
    const { dialog, requests } = renderDialog(bageriet);
    const activate = dialog.getByRole('button', { name: 'Aktivera paketering' });
    expect(activate).toBeDisabled();
    expect(dialog.getByText('Kunden har redan den här paketeringen. Välj en annan.')).toBeInTheDocument();
    await choose(dialog, 'Lön Plus');
    expect(activate).toBeEnabled();
    expect(
      dialog.queryByText('Kunden har redan den här paketeringen. Välj en annan.'),
    ).not.toBeInTheDocument();
    expect(activationsSent(requests)).toEqual([]);
  });

  it('offers every packaging', async () => {
    const { dialog } = renderDialog(bageriet);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Paketering' }));
    const options = await dialog.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Lön Bas', 'Lön Plus', 'Lön Komplett']);
  });

  it('needs a packaging picked when the tenant has none', async () => {
    const { dialog, requests } = renderDialog({ ...bageriet, packagingId: undefined, packagingName: '' });
    expect(dialog.getByText('Aktiv paketering: –')).toBeInTheDocument();
    const activate = dialog.getByRole('button', { name: 'Aktivera paketering' });
    expect(activate).toBeDisabled();
    await choose(dialog, 'Lön Komplett');
    expect(activate).toBeEnabled();
    await userEvent.click(activate);
    await screen.findByText('Paketeringen är aktiverad');
    expect(activationsSent(requests).map((request) => request.body)).toEqual([
      { employerPublicId: bageriet.employerPublicId, packagingId: 'p-komplett' },
    ]);
  });

  it('says it failed and stays open when the server refuses (a period already starting)', async () => {
    const { dialog, onClose } = renderDialog(bageriet, (request) =>
      request.method === 'POST' ? problemResponse(409, 'TENANT_PACKAGING_CONFLICT') : {},
    );
    await choose(dialog, 'Lön Plus');
    await userEvent.click(dialog.getByRole('button', { name: 'Aktivera paketering' }));
    expect(await screen.findByText('Det gick inte att aktivera paketeringen')).toBeInTheDocument();
    expect(screen.queryByText('Paketeringen är aktiverad')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Bageriet AB' })).toBeInTheDocument();
  });
});
