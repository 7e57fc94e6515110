import type { ActivePrivilegeEntry } from '@lonsam/domain/privileges/privilege-status';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../ui/toast-notifications.tsx';
import type { SystemPrivilege } from '../api/get-packaging-privileges.ts';
import {
  problemResponse,
  type RecordedRequest,
  renderTenantManagerUi,
  stubApi,
} from '../testing/render-tenant-manager-ui.tsx';
import { PrivilegeEditDialog } from './privilege-edit-dialog.tsx';

const managerId = '11111111-1111-4111-8111-111111111111';
const packagingId = '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0001';
const id = 'PayrollBasis.Approve.First';

// The system privilege supports manager and admin, not user.
const system: SystemPrivilege = {
  id,
  valueStream: 'CorePayroll',
  description: 'Löneunderlag: första godkännandet',
  enabledUser: false,
  enabledManager: true,
  enabledAdmin: true,
};

function makeEntry(overrides: Partial<ActivePrivilegeEntry> = {}): ActivePrivilegeEntry {
  return {
    id,
    valueStream: 'CorePayroll',
    enabledUser: false,
    enabledManager: false,
    enabledAdmin: true,
    availableUser: true,
    availableManager: true,
    availableAdmin: true,
    activatedUserAt: null,
    activatedManagerAt: null,
    activatedAdminAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

function renderDialog(
  entry: ActivePrivilegeEntry | undefined,
  answer?: (request: RecordedRequest) => unknown,
) {
  const requests = stubApi(answer ?? (() => ({ entry: {} })));
  const onClose = vi.fn();
  const result = renderTenantManagerUi(
    <PrivilegeEditDialog
      tenantManagerId={managerId}
      packagingId={packagingId}
      system={system}
      entry={entry}
      onClose={onClose}
    />,
  );
  const dialog = within(screen.getByRole('dialog', { name: `Redigera ${id}` }));
  const controls = (role: 'Anställd' | 'Chef' | 'Administratör') => ({
    activated: dialog.getByRole('checkbox', { name: `Aktivera för ${role}` }),
    enabled: dialog.getByRole('switch', { name: `Påslagen för ${role}` }),
  });
  return { ...result, requests, onClose, dialog, controls };
}

function updatesSent(requests: RecordedRequest[]) {
  return requests.filter((request) => request.method === 'POST').map(({ path, body }) => ({ path, body }));
}

describe('PrivilegeEditDialog', () => {
  afterEach(() => {
    act(() => notifications.clean());
    vi.unstubAllGlobals();
  });

  it('reads the state per role and disables what cannot be activated', () => {
    const { controls } = renderDialog(makeEntry());
    // Available in the packaging, but the system privilege does not support the user role.
    expect(controls('Anställd').activated).toBeDisabled();
    expect(controls('Anställd').activated).not.toBeChecked();
    expect(controls('Anställd').enabled).toBeDisabled();
    // Activatable but never activated: the switch waits for the checkbox.
    expect(controls('Chef').activated).toBeEnabled();
    expect(controls('Chef').activated).not.toBeChecked();
    expect(controls('Chef').enabled).toBeDisabled();
    expect(controls('Administratör').activated).toBeChecked();
    expect(controls('Administratör').enabled).toBeChecked();
    expect(controls('Administratör').enabled).toBeEnabled();
  });

  it('disables a role the packaging does not offer, even when the system privilege supports it', () => {
    const { controls } = renderDialog(makeEntry({ availableManager: false }));
    expect(controls('Chef').activated).toBeDisabled();
    expect(controls('Chef').enabled).toBeDisabled();
    expect(controls('Administratör').activated).toBeEnabled();
  });

  it('disables every role of a privilege the packaging has no entry for', () => {
    const { controls } = renderDialog(undefined);
    for (const role of ['Anställd', 'Chef', 'Administratör'] as const) {
      expect(controls(role).activated).toBeDisabled();
      expect(controls(role).activated).not.toBeChecked();
      expect(controls(role).enabled).toBeDisabled();
    }
  });

  it('says beside each locked switch why it is locked (the domain status)', async () => {
    const { controls } = renderDialog(makeEntry({ availableManager: false }));
    expect(controls('Anställd').enabled).toHaveAccessibleDescription('Behörigheten stöds inte för rollen');
    expect(controls('Chef').enabled).toHaveAccessibleDescription('Inte tillgänglig i paketeringen');
    expect(controls('Administratör').enabled).not.toHaveAccessibleDescription();
    await userEvent.click(controls('Administratör').activated);
    expect(controls('Administratör').enabled).toHaveAccessibleDescription('Kryssa i Aktiverad först');
  });

  it('lets an activated role that can no longer be activated be deactivated, with its switch locked', () => {
    const { controls } = renderDialog(makeEntry({ availableAdmin: false }));
    expect(controls('Administratör').activated).toBeChecked();
    expect(controls('Administratör').activated).toBeEnabled();
    expect(controls('Administratör').enabled).toBeDisabled();
  });

  it('switches the admin role off and saves it, the other roles sent as null (not activated)', async () => {
    const { controls, requests, onClose } = renderDialog(makeEntry());
    await userEvent.click(controls('Administratör').enabled);
    expect(controls('Administratör').enabled).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Sparat')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(updatesSent(requests)).toEqual([
      {
        path: `/api/tenant-manager/${managerId}/packaging/${packagingId}`,
        body: { id, enabledAdmin: false, enabledManager: null, enabledUser: null },
      },
    ]);
  });

  it('activates the manager role, deactivates the admin role and sends null for it', async () => {
    const { controls, requests } = renderDialog(makeEntry());
    await userEvent.click(controls('Chef').activated);
    expect(controls('Chef').enabled).toBeEnabled();
    expect(controls('Chef').enabled).not.toBeChecked();
    await userEvent.click(controls('Chef').enabled);
    // Deactivating turns the switch off and locks it.
    await userEvent.click(controls('Administratör').activated);
    expect(controls('Administratör').enabled).not.toBeChecked();
    expect(controls('Administratör').enabled).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Sparat');
    expect(updatesSent(requests).map((request) => request.body)).toEqual([
      { id, enabledAdmin: null, enabledManager: true, enabledUser: null },
    ]);
  });

  it('activates a role switched off: activated, not enabled, is false rather than null', async () => {
    const { controls, requests } = renderDialog(makeEntry());
    await userEvent.click(controls('Chef').activated);
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Sparat');
    expect(updatesSent(requests).map((request) => request.body)).toEqual([
      { id, enabledAdmin: true, enabledManager: false, enabledUser: null },
    ]);
  });

  it('says it could not save and stays open when the server refuses', async () => {
    const { controls, onClose } = renderDialog(makeEntry(), (request) =>
      request.method === 'POST' ? problemResponse(400, 'PRIVILEGE_NOT_ACTIVATABLE') : {},
    );
    await userEvent.click(controls('Administratör').enabled);
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Det gick inte att spara')).toBeInTheDocument();
    expect(screen.queryByText('Sparat')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: `Redigera ${id}` })).toBeInTheDocument();
  });

  it('closes on Avbryt without sending anything', async () => {
    const { requests, onClose } = renderDialog(makeEntry());
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(updatesSent(requests)).toEqual([]);
  });
});
