import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttestationScreen } from './attestation-screen.tsx';
import {
  makeEvent,
  problemResponse,
  renderEventsUi,
  type SeenRequest,
  scope,
  stubFetch,
} from './events-test-kit.tsx';

// Intl writes sv-SE amounts with no-break spaces.
const plain = (text: string | null) => (text ?? '').replaceAll('\u00a0', ' ');

const anna = 'e0000000-0000-4000-8000-00000000000a';
const bertil = 'e0000000-0000-4000-8000-00000000000b';

// Anna's two sick days (a period's days 1–2 with karens: 2 scheduled days of 8 h = 16 h) and a
// bonus, Bertil's trip; Anna has marked March as ready, Bertil has not.
const annaSick = makeEvent({
  employmentId: anna,
  effect: {
    hours: 16,
    days: 2,
    amountOre: null,
    sickPeriod: {
      periodStart: '2026-03-02',
      firstDay: 1,
      lastDay: 2,
      karens: true,
      certificateNeeded: false,
      beyondDay14: false,
    },
    travel: null,
    notes: [],
  },
});
const annaBonus = makeEvent({
  employmentId: anna,
  kind: 'transaction',
  payload: { kind: 'transaction', salaryTypeCode: '500', date: '2026-03-10', amountOre: 250_000 },
  salaryTypeName: 'Bonus',
  fromDate: '2026-03-10',
  toDate: '2026-03-10',
  effect: { hours: null, days: null, amountOre: 250_000, sickPeriod: null, travel: null, notes: [] },
  version: 3,
});
const bertilTrip = makeEvent({
  employmentId: bertil,
  employeeName: 'Bertil Berg',
  kind: 'travel',
  payload: {
    kind: 'travel',
    departure: '2026-03-11T07:00',
    return: '2026-03-12T20:00',
    destination: 'Göteborg',
    country: 'SE',
    overnight: true,
    moreThan50Km: true,
    mealsByDate: {},
    mileage: [],
  },
  fromDate: '2026-03-11',
  toDate: '2026-03-12',
  effect: {
    hours: null,
    days: null,
    amountOre: 58_000,
    sickPeriod: null,
    travel: { perDiemTaxFreeOre: 58_000, perDiemTaxableOre: 0, mileageTaxFreeOre: 0, mileageTaxableOre: 0 },
    notes: [],
  },
});

const groups = [
  {
    employmentId: anna,
    employeeName: 'Anna Andersson',
    month: '2026-03',
    readyMarked: true,
    events: [annaSick, annaBonus],
  },
  {
    employmentId: bertil,
    employeeName: 'Bertil Berg',
    month: '2026-03',
    readyMarked: false,
    events: [bertilTrip],
  },
];

function serve(
  decide: (request: SeenRequest) => Response | unknown = (request) => ({
    events: ((request.body as { events: { eventId: string }[] }).events ?? []).map((item) =>
      makeEvent({ id: item.eventId, state: 'attested' }),
    ),
  }),
) {
  return stubFetch((request) =>
    request.method === 'POST' ? decide(request) : { groups: groups as unknown as EventView[] },
  );
}

