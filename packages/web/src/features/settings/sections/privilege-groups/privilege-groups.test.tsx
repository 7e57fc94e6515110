import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsPrivilegeGroups from '../../../../../public/locales/sv-SE/settings-privilege-groups.json';
import { renderFeatureUi, stubApi } from '../../../../testing/render-feature-ui.tsx';
import type { PrivilegeGroupList } from './privilege-groups-api.ts';
import { PrivilegeGroupsSettings } from './section.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const ANNA = '44444444-4444-4444-8444-444444444444';
const BO = '55555555-5555-4555-8555-555555555555';
const GROUP = '66666666-6666-4666-8666-666666666666';

const list: PrivilegeGroupList = {
  groups: [
    {
      id: GROUP,
      name: 'Lönekontor',
      description: 'Läser personalregistret',
      privileges: [
        { id: 'Employee.BulkList', writeAccess: false },
        { id: 'Employee.Lifecycle.Create', writeAccess: true },
      ],
      memberRoleIds: [ANNA],
      version: 3,
    },
  ],
  roles: [
    { roleId: ANNA, role: 'admin', name: 'Anna Ek' },
    { roleId: BO, role: 'manager', name: 'Bo Ask' },
  ],
  packaging: {
    admin: ['Employee.BulkList', 'Employee.Lifecycle.Create'],
    manager: ['Employee.BulkList'],
    user: [],
  },
};
const namespaces = { 'settings-privilege-groups': settingsPrivilegeGroups };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Behörighetsgrupper', () => {
  it('lists the groups with their members and privileges', () => {
    stubApi(() => list);
    renderFeatureUi(<PrivilegeGroupsSettings scope={scope} list={list} canEdit />, namespaces);
    const row = screen.getByTestId('privilege-group-row');
    expect(row).toHaveTextContent('Lönekontor');
    expect(row).toHaveTextContent('Anna Ek');
    expect(row).toHaveTextContent('2 behörigheter, varav 1 med ändra');
  });

  it('creates a group with read on one privilege, write on another, and a member', async () => {
    const requests = stubApi(() => ({ group: list.groups[0] }));
    renderFeatureUi(
      <PrivilegeGroupsSettings scope={scope} list={{ ...list, groups: [] }} canEdit />,
      namespaces,
    );
    expect(screen.getByText('Företaget har inga behörighetsgrupper.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ny grupp' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Namn/ }), { target: { value: 'Chefer' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Bo Ask, chef' }));
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Läsa: Anställda: lista och massuppdatera' }),
    );
    // Ändra ticks Läsa too.
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Ändra: Anställningens livscykel: lägga upp ny anställd',
      }),
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'Läsa: Anställningens livscykel: lägga upp ny anställd' }),
    ).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const posted = requests.find((request) => request.method === 'POST')!;
    expect(posted.path).toBe(`/api/employer/${scope.employerId}/privilege-groups`);
    expect(posted.body).toEqual({
      name: 'Chefer',
      description: '',
      privileges: [
        { id: 'Employee.BulkList', writeAccess: false },
        { id: 'Employee.Lifecycle.Create', writeAccess: true },
      ],
      memberRoleIds: [BO],
    });
  });

  it('edits with the version read, and deletes after a confirmation', async () => {
    const requests = stubApi(() => ({ group: list.groups[0] }));
    renderFeatureUi(<PrivilegeGroupsSettings scope={scope} list={list} canEdit />, namespaces);
    fireEvent.click(screen.getByRole('button', { name: 'Ändra Lönekontor' }));
    const dialog = await screen.findByRole('dialog');
    // Taking Anna out of the group.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Anna Ek, administratör' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')!.body).toMatchObject({
      memberRoleIds: [],
      version: 3,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Ta bort Lönekontor' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ta bort Lönekontor?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
  });

  it('shows no edit buttons to someone who may only read', () => {
    stubApi(() => list);
    renderFeatureUi(<PrivilegeGroupsSettings scope={scope} list={list} canEdit={false} />, namespaces);
    expect(screen.queryByRole('button', { name: 'Ny grupp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ändra Lönekontor' })).not.toBeInTheDocument();
  });
});
