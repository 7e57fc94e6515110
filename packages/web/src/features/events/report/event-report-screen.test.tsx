import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventReportScreen } from './event-report-screen.tsx';
import {
  calendarPath,
  employmentId,
  eventsPath,
  makeCalendar,
  makeEvent,
  monthDays,
  renderReportUi,
  scope,
  stubFetch,
} from './report-test-kit.tsx';

vi.setConfig({ testTimeout: 60_000 });
const WAIT = { timeout: 10_000 };

beforeEach(() => {
  // Only the clock: "today" is Wednesday 15 April 2026 in Sweden; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-15T10:00:00+02:00'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const calendarRequests = (seen: ReturnType<typeof stubFetch>) =>
  seen.filter((request) => request.method === 'GET' && request.path === calendarPath);
/** What a day's button shows (its name, read out, is the whole sentence). */
const shownParts = (button: HTMLElement) =>
  Array.from(button.querySelectorAll('[aria-hidden="true"]'), (part) => part.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('EventReportScreen: the calendar', () => {
  it('shows the month in Swedish with ISO weeks from Monday, hours, holidays, today and the events', async () => {
    const sick = makeEvent();
    const seen = stubFetch(() => makeCalendar({ events: [sick] }));
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });

    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Kalender för april 2026' }, WAIT);
    // Monday first; 1 April 2026 is a Wednesday, so the first week starts with two empty cells.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['v.', 'mån', 'tis', 'ons', 'tor', 'fre', 'lör', 'sön']);
    // ISO weeks: 30 March–5 April is week 14, 27 April–3 May week 18.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['14', '15', '16', '17', '18']);
    const firstWeek = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(firstWeek)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.querySelector('button')?.dataset.date ?? null),
    ).toEqual([null, null, '2026-04-01']);

    expect(screen.getByRole('button', { name: '1 april 2026, 8 timmar schemalagt' })).toBeTruthy();
    const goodFriday = screen.getByRole('button', {
      name: '3 april 2026, ingen schemalagd arbetstid, Långfredagen',
    });
    expect(goodFriday.dataset.dayOff).toBe('true');
    expect(shownParts(goodFriday)).toEqual(['3', 'Långfredagen']);
    expect(
      screen.getByRole('button', { name: '4 april 2026, ingen schemalagd arbetstid' }).dataset.dayOff,
    ).toBe('true');
    expect(
      screen.getByRole('button', { name: '7 april 2026, 8 timmar schemalagt' }).dataset.dayOff,
    ).toBeUndefined();
    // The sick days carry the event, drawn on the day as well as named in its label.
    const sickDay = screen.getByRole('button', { name: '8 april 2026, 8 timmar schemalagt, Sjukfrånvaro' });
    expect(shownParts(sickDay)).toEqual(['8', '8 tim', 'Sjukfrånvaro']);
    expect(
      screen.getByRole('button', { name: '9 april 2026, 8 timmar schemalagt, Sjukfrånvaro' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '10 april 2026, 8 timmar schemalagt' })).toBeTruthy();
    const today = screen.getByRole('button', { name: '15 april 2026, 8 timmar schemalagt, idag' });
    expect(today.getAttribute('aria-current')).toBe('date');

    const [request] = calendarRequests(seen);
    expect(request?.search.get('month')).toBe('2026-04');
    expect(request?.role).toBe(scope.roleId);
  });

  it('moves by month in the address (?month=), over the year end, and opens today’s month without one', async () => {
    const seen = stubFetch((request) => makeCalendar({ month: request.search.get('month') ?? '' }));
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report' });
    expect(await screen.findByRole('heading', { name: 'April 2026' }, WAIT)).toBeTruthy();
    expect(calendarRequests(seen).at(-1)?.search.get('month')).toBe('2026-04');

    await userEvent.click(screen.getByRole('button', { name: 'Nästa månad' }));
    expect(await screen.findByRole('heading', { name: 'Maj 2026' }, WAIT)).toBeTruthy();
    expect(location()).toBe('/report?month=2026-05');
    await vi.waitFor(() => expect(calendarRequests(seen).at(-1)?.search.get('month')).toBe('2026-05'), WAIT);
    expect(await screen.findByRole('button', { name: '1 maj 2026, 8 timmar schemalagt' }, WAIT)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Föregående månad' }));
    await userEvent.click(screen.getByRole('button', { name: 'Föregående månad' }));
    expect(await screen.findByRole('heading', { name: 'Mars 2026' }, WAIT)).toBeTruthy();
    expect(location()).toBe('/report?month=2026-03');

    await userEvent.click(screen.getByRole('button', { name: 'Gå till denna månad' }));
    expect(location()).toBe('/report?month=2026-04');
  });

  it('goes from December to January of the next year', async () => {
    stubFetch((request) =>
      makeCalendar({
        month: request.search.get('month') ?? '',
        days: monthDays(request.search.get('month') ?? ''),
      }),
    );
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-12' });
    expect(await screen.findByRole('heading', { name: 'December 2026' }, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Nästa månad' }));
    expect(await screen.findByRole('heading', { name: 'Januari 2027' }, WAIT)).toBeTruthy();
    expect(location()).toBe('/report?month=2027-01');
  });

  it('moves between days with the arrow keys', async () => {
    stubFetch(() => makeCalendar());
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });
    const wednesday = await screen.findByRole(
      'button',
      { name: '15 april 2026, 8 timmar schemalagt, idag' },
      WAIT,
    );
    wednesday.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-04-16');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-04-23');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-04-20');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    // Never out of the month: 30 March is not in it.
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-04-01');
  });

  it('is compact on a phone: narrow weekday names and a dot per event, the names still in the labels', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 36em)',
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    stubFetch(() => makeCalendar({ events: [makeEvent()] }));
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });
    const sickDay = await screen.findByRole(
      'button',
      { name: '8 april 2026, 8 timmar schemalagt, Sjukfrånvaro' },
      WAIT,
    );
    const table = screen.getByRole('table');
    await vi.waitFor(() => expect(table.dataset.layout).toBe('compact'), WAIT);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['v.', 'M', 'Ti', 'O', 'To', 'F', 'L', 'S']);
    expect(shownParts(sickDay)).toEqual(['8', '8 tim', '']);
    expect(shownParts(screen.getByRole('button', { name: /^3 april 2026/ }))).toEqual(['3']);
  });
});

