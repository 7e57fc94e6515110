import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { stubAreaServer } from './stub-area-server.ts';

const employerId = '11111111-1111-4111-8111-111111111111';
const WAIT = { timeout: 5_000 };

const person = (index: number) => ({
  id: `e${index}`,
  firstName: 'Test',
  lastName: `Person${String(index).padStart(2, '0')}`,
  archived: false,
  employmentId: null,
  position: null,
  employmentType: null,
  startDate: `2025-01-${String(index).padStart(2, '0')}`,
  endDate: null,
  costCentre: null,
});
const PEOPLE = Array.from({ length: 30 }, (_, index) => person(index + 1));

function stub() {
  return stubAreaServer({
    '/entry': {
      identity: { id: 'i', email: 'anna@exempel.se', firstName: null, lastName: null },
      companies: [{ employerId, name: 'Adressfältet AB', roles: ['admin'] }],
      isTenantManager: false,
      tenantManagerIds: [],
    },
    [`/lookup-role/${employerId}/admin`]: { employerIdentityRoleId: 'role-admin', employmentId: null },
    [`/employer/${employerId}/active/packaging`]: [
      { id: 'Employee.Register' },
      { id: 'Employee.BulkList' },
      { id: 'Employee.EmploymentOverview' },
      { id: 'Employee.PersonalData.Names' },
      { id: 'Employee.PersonalData.TaxMethod' },
    ],
    [`/employer/${employerId}/employees`]: { items: PEOPLE, total: PEOPLE.length, page: 1, pageSize: 500 },
    [`/employer/${employerId}/employees/e1`]: {
      id: 'e1',
      version: 1,
      firstName: 'Test',
      lastName: 'Person01',
      archivedAt: null,
      createdAt: '2026-01-05T09:00:00.000Z',
      updatedAt: '2026-01-05T09:00:00.000Z',
      editableFields: [],
    },
  });
}

/** The list requests' query strings, in order. */
const listQueries = (sent: ReturnType<typeof stub>) =>
  sent.filter((request) => request.path === `/employer/${employerId}/employees`);

describe('the employee list’s state in the address bar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('opens a shared address with its filters, sort and page', async () => {
    stub();
    const fetchSpy = vi.mocked(fetch);
    renderApp(`/${employerId}/employees?status=active&q=Person&sort=startDate&order=desc&page=2`);
    const table = await screen.findByRole('table', { name: 'Anställda' }, WAIT);
    // The server was asked with the address's filters.
    const listUrls = fetchSpy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost/'))
      .filter((url) => url.pathname === `/api/employer/${employerId}/employees`);
    expect(listUrls.at(-1)?.searchParams.get('status')).toBe('active');
    expect(listUrls.at(-1)?.searchParams.get('search')).toBe('Person');
    expect(screen.getByRole('textbox', { name: 'Sök' })).toHaveValue('Person');
    expect(screen.getByRole('radio', { name: 'Anställda' })).toBeChecked();
    // Start date descending, page 2 of 25 rows: the five earliest starters.
    expect(within(table).getByRole('columnheader', { name: /Startdatum/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Person05, Test', 'Person04, Test', 'Person03, Test', 'Person02, Test', 'Person01, Test']),
    );
    expect(screen.getByRole('button', { name: 'Sida 2' })).toHaveAttribute('aria-current', 'page');
  }, 20_000);

  it('writes filter, sort and page changes to the address, and the back button brings them back', async () => {
    const sent = stub();
    const user = userEvent.setup();
    const { router } = renderApp(`/${employerId}/employees?status=active`);
    const table = await screen.findByRole('table', { name: 'Anställda' }, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(25));

    await user.click(screen.getByRole('button', { name: 'Sida 2' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    await user.click(within(table).getByRole('button', { name: /Startdatum/ }));
    // A new order starts from the first page.
    const sorted = new URLSearchParams(router.state.location.search);
    expect(sorted.get('sort')).toBe('startDate');
    expect(sorted.get('page')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Avslutade' }));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('ended');
    await waitFor(() => expect(listQueries(sent).length).toBeGreaterThan(1));

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Anställda' })).toBeChecked());
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('active');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('startDate');

    // Typed search reaches the address after a pause, replacing the entry.
    await user.type(screen.getByRole('textbox', { name: 'Sök' }), 'Person1');
    await waitFor(
      () => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Person1'),
      WAIT,
    );
  }, 20_000);

  it('keeps the employee page’s tab in the address', async () => {
    stub();
    const user = userEvent.setup();
    const { router } = renderApp(`/${employerId}/employees/e1?tab=employment`);
    const tab = await screen.findByRole('tab', { name: 'Anställning' }, WAIT);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Semester och saldon' }));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('vacation');
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Anställning' })).toHaveAttribute('aria-selected', 'true'),
    );
  }, 20_000);
});
