import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  makeEvent,
  renderEventsUi,
  type SeenRequest,
  scope,
  stubFetch,
} from '../attestation/events-test-kit.tsx';
import { EventList } from './event-list.tsx';

const reported = makeEvent({ employeeName: 'Anna Andersson' });
const rejected = makeEvent({
  employeeName: 'Bertil Berg',
  state: 'rejected',
  decisionComment: 'Fel datum',
  reportedAt: '2026-03-01T08:00:00.000Z',
});
const eventsPath = `/api/employer/${scope.employerId}/events`;

function serve(answer?: (request: SeenRequest) => unknown) {
  return stubFetch((request) => {
    const own = answer?.(request);
    if (own !== undefined) return own;
    if (request.path === `${eventsPath}/export`) return 'Anställd;Typ\nAnna Andersson;Frånvaro\n';
    if (request.path === eventsPath) return { events: [reported, rejected], total: 2 };
    return { events: [] };
  });
}

function renderAt(address: string, { canDecide = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/events',
        element: <EventList scope={scope} canDecide={canDecide} canFilterCostCentre={false} />,
      },
    ],
    { initialEntries: [address] },
  );
  renderEventsUi(<RouterProvider router={router} />, ['Employee.Events.List']);
  return router;
}

/** The request's filters; the client's own time (`at`) is every request's. */
const filtersOf = (request: SeenRequest | undefined) => {
  const entries = Object.fromEntries(request?.search ?? []);
  delete entries.at;
  return entries;
};

const listReads = (requests: SeenRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === eventsPath);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:events');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EventList', () => {
  it('asks the server for the filters in the address', async () => {
    const requests = serve();
    renderAt('/events?q=anna&kinds=absence,travel,bogus&states=reported&from=2026-03-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Händelser' });
    expect(filtersOf(listReads(requests)[0])).toEqual({
      search: 'anna',
      kinds: 'absence,travel',
      states: 'reported',
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
      limit: '500',
    });
    expect(screen.getByRole('textbox', { name: 'Sök anställd' })).toHaveValue('anna');
    expect(screen.getByRole('textbox', { name: 'Från och med' })).toHaveValue('2026-03-01');
  });

  it('keeps typed filters in the address and goes back to the first page', async () => {
    const user = userEvent.setup();
    const requests = serve();
    const router = renderAt('/events?page=2&sort=employee');
    await screen.findByRole('table', { name: 'Händelser' });
    await user.type(screen.getByRole('textbox', { name: 'Sök anställd' }), 'berg');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=employee&q=berg'));
    await user.type(screen.getByRole('textbox', { name: 'Från och med' }), '20260301');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=employee&q=berg&from=2026-03-01'));
    await waitFor(() => expect(listReads(requests).at(-1)?.search.get('fromDate')).toBe('2026-03-01'));
    expect(listReads(requests).at(-1)?.search.get('search')).toBe('berg');
  });

  it('clears every filter from the fields and the address, and follows the back button', async () => {
    const user = userEvent.setup();
    serve();
    const router = renderAt('/events?q=anna&states=reported&from=2026-03-01&sort=period');
    await screen.findByRole('table', { name: 'Händelser' });
    await user.click(screen.getByRole('button', { name: 'Rensa filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=period'));
    expect(screen.getByRole('textbox', { name: 'Sök anställd' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Från och med' })).toHaveValue('');
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Från och med' })).toHaveValue('2026-03-01'),
    );
    expect(screen.getByRole('textbox', { name: 'Sök anställd' })).toHaveValue('anna');
  });

  it('puts a chosen state in the address', async () => {
    const user = userEvent.setup();
    serve();
    const router = renderAt('/events');
    await screen.findByRole('table', { name: 'Händelser' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Avvisad' }));
    await waitFor(() => expect(router.state.location.search).toBe('?states=rejected'));
  });

  it('sorts by a column through the address', async () => {
    const user = userEvent.setup();
    serve();
    const router = renderAt('/events');
    const table = await screen.findByRole('table', { name: 'Händelser' });
    await user.click(within(table).getByRole('button', { name: 'Rapporterad' }));
    expect(router.state.location.search).toBe('?sort=reportedAt');
    // Bertil's was reported first.
    const firstRow = within(table).getAllByRole('row')[1];
    expect(firstRow).toHaveTextContent('Bertil Berg');
    expect(firstRow).toHaveTextContent('Avvisad: Fel datum');
  });

  it('exports the CSV with the same filters as the list', async () => {
    const user = userEvent.setup();
    const requests = serve();
    renderAt('/events?q=anna&kinds=absence&states=reported,attested&from=2026-03-01');
    await screen.findByRole('table', { name: 'Händelser' });
    await user.click(screen.getByRole('button', { name: 'Exportera CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const exported = requests.find((request) => request.path === `${eventsPath}/export`);
    expect(filtersOf(exported)).toEqual({
      search: 'anna',
      kinds: 'absence',
      states: 'reported,attested',
      fromDate: '2026-03-01',
    });
    expect(exported?.role).toBe(scope.roleId);
  });

  it('attests a reported event from the list for a role that may', async () => {
    const user = userEvent.setup();
    const requests = serve((request) =>
      request.method === 'POST' ? { events: [{ ...reported, state: 'attested' }] } : undefined,
    );
    renderAt('/events', { canDecide: true });
    const table = await screen.findByRole('table', { name: 'Händelser' });
    // Only the reported row can be decided.
    expect(within(table).getAllByRole('button', { name: /^Attestera:/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Attestera: Anna Andersson, Sjukfrånvaro' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Attestera' }));
    await screen.findByText('1 händelse attesterad');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { decision: 'attest', events: [{ eventId: reported.id, version: 1 }] },
    ]);
  });

  it('offers no decisions without the attestation privilege', async () => {
    serve();
    renderAt('/events');
    const table = await screen.findByRole('table', { name: 'Händelser' });
    expect(within(table).queryByRole('button', { name: /^Attestera/ })).toBeNull();
  });
});