describe('EventReportScreen: the month’s events', () => {
  it('lists each state in Swedish with the manager’s comment and the run; only open events change', async () => {
    const events = [
      makeEvent(),
      makeEvent({
        kind: 'transaction',
        state: 'rejected',
        decisionComment: 'Övertiden är inte beordrad',
        payload: { kind: 'transaction', salaryTypeCode: '310', date: '2026-04-14', quantity: 2 },
        fromDate: '2026-04-14',
        toDate: '2026-04-14',
        effect: { hours: 2, days: null, amountOre: null, sickPeriod: null, travel: null, notes: [] },
      }),
      makeEvent({
        state: 'attested',
        payload: {
          kind: 'absence',
          absenceType: 'vacation-paid',
          fromDate: '2026-04-20',
          toDate: '2026-04-21',
          extent: { mode: 'whole-days' },
          certificate: false,
        },
        fromDate: '2026-04-20',
        toDate: '2026-04-21',
      }),
      makeEvent({
        kind: 'balance',
        state: 'paid',
        paidInRun: { id: 'r1', label: 'Lön april 2026' },
        payload: {
          kind: 'balance',
          balance: 'flex',
          date: '2026-04-01',
          change: -2.5,
          reason: 'Rättat saldo',
        },
        fromDate: '2026-04-01',
        toDate: '2026-04-01',
        effect: { hours: null, days: null, amountOre: null, sickPeriod: null, travel: null, notes: [] },
      }),
    ];
    stubFetch(() => makeCalendar({ events }));
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });

    const list = await screen.findByRole('list', {}, WAIT);
    const sick = within(list).getByRole('listitem', { name: 'Sjukfrånvaro' });
    expect(within(sick).getByText('Rapporterad')).toBeTruthy();
    expect(within(sick).getByText('8 apr. – 9 april 2026')).toBeTruthy();
    expect(within(sick).getByText('16 timmar · 2 dagar')).toBeTruthy();
    expect(within(sick).getByRole('button', { name: 'Ändra Sjukfrånvaro' })).toBeTruthy();

    const overtime = within(list).getByRole('listitem', { name: 'Övertid enkel' });
    expect(within(overtime).getByText('Avvisad')).toBeTruthy();
    expect(within(overtime).getByText('Chefens kommentar: Övertiden är inte beordrad')).toBeTruthy();
    expect(within(overtime).getByText('Antal 2')).toBeTruthy();
    expect(within(overtime).getByRole('button', { name: 'Ta bort Övertid enkel' })).toBeTruthy();

    const vacation = within(list).getByRole('listitem', { name: 'Semester, betald' });
    expect(within(vacation).getByText('Attesterad')).toBeTruthy();
    expect(within(vacation).queryByRole('button')).toBeNull();

    const flex = within(list).getByRole('listitem', { name: 'Flex (timmar)' });
    expect(within(flex).getByText('Utbetald i Lön april 2026')).toBeTruthy();
    expect(within(flex).getByText('Ändring −2,5: Rättat saldo')).toBeTruthy();
    expect(within(flex).queryByRole('button')).toBeNull();
  });

  it('asks before deleting and deletes with the version read', async () => {
    const sick = makeEvent({ version: 3 });
    const seen = stubFetch((request) =>
      request.method === 'DELETE' ? null : makeCalendar({ events: [sick] }),
    );
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });

    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort Sjukfrånvaro' }, WAIT));
    let dialog = await screen.findByRole('dialog', { name: 'Ta bort Sjukfrånvaro?' }, WAIT);
    expect(
      within(dialog).getByText('Händelsen för 8 apr. – 9 april 2026 tas bort. Det går inte att ångra.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(seen.filter((request) => request.method === 'DELETE')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Sjukfrånvaro' }));
    dialog = await screen.findByRole('dialog', { name: 'Ta bort Sjukfrånvaro?' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await vi.waitFor(
      () => expect(seen.filter((request) => request.method === 'DELETE')).toHaveLength(1),
      WAIT,
    );
    const deletion = seen.find((request) => request.method === 'DELETE');
    expect(deletion?.path).toBe(`${eventsPath}/${sick.id}`);
    expect(deletion?.search.get('version')).toBe('3');
    expect(await screen.findByText('Händelsen är borttagen', {}, WAIT)).toBeTruthy();
    // The calendar is asked again after the write.
    await vi.waitFor(() => expect(calendarRequests(seen).length).toBeGreaterThan(1), WAIT);
  });

  it('says what to do next when nothing is reported, and that new events are corrections in a paid month', async () => {
    stubFetch(() => makeCalendar({ monthCompleted: true }));
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });
    expect(
      await screen.findByText(
        'Inget är rapporterat för månaden. Välj en dag i kalendern, ett snabbval eller Ny händelse för att rapportera frånvaro, en lönetransaktion eller en resa.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Lönen för månaden är redan körd')).toBeTruthy();
    expect(
      screen.getByText('Det du rapporterar nu blir en rättelse som kommer med i nästa lönekörning.'),
    ).toBeTruthy();
  });

  it('offers nothing to report when the calendar allows no kind', async () => {
    stubFetch(() => makeCalendar({ reportableKinds: [] }));
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });
    expect(await screen.findByText('Inget är rapporterat för månaden.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ny händelse' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sjuk heldag' })).toBeNull();
  });
});

