import { formatSwedishDate, formatSwedishNumber } from './swedish-date.ts';

/*
 * The rules' remarks on an event (sick-period days, karens, certificate, travel) as a code with
 * parameters, so that each reader can put them in its own language: the web translates the code
 * through the `expression` namespace (`notes.<code>`), and `message` keeps the Swedish text for
 * API consumers and the payroll's warnings. Dates are `YYYY-MM-DD`, numbers plain numbers.
 */

export const EVENT_NOTE_CODES = [
  'sick-period-day',
  'sick-period-days',
  'sick-period-continued-day',
  'sick-period-continued-days',
  'sick-karens',
  'sick-no-karens',
  'sick-certificate-needed',
  'sick-certificate-handed-in',
  'sick-beyond-day-14',
  'absence-agi-report',
  'travel-day-trip',
  'travel-within-50-km',
  'travel-foreign',
  'travel-night-allowance',
  'travel-after-three-months',
  'travel-after-two-years',
  'travel-missing-tax-free-amounts',
  'travel-no-company-rate',
] as const;
export type EventNoteCode = (typeof EVENT_NOTE_CODES)[number];

export type EventNoteParams = Record<string, string | number>;
export type EventNote = { code: EventNoteCode; params: EventNoteParams; message: string };

const date = (value: string | number | undefined) => formatSwedishDate(String(value));
const regionNames = new Intl.DisplayNames(['sv'], { type: 'region', fallback: 'code' });
const countryName = (value: string | number | undefined) => {
  try {
    return regionNames.of(String(value)) ?? String(value);
  } catch {
    return String(value);
  }
};
const number = (value: string | number | undefined) => formatSwedishNumber(Number(value));

const SWEDISH: Record<EventNoteCode, (p: EventNoteParams) => string> = {
  'sick-period-day': (p) => `Sjukperiodens dag ${p.day}`,
  'sick-period-days': (p) => `Sjukperiodens dag ${p.first}–${p.last}`,
  'sick-period-continued-day': (p) =>
    `Sjukperiodens dag ${p.day}: fortsättning på sjukperioden från ${date(p.periodStart)}`,
  'sick-period-continued-days': (p) =>
    `Sjukperiodens dag ${p.first}–${p.last}: fortsättning på sjukperioden från ${date(p.periodStart)}`,
  'sick-karens': (p) =>
    `Karensavdrag ${number(p.hours)} av ${number(p.targetHours)} timmar (20 % av veckoarbetstiden ${number(p.weeklyHours)} timmar)`,
  'sick-no-karens': () =>
    'Inget karensavdrag: tio karensavdrag har redan gjorts under de senaste tolv månaderna',
  'sick-certificate-needed': (p) => `Läkarintyg behövs från dag 8 (${date(p.from)})`,
  'sick-certificate-handed-in': () => 'Läkarintyg är lämnat',
  'sick-beyond-day-14': (p) =>
    `Från dag 15 (${date(p.from)}) betalar Försäkringskassan sjukpenning: sjukfallet ska anmälas till Försäkringskassan`,
  'absence-agi-report': () => 'Redovisas som frånvarouppgift i arbetsgivardeklarationen',
  'travel-day-trip': () =>
    'Resa utan övernattning: inget skattefritt traktamente. Ersättning som ändå betalas är skattepliktig lön.',
  'travel-within-50-km': () =>
    'Resan går inte längre än 50 km från bostaden och arbetsplatsen: inget skattefritt traktamente. Ersättning som ändå betalas är skattepliktig lön.',
  'travel-foreign': (p) =>
    `Normalbelopp för utlandstraktamente saknas för ${countryName(p.country)} ${p.year}: dagarna räknas inte. Lägg in Skatteverkets normalbelopp under Inställningar → Traktamente och milersättning.`,
  'travel-night-allowance': (p) =>
    `Nattraktamente för ${p.nights} ${p.nights === 1 ? 'natt' : 'nätter'}: arbetsgivaren betalade inte logi`,
  'travel-after-three-months': (p) =>
    `Från ${date(p.from)}, efter tre månader på samma ort, är det skattefria traktamentet 70 % av heldagsbeloppet`,
  'travel-after-two-years': (p) =>
    `Från ${date(p.from)}, efter två år på samma ort, är det skattefria traktamentet 50 % av heldagsbeloppet`,
  'travel-missing-tax-free-amounts': (p) =>
    `Skatteverkets skattefria belopp för ${p.year} saknas: ${date(p.date)} räknas inte`,
  'travel-no-company-rate': (p) => `Företaget har ingen reseersättning som gäller den ${date(p.date)}`,
};

/** A note with its Swedish text. */
export function eventNote(code: EventNoteCode, params: EventNoteParams = {}): EventNote {
  return { code, params, message: SWEDISH[code](params) };
}

/** The Swedish text of a code with its parameters (what `message` says). */
export function swedishNoteText(code: EventNoteCode, params: EventNoteParams): string {
  return SWEDISH[code](params);
}
