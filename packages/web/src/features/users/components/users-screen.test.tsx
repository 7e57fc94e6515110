import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import errors from '../../../../public/locales/sv-SE/errors.json';
import users from '../../../../public/locales/sv-SE/users.json';
import { problem, renderFeatureUi, stubApi } from '../../../testing/render-feature-ui.tsx';
import type { UserList, UserRole } from '../api/users-api.ts';
import { UsersTable } from './users-screen.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const employmentId = '44444444-4444-4444-8444-444444444444';
const list: UserList = {
  users: [
    {
      key: 'anna',
      identityId: '55555555-5555-4555-8555-555555555555',
      name: 'Anna Svensson',
      email: 'anna@exempel.se',
      personnummer: '19850312-****',
      roles: [
        {
          roleId: '66666666-6666-4666-8666-666666666666',
          role: 'admin',
          employmentId: null,
          employeeName: null,
          employment: null,
          teamSize: 0,
        },
      ],
      invitation: null,
      lastSignInAt: '2026-11-28T08:30:00.000Z',
      status: 'active',
    },
    {
      key: 'invitation:1',
      identityId: null,
      name: null,
      email: 'chef@exempel.se',
      personnummer: null,
      roles: [],
      invitation: {
        id: '77777777-7777-4777-8777-777777777777',
        role: 'manager',
        email: 'chef@exempel.se',
        personnummer: null,
        employmentId: null,
        employeeName: null,
        teamEmploymentIds: [],
        status: 'invited',
        expiresAt: '2026-12-05T08:00:00.000Z',
        expired: false,
        resentAt: null,
        createdAt: '2026-11-28T08:00:00.000Z',
        version: 3,
      },
      lastSignInAt: null,
      status: 'invited',
    },
  ],
  employments: [{ id: employmentId, employeeName: 'Sara Berg', ended: false }],
};
const namespaces = { users, errors };
const ALL: UserRole[] = ['admin', 'manager', 'user'];
const sent = (requests: ReturnType<typeof stubApi>) => requests.filter((request) => request.method !== 'GET');

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UsersTable', () => {
  it('lists people and invitations with roles, masked personnummer and status in Swedish', () => {
    stubApi(() => ({}));
    renderFeatureUi(<UsersTable scope={scope} grantable={ALL} list={list} />, namespaces);
    const table = screen.getByRole('table', { name: 'Användare i företaget' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Anna Svensson');
    expect(rows[1]).toHaveTextContent('anna@exempel.se');
    expect(rows[1]).toHaveTextContent('Administratör');
    expect(rows[1]).toHaveTextContent('Aktiv');
    expect(rows[2]).toHaveTextContent('chef@exempel.se');
    expect(rows[2]).toHaveTextContent('Chef');
    expect(rows[2]).toHaveTextContent('Inbjuden');
    expect(rows[2]).toHaveTextContent('Aldrig');
  });

  it('tells two employments of one person apart: position and dates, "Avslutad" on the ended one', () => {
    stubApi(() => ({}));
    const twice: UserList = {
      users: [
        {
          key: 'sara',
          identityId: '88888888-8888-4888-8888-888888888888',
          name: 'Sara Berg',
          email: 'sara@exempel.se',
          personnummer: '19900101-****',
          roles: [
            {
              roleId: '99999999-9999-4999-8999-999999999991',
              role: 'user',
              employmentId: '99999999-9999-4999-8999-999999999901',
              employeeName: 'Sara Berg',
              employment: {
                startDate: '2024-03-01',
                endDate: '2026-08-31',
                position: 'Kock',
                status: 'ended',
              },
              teamSize: 0,
            },
            {
              roleId: '99999999-9999-4999-8999-999999999992',
              role: 'user',
              employmentId: '99999999-9999-4999-8999-999999999902',
              employeeName: 'Sara Berg',
              employment: {
                startDate: '2026-09-01',
                endDate: null,
                position: 'Köksmästare',
                status: 'current',
              },
              teamSize: 0,
            },
          ],
          invitation: null,
          lastSignInAt: null,
          status: 'active',
        },
      ],
      employments: [],
    };
    renderFeatureUi(<UsersTable scope={scope} grantable={ALL} list={twice} />, namespaces);
    const row = within(screen.getByRole('table', { name: 'Användare i företaget' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Anställd för Sara Berg · Kock, 2024-03-01–2026-08-31');
    expect(row).toHaveTextContent('Anställd för Sara Berg · Köksmästare, från 2026-09-01');
    // Only the ended employment has the badge.
    expect(
      within(row)
        .getAllByTestId('employment-status')
        .map((badge) => badge.textContent),
    ).toEqual(['Avslutad']);
    // The revoke button names the employment too, so the two are not the same button.
    expect(
      within(row).getByRole('button', {
        name: 'Ta bort rollen Anställd för Sara Berg · Kock, 2024-03-01–2026-08-31 från Sara Berg',
      }),
    ).toBeInTheDocument();
  });

  it('revokes a role only after confirmation, and shows the last-admin refusal in Swedish', async () => {
    const requests = stubApi((request) =>
      request.method === 'DELETE' ? problem(409, { code: 'LAST_ADMIN', detail: 'The last admin…' }) : {},
    );
    renderFeatureUi(<UsersTable scope={scope} grantable={ALL} list={list} />, namespaces);
    await userEvent.click(
      screen.getByRole('button', { name: 'Ta bort rollen Administratör från Anna Svensson' }),
    );
    expect(sent(requests)).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort rollen?' });
    expect(dialog).toHaveTextContent('Anna Svensson förlorar rollen Administratör direkt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort rollen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Företagets sista administratör kan inte tas bort. Ge någon annan rollen administratör först.',
    );
    expect(sent(requests)).toEqual([
      {
        method: 'DELETE',
        path: `/api/employer/${scope.employerId}/users/roles/${list.users[0]!.roles[0]!.roleId}`,
        body: undefined,
      },
    ]);
  });

  it('resends and withdraws an invitation with the version read', async () => {
    const requests = stubApi(() => list.users[1]!.invitation);
    renderFeatureUi(<UsersTable scope={scope} grantable={ALL} list={list} />, namespaces);
    await userEvent.click(screen.getByRole('button', { name: 'Skicka igen till chef@exempel.se' }));
    await userEvent.click(screen.getByRole('button', { name: 'Återkalla inbjudan till chef@exempel.se' }));
    const dialog = await screen.findByRole('dialog', { name: 'Återkalla inbjudan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Återkalla inbjudan' }));
    await vi.waitFor(() => expect(sent(requests)).toHaveLength(2));
    const base = `/api/employer/${scope.employerId}/users/invitations/${list.users[1]!.invitation!.id}`;
    expect(sent(requests)).toEqual([
      { method: 'POST', path: `${base}/resend`, body: { version: 3 } },
      { method: 'POST', path: `${base}/withdraw`, body: { version: 3 } },
    ]);
  });

  it('invites by email to a user role with its employment', async () => {
    const requests = stubApi(() => list.users[1]!.invitation);
    renderFeatureUi(<UsersTable scope={scope} grantable={ALL} list={list} />, namespaces);
    await userEvent.click(screen.getByRole('button', { name: 'Bjud in användare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bjud in användare' });
    await userEvent.type(within(dialog).getByLabelText(/E-postadress/), 'ny@exempel.se');
    await userEvent.click(within(dialog).getByLabelText(/^Anställning/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sara Berg' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka inbjudan' }));
    await vi.waitFor(() => expect(sent(requests)).toHaveLength(1));
    expect(sent(requests)[0]).toEqual({
      method: 'POST',
      path: `/api/employer/${scope.employerId}/users/invitations`,
      body: { method: 'email', email: 'ny@exempel.se', role: 'user', employmentId },
    });
  });

  it('offers only the roles the caller may give, and no changes without any', async () => {
    stubApi(() => ({}));
    const { unmount } = renderFeatureUi(
      <UsersTable scope={scope} grantable={['user']} list={list} />,
      namespaces,
    );
    // The admin role is above what this caller may give: no revoke button for it, no resend of a manager's invitation.
    expect(screen.queryByRole('button', { name: /Ta bort rollen Administratör/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Skicka igen till chef/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Bjud in användare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bjud in användare' });
    await userEvent.click(within(dialog).getByLabelText(/^Roll/, { selector: 'input' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Anställd']);
    unmount();
    renderFeatureUi(<UsersTable scope={scope} grantable={[]} list={list} />, namespaces);
    expect(screen.queryByRole('button', { name: 'Bjud in användare' })).toBeNull();
  });
});