describe('EventReportScreen: the ready marker', () => {
  it('marks the month and takes the marking back', async () => {
    let readyMarker: { markedAt: string; markedByName: string } | null = null;
    const seen = stubFetch((request) => {
      if (request.method === 'PUT') {
        readyMarker = (request.body as { ready: boolean }).ready
          ? { markedAt: '2026-04-15T08:00:00.000Z', markedByName: 'Anna Andersson' }
          : null;
        return { readyMarker };
      }
      return makeCalendar({ readyMarker });
    });
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });
    expect(
      await screen.findByText('Klarmarkera april 2026 när du har rapporterat allt för månaden.', {}, WAIT),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Klarmarkera månaden' }));
    expect(
      await screen.findByText('Månaden klarmarkerades 15 april 2026 av Anna Andersson.', {}, WAIT),
    ).toBeTruthy();
    const puts = seen.filter((request) => request.method === 'PUT');
    expect(puts[0]?.path).toBe(
      `/api/employer/${scope.employerId}/employments/${employmentId}/ready-markers/2026-04`,
    );
    expect(puts[0]?.body).toEqual({ ready: true });

    await userEvent.click(screen.getByRole('button', { name: 'Ångra klarmarkering' }));
    expect(
      await screen.findByText('Klarmarkera april 2026 när du har rapporterat allt för månaden.', {}, WAIT),
    ).toBeTruthy();
    expect(seen.filter((request) => request.method === 'PUT')[1]?.body).toEqual({ ready: false });
  });

  it('is not offered without the ready-marker privilege', async () => {
    stubFetch(() => makeCalendar());
    renderReportUi(<EventReportScreen employmentId={employmentId} />, {
      url: '/report?month=2026-04',
      privileges: ['Employee.Events.Report.Absence'],
    });
    expect(await screen.findByRole('heading', { name: 'April 2026' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Klarmarkera månaden' })).toBeNull();
  });
});
