import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  billing,
  customerId,
  ladder,
  openAddCompanyForm,
  stubAddCompanyApi,
} from '../features/company/testing/add-company-fixtures.tsx';
import { renderApp } from '../testing/render-app.tsx';
import { stubAreaServer } from './employer-area/stub-area-server.ts';

// Pages that named nothing and left the brand's name alone in the tab.

const employerId = '11111111-1111-4111-8111-111111111111';
const WAIT = { timeout: 5_000 };

describe('page titles', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('names the add-company page', async () => {
    stubAddCompanyApi(
      billing([{ id: customerId, name: 'Lönsam Direkt', packaging: ladder, defaultPackagingId: null }]),
    );
    await openAddCompanyForm();
    await waitFor(() => expect(document.title).toBe('Nytt företag – Lönsam'), WAIT);
  });

  it('names the reset-code page, and says in the tab when its link is invalid', async () => {
    stubAreaServer({
      '/password-reset/code/good-token': { code: '123456' },
      '/password-reset/code/old-token': { status: 410, body: { status: 410, code: 'RESET_LINK_INVALID' } },
    });
    const { router } = renderApp('/reset-password/code/good-token');
    await screen.findByTestId('reset-code', {}, WAIT);
    await waitFor(() => expect(document.title).toBe('Din kod – Lönsam'), WAIT);
    await router.navigate('/reset-password/code/old-token');
    await screen.findByRole('heading', { name: 'Ogiltig länk' }, WAIT);
    await waitFor(() => expect(document.title).toBe('Ogiltig länk – Lönsam'), WAIT);
  });

  it('names the reset-password page', async () => {
    stubAreaServer({});
    renderApp('/reset-password');
    await waitFor(() => expect(document.title).toBe('Återställ lösenord – Lönsam'), WAIT);
  });

  it('names the employee’s own page by their name, the section and the company', async () => {
    stubAreaServer({
      '/entry': {
        identity: { id: 'i', email: 'anna@exempel.se', firstName: 'Anna', lastName: 'Andersson' },
        companies: [{ employerId, name: 'Testbolaget Demo AB', roles: ['user'] }],
        isTenantManager: false,
        tenantManagerIds: [],
      },
      [`/lookup-role/${employerId}/user`]: { employerIdentityRoleId: 'role-user', employmentId: 'emp-1' },
      [`/employer/${employerId}/active/packaging`]: [
        { id: 'Employee.PersonalData.Names' },
        { id: 'Employee.EmploymentOverview' },
      ],
      [`/employer/${employerId}/my-employee`]: {
        id: 'e1',
        version: 1,
        firstName: 'Anna',
        lastName: 'Andersson',
        archivedAt: null,
        createdAt: '2026-01-05T09:00:00.000Z',
        updatedAt: '2026-01-05T09:00:00.000Z',
        editableFields: [],
      },
    });
    renderApp(`/${employerId}/user/emp-1/me`);
    await screen.findByRole('heading', { level: 2, name: 'Mina uppgifter' }, WAIT);
    await waitFor(
      () => expect(document.title).toBe('Anna Andersson – Mina uppgifter – Testbolaget Demo AB – Lönsam'),
      WAIT,
    );
  });
});
