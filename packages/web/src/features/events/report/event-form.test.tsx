import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventReportScreen } from './event-report-screen.tsx';
import {
  employmentId,
  eventsPath,
  makeCalendar,
  makeEvent,
  problemResponse,
  renderReportUi,
  type SeenRequest,
  stubFetch,
} from './report-test-kit.tsx';

vi.setConfig({ testTimeout: 60_000 });
const WAIT = { timeout: 10_000 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-15T10:00:00+02:00'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Typing with userEvent is slow on a busy machine: fields are filled by a paste.
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  if (text) await userEvent.paste(text);
}

const previews = (seen: SeenRequest[]) => seen.filter((request) => request.path === `${eventsPath}/preview`);
const creates = (seen: SeenRequest[]) =>
  seen.filter((request) => request.method === 'POST' && request.path === eventsPath);
const form = (name = 'Ny händelse') => within(screen.getByRole('form', { name }));

const sickPreview = {
  effect: {
    hours: 24,
    days: 3,
    amountOre: null,
    sickPeriod: {
      periodStart: '2026-04-20',
      firstDay: 1,
      lastDay: 3,
      karens: true,
      certificateNeeded: false,
      beyondDay14: false,
    },
    travel: null,
    notes: [],
  },
  problems: [],
};

describe('EventForm: reporting from the screen', () => {
  it('starts an absence on the day picked and shows the server’s preview of the effect as the user types', async () => {
    const seen = stubFetch((request) => (request.path.endsWith('/preview') ? sickPreview : makeCalendar()));
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });

    await userEvent.click(
      await screen.findByRole('button', { name: '20 april 2026, 8 timmar schemalagt' }, WAIT),
    );
    expect(form().getByLabelText('Från och med')).toHaveValue('2026-04-20');
    expect(form().getByLabelText('Till och med')).toHaveValue('2026-04-20');
    expect(form().getByRole('radio', { name: 'Frånvaro' })).toBeChecked();
    await fill(form().getByLabelText('Till och med'), '2026-04-22');

    // The preview asks for what was typed last (the typing in between is debounced).
    await vi.waitFor(
      () =>
        expect(previews(seen).at(-1)?.body).toEqual({
          employmentId,
          payload: {
            kind: 'absence',
            absenceType: 'sick',
            fromDate: '2026-04-20',
            toDate: '2026-04-22',
            extent: { mode: 'whole-days' },
            certificate: false,
          },
        }),
      WAIT,
    );
    expect(await form().findByText('24 timmar', {}, WAIT)).toBeTruthy();
    expect(form().getByText('3 dagar')).toBeTruthy();
    expect(form().getByText('Sjukperiod från 20 april 2026: dag 1–3')).toBeTruthy();
    expect(form().getByText('Karensavdrag görs i den här händelsen')).toBeTruthy();
  });

  it('moves a new event to another day picked in the calendar, keeping what was typed', async () => {
    stubFetch((request) => (request.path.endsWith('/preview') ? sickPreview : makeCalendar()));
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });
    await userEvent.click(
      await screen.findByRole('button', { name: '14 april 2026, 8 timmar schemalagt' }, WAIT),
    );
    await userEvent.click(form().getByRole('radio', { name: 'Resa' }));
    await fill(form().getByLabelText('Resmål'), 'Luleå');
    await userEvent.click(screen.getByRole('button', { name: '21 april 2026, 8 timmar schemalagt' }));
    expect(form().getByRole('radio', { name: 'Resa' })).toBeChecked();
    expect(form().getByLabelText('Resmål')).toHaveValue('Luleå');
    expect(form().getByLabelText('Avresedatum')).toHaveValue('2026-04-21');
    expect(form().getByLabelText('Hemkomstdatum')).toHaveValue('2026-04-21');
  });

  it('shows the refusals the preview would get on save', async () => {
    stubFetch((request) =>
      request.path.endsWith('/preview')
        ? { ...sickPreview, problems: ['Den 8 april 2026 finns redan en heldagsfrånvaro'] }
        : makeCalendar(),
    );
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ny händelse' }, WAIT));
    expect(await form().findByText('Den 8 april 2026 finns redan en heldagsfrånvaro', {}, WAIT)).toBeTruthy();
    expect(form().getByText('Det här behöver ändras')).toBeTruthy();
  });

  it('says what is wrong in Swedish and sends nothing while a field is invalid', async () => {
    const seen = stubFetch((request) => (request.path.endsWith('/preview') ? sickPreview : makeCalendar()));
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ny händelse' }, WAIT));
    await userEvent.click(form().getByRole('radio', { name: 'Timmar per dag' }));
    expect(form().getByText('Fyll i fälten så visas effekten här.')).toBeTruthy();
    await userEvent.click(form().getByRole('button', { name: 'Spara' }));
    expect(await form().findByText('Ange antal timmar mellan 0,25 och 24', {}, WAIT)).toBeTruthy();
    expect(form().getByRole('textbox', { name: 'Timmar per dag' })).toHaveFocus();

    await fill(form().getByRole('textbox', { name: 'Timmar per dag' }), '4');
    expect(form().queryByText('Ange antal timmar mellan 0,25 och 24')).toBeNull();
    // A later start moves the end along; an end before the start is refused.
    await fill(form().getByLabelText('Från och med'), '2026-04-16');
    expect(form().getByLabelText('Till och med')).toHaveValue('2026-04-16');
    await fill(form().getByLabelText('Till och med'), '2026-04-14');
    expect(await form().findByText('Slutdatumet får inte vara före startdatumet', {}, WAIT)).toBeTruthy();
    expect(creates(seen)).toEqual([]);
  });

  it('keeps what was typed and shows the server’s field errors (problem+json) by the fields', async () => {
    const seen = stubFetch((request) => {
      if (request.path.endsWith('/preview')) return sickPreview;
      if (request.method === 'POST')
        return problemResponse(400, {
          code: 'VALIDATION_FAILED',
          errors: {
            'payload.fromDate': ['Anställningen har inte börjat den 16 april 2026'],
            payload: ['Perioden innehåller inga schemalagda arbetsdagar'],
          },
        });
      return makeCalendar();
    });
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ny händelse' }, WAIT));
    await fill(form().getByLabelText('Från och med'), '2026-04-16');
    await fill(form().getByLabelText('Kommentar'), 'Feber');
    await userEvent.click(form().getByRole('button', { name: 'Spara' }));

    expect(await form().findByText('Anställningen har inte börjat den 16 april 2026', {}, WAIT)).toBeTruthy();
    expect(form().getByText('Perioden innehåller inga schemalagda arbetsdagar')).toBeTruthy();
    expect(form().getByLabelText('Från och med')).toHaveValue('2026-04-16');
    expect(form().getByLabelText('Kommentar')).toHaveValue('Feber');
    expect(creates(seen)[0]?.body).toEqual({
      employmentId,
      payload: {
        kind: 'absence',
        absenceType: 'sick',
        fromDate: '2026-04-16',
        toDate: '2026-04-16',
        extent: { mode: 'whole-days' },
        certificate: false,
        comment: 'Feber',
      },
    });
  });

  it('shows every refusal of the rules (422 EVENT_REFUSED) by the date, and a conflict above the buttons', async () => {
    let answer: Response = problemResponse(422, {
      code: 'EVENT_REFUSED',
      errors: {
        'payload.fromDate': [
          'Den 8 april 2026 finns redan en heldagsfrånvaro',
          'Den 9 april 2026 finns redan en heldagsfrånvaro',
        ],
      },
    });
    const sick = makeEvent();
    stubFetch((request) => {
      if (request.path.endsWith('/preview')) return sickPreview;
      if (request.method === 'PUT') return answer;
      return makeCalendar({ events: [sick] });
    });
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ändra Sjukfrånvaro' }, WAIT));
    await userEvent.click(form('Ändra händelse').getByRole('button', { name: 'Spara ändringar' }));
    expect(
      await form('Ändra händelse').findByText(
        'Den 8 april 2026 finns redan en heldagsfrånvaro Den 9 april 2026 finns redan en heldagsfrånvaro',
        {},
        WAIT,
      ),
    ).toBeTruthy();

    answer = problemResponse(409, { code: 'VERSION_CONFLICT', current: { ...sick, version: 2 } });
    await userEvent.click(form('Ändra händelse').getByRole('button', { name: 'Spara ändringar' }));
    expect(
      await form('Ändra händelse').findByText(
        'Händelsen har ändrats av någon annan sedan du öppnade den. Kontrollera den och spara igen.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(form('Ändra händelse').getByLabelText('Från och med')).toHaveValue('2026-04-08');
    // The earlier refusal is gone: only what the last save met is shown.
    expect(form('Ändra händelse').queryByText(/finns redan en heldagsfrånvaro/)).toBeNull();
  });

  it('prefills the form from a template on the day picked, and sends the amount in öre', async () => {
    const seen = stubFetch((request) => {
      if (request.path.endsWith('/preview'))
        return { effect: { ...sickPreview.effect, sickPeriod: null, days: null, hours: 2 }, problems: [] };
      if (request.method === 'POST') return makeEvent();
      return makeCalendar();
    });
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });
    await userEvent.click(
      await screen.findByRole('button', { name: '14 april 2026, 8 timmar schemalagt' }, WAIT),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Övertid 2 h' }));

    expect(form().getByRole('radio', { name: 'Lönetransaktion' })).toBeChecked();
    expect(form().getByRole('combobox', { name: 'Löneart' })).toHaveValue('310 Övertid enkel');
    expect(form().getByLabelText('Datum')).toHaveValue('2026-04-14');
    expect(form().getByLabelText('Antal timmar')).toHaveValue('2');
    expect(await form().findByText('2 timmar', {}, WAIT)).toBeTruthy();

    // 1 234,50 kr → 123 450 öre.
    await fill(form().getByLabelText('Belopp i kronor'), '1234,50');
    await userEvent.click(form().getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(creates(seen)).toHaveLength(1), WAIT);
    expect(creates(seen)[0]?.body).toEqual({
      employmentId,
      payload: {
        kind: 'transaction',
        salaryTypeCode: '310',
        date: '2026-04-14',
        quantity: 2,
        amountOre: 123_450,
      },
    });
    expect(await screen.findByText('Händelsen är rapporterad', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Ny händelse' })).toBeNull();
  });

  it('prefills a sick-day template on today when no day is picked', async () => {
    stubFetch((request) => (request.path.endsWith('/preview') ? sickPreview : makeCalendar()));
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sjuk heldag' }, WAIT));
    expect(form().getByRole('combobox', { name: 'Frånvarotyp' })).toHaveValue('Sjukfrånvaro');
    expect(form().getByLabelText('Från och med')).toHaveValue('2026-04-15');
    expect(form().getByRole('radio', { name: 'Hela dagar' })).toBeChecked();
  });

  it('changes a rejected event with its version and shows the travel split while editing a trip', async () => {
    const trip = makeEvent({
      kind: 'travel',
      state: 'rejected',
      version: 4,
      decisionComment: 'Fel datum',
      payload: {
        kind: 'travel',
        departure: '2026-04-21T07:00',
        return: '2026-04-22T20:00',
        destination: 'Göteborg',
        country: 'SE',
        overnight: true,
        moreThan50Km: true,
        mealsByDate: { '2026-04-22': 'lunch-or-dinner' },
        mileage: [{ date: '2026-04-21', vehicle: 'own-car', kilometres: 480 }],
      },
      fromDate: '2026-04-21',
      toDate: '2026-04-22',
    });
    const seen = stubFetch((request) => {
      if (request.path.endsWith('/preview'))
        return {
          effect: {
            hours: null,
            days: null,
            amountOre: 1_000_00,
            sickPeriod: null,
            // 2 whole days at 300 kr minus a free lunch (90 kr): 510 kr tax-free.
            travel: {
              perDiemTaxFreeOre: 510_00,
              perDiemTaxableOre: 0,
              mileageTaxFreeOre: 1200_00,
              mileageTaxableOre: 0,
            },
            notes: [],
          },
          problems: [],
        };
      if (request.method === 'PUT') return { ...trip, state: 'reported', version: 5 };
      return makeCalendar({ events: [trip] });
    });
    renderReportUi(<EventReportScreen employmentId={employmentId} />, { url: '/report?month=2026-04' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ändra Resa till Göteborg' }, WAIT));
    const edit = form('Ändra händelse');
    expect(edit.queryByRole('radio', { name: 'Frånvaro' })).toBeNull();
    expect(edit.getByLabelText('Avresedatum')).toHaveValue('2026-04-21');
    expect(edit.getByLabelText('Avresetid')).toHaveValue('07:00');
    expect(edit.getByLabelText('Resmål')).toHaveValue('Göteborg');
    expect(edit.getByLabelText('22 april 2026')).toHaveValue('lunch-or-dinner');
    expect(edit.getByLabelText('Kilometer, rad 1')).toHaveValue('480');
    expect(
      await edit.findByText(/^Traktamente: 510,00\s*kr skattefritt, 0,00\s*kr skattepliktigt$/, {}, WAIT),
    ).toBeTruthy();

    await fill(edit.getByLabelText('Resmål'), 'Malmö');
    await userEvent.click(edit.getByRole('button', { name: 'Spara ändringar' }));
    await vi.waitFor(() => expect(seen.filter((request) => request.method === 'PUT')).toHaveLength(1), WAIT);
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`${eventsPath}/${trip.id}`);
    expect(put?.body).toMatchObject({
      version: 4,
      payload: { destination: 'Malmö', departure: '2026-04-21T07:00' },
    });
  });
});
