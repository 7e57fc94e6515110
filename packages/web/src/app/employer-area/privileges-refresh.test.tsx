import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { answer, stubAreaServer } from './stub-area-server.ts';

const employerId = '11111111-1111-4111-8111-111111111111';
const WAIT = { timeout: 5_000 };

describe('a privilege taken away', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('leaves the navigation at the next 403, without a reload', async () => {
    // The operator takes Analytics away while the admin is in the area.
    let privileges = [{ id: 'Employee.Register' }, { id: 'Employee.BulkList' }, { id: 'Analytics.Standard' }];
    const sent = stubAreaServer({
      '/entry': {
        identity: { id: 'i', email: 'anna@exempel.se', firstName: null, lastName: null },
        companies: [{ employerId, name: 'Rollbytet AB', roles: ['admin'] }],
        isTenantManager: false,
        tenantManagerIds: [],
      },
      [`/lookup-role/${employerId}/admin`]: { employerIdentityRoleId: 'role-admin', employmentId: null },
      [`/employer/${employerId}/active/packaging`]: () => privileges,
      [`/employer/${employerId}/employees`]: { items: [], total: 0, page: 1, pageSize: 500 },
      [`/employer/${employerId}/employees/e1`]: answer(403, { status: 403, code: 'PRIVILEGE_MISSING' }),
    });
    const { router } = renderApp(`/${employerId}/employees`);
    const navigation = await screen.findByRole('navigation', { name: 'Meny' }, WAIT);
    await within(navigation).findByRole('link', { name: 'Rapporter' }, WAIT);
    const privilegeRequests = () =>
      sent.filter((request) => request.path.endsWith('/active/packaging')).length;
    const before = privilegeRequests();

    privileges = [{ id: 'Employee.Register' }, { id: 'Employee.BulkList' }];
    await router.navigate(`/${employerId}/employees/e1`);
    await waitFor(() => expect(privilegeRequests()).toBe(before + 1), WAIT);
    await waitFor(
      () => expect(within(navigation).queryByRole('link', { name: 'Rapporter' })).not.toBeInTheDocument(),
      WAIT,
    );
    expect(within(navigation).getByRole('link', { name: 'Anställda' })).toBeInTheDocument();
  });
});