function renderScreen(
  privileges: readonly string[] = ['Employee.Events.Attestation', 'Employee.Events.Report.Absence'],
) {
  return renderEventsUi(
    <MemoryRouter>
      <AttestationScreen scope={scope} reportBase="/x/manager/attestation/report" />
    </MemoryRouter>,
    privileges,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AttestationScreen', () => {
  it('groups the events by employee and month with the ready marker, the effect and a report link', async () => {
    serve();
    renderScreen();
    const annaGroup = await screen.findByRole('region', { name: 'Anna Andersson, mars 2026' });
    const bertilGroup = screen.getByRole('region', { name: 'Bertil Berg, mars 2026' });
    expect(within(annaGroup).getByText('Klarmarkerad')).toBeInTheDocument();
    expect(within(bertilGroup).getByText('Inte klarmarkerad')).toBeInTheDocument();
    // Each event in its own group, read as kind, what and when.
    expect(
      within(annaGroup).getByLabelText('Frånvaro: Sjukfrånvaro, 2026-03-02 – 2026-03-03'),
    ).toBeInTheDocument();
    expect(
      within(annaGroup).getByLabelText('Lönetransaktion: Bonus, 2 500,00 kr, 2026-03-10'),
    ).toBeInTheDocument();
    expect(
      within(bertilGroup).getByLabelText('Resa: Resa till Göteborg, 2026-03-11 – 2026-03-12'),
    ).toBeInTheDocument();
    expect(within(annaGroup).queryByText(/Göteborg/)).toBeNull();
    // 16 h over 2 days, period days 1–2 with the karensavdrag; the trip's 580 kr tax-free per diem
    // (its parts, not their sum once more).
    const effects = within(annaGroup)
      .getAllByTestId('event-effect')
      .map((node) => plain(node.textContent));
    expect(effects[0]).toBe('16 tim · 2 dagar · Sjukdag 1–2 · Karensavdrag');
    expect(effects[1]).toBe('2 500,00 kr');
    expect(plain(within(bertilGroup).getByTestId('event-effect').textContent)).toBe(
      'Traktamente 580,00 kr skattefritt, 0,00 kr skattepliktigt',
    );
    expect(within(bertilGroup).getByRole('link', { name: 'Rapportera åt Bertil Berg' })).toHaveAttribute(
      'href',
      `/x/manager/attestation/report/${bertil}`,
    );
    // No ids on screen.
    expect(document.body.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('attests a whole group and one more event in one request, after a confirmation', async () => {
    const user = userEvent.setup();
    const requests = serve();
    renderScreen();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Välj alla för Anna Andersson, mars 2026' }),
    );
    await user.click(screen.getByRole('checkbox', { name: /^Resa: Resa till Göteborg/ }));
    expect(screen.getByText('3 händelser valda')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Attestera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attestera händelser?' });
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Attestera' }));
    await screen.findByText('3 händelser attesterade');
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe(`/api/employer/${scope.employerId}/events/decisions`);
    expect(posts[0]?.role).toBe(scope.roleId);
    expect(posts[0]?.body).toEqual({
      decision: 'attest',
      events: [
        { eventId: annaSick.id, version: 1 },
        { eventId: annaBonus.id, version: 3 },
        { eventId: bertilTrip.id, version: 1 },
      ],
    });
  });

  it('unchecking one event of a checked group leaves the group half checked', async () => {
    const user = userEvent.setup();
    serve();
    renderScreen();
    const all = await screen.findByRole('checkbox', { name: 'Välj alla för Anna Andersson, mars 2026' });
    await user.click(all);
    await user.click(screen.getByRole('checkbox', { name: /^Lönetransaktion: Bonus/ }));
    expect(all).not.toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByText('1 händelse vald')).toBeInTheDocument();
  });

  it('refuses to reject without a comment, then sends the comment', async () => {
    const user = userEvent.setup();
    const requests = serve();
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: /^Resa: Resa till Göteborg/ }));
    await user.click(screen.getByRole('button', { name: 'Avvisa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avvisa händelser' });
    await user.click(within(dialog).getByRole('button', { name: 'Avvisa' }));
    expect(
      await within(dialog).findByText('Skriv en kommentar som säger varför händelsen avvisas'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Kommentar/ }),
      '  Resan gjordes i februari  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Avvisa' }));
    await screen.findByText('1 händelse avvisad');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      {
        decision: 'reject',
        events: [{ eventId: bertilTrip.id, version: 1 }],
        comment: 'Resan gjordes i februari',
      },
    ]);
  });

  it('explains a 409: the event changed, nothing was saved, reload', async () => {
    const user = userEvent.setup();
    const requests = serve(() =>
      problemResponse(409, { code: 'VERSION_CONFLICT', title: 'Conflict', detail: 'Händelsen har ändrats' }),
    );
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: /^Resa: Resa till Göteborg/ }));
    await user.click(screen.getByRole('button', { name: 'Attestera' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Attestera' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Händelsen har ändrats, ladda om');
    const listReads = () => requests.filter((request) => request.method === 'GET').length;
    const before = listReads();
    await user.click(within(alert).getByRole('button', { name: 'Ladda om' }));
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the server refused, in Swedish, keeping the selection', async () => {
    const user = userEvent.setup();
    serve(() =>
      problemResponse(403, {
        code: 'EVENT_OWN_ATTESTATION',
        title: 'Forbidden',
        detail: 'A manager never attests or rejects their own events.',
      }),
    );
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: /^Resa: Resa till Göteborg/ }));
    await user.click(screen.getByRole('button', { name: 'Attestera' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Attestera' }));
    expect(
      await screen.findByText('Du kan inte attestera eller avvisa dina egna händelser'),
    ).toBeInTheDocument();
    expect(screen.getByText('Beslutet kunde inte sparas')).toBeInTheDocument();
    expect(screen.queryByText(/never attests/)).toBeNull();
    expect(screen.getByText('1 händelse vald')).toBeInTheDocument();
  });

  it('says when there is nothing to attest', async () => {
    stubFetch(() => ({ groups: [] }));
    renderScreen();
    expect(await screen.findByText('Inget att attestera just nu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attestera' })).toBeNull();
  });

  it('shows a role without write access the events but no choices', async () => {
    serve();
    renderEventsUi(
      <MemoryRouter>
        <AttestationScreen scope={scope} reportBase="/r" />
      </MemoryRouter>,
      [],
    );
    expect(await screen.findByText(/Resa till Göteborg/)).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('link', { name: /Rapportera åt/ })).toBeNull();
  });
});
