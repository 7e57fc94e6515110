/*
 * Personalstatistik's age and sex distribution (issue 21): the people employed at a date, counted
 * per age band and legal sex. Age is full years at the date from the birth date (the register's,
 * else the personnummer's: a samordningsnummer's day has 60 added, swedish-payroll.md §8). Sex is
 * the personnummer's second-to-last digit, the last of the födelsenummer: odd a man, even a
 * woman; samordningsnummer the same. No usable personnummer: unknown; no birth date: unknown band.
 */

export const AGE_BANDS = ['-24', '25-34', '35-44', '45-54', '55-64', '65-', 'unknown'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export type Sex = 'man' | 'woman' | 'unknown';

export type DistributionPerson = { birthDate: string | null; personnummer: string | null };
export type DistributionCounts = { men: number; women: number; unknown: number; total: number };
export type AgeSexDistribution = {
  bands: ({ band: AgeBand } & DistributionCounts)[];
  totals: DistributionCounts;
};

/** 10 or 12 digits (a stored one is 12), separators allowed; anything else tells nothing. */
function digits(personnummer: string | null): string | null {
  const text = (personnummer ?? '').replace(/[-+\s]/g, '');
  return /^(\d{10}|\d{12})$/.test(text) ? text : null;
}

export function sexFromPersonnummer(personnummer: string | null): Sex {
  const text = digits(personnummer);
  if (!text) return 'unknown';
  return Number(text[text.length - 2]) % 2 === 1 ? 'man' : 'woman';
}

/** The birth date a 12-digit personnummer or samordningsnummer names (day − 60), or null. */
export function birthDateFromPersonnummer(personnummer: string | null): string | null {
  const text = digits(personnummer);
  if (text?.length !== 12) return null;
  const day = Number(text.slice(6, 8));
  const realDay = day > 60 ? day - 60 : day;
  const date = `${text.slice(0, 4)}-${text.slice(4, 6)}-${String(realDay).padStart(2, '0')}`;
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(date) ? date : null;
}

/** Full years from `birthDate` to `date` (both YYYY-MM-DD): one more on the birthday itself. */
export function ageAt(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

export function ageBand(age: number | null): AgeBand {
  if (age === null || age < 0) return 'unknown';
  if (age <= 24) return '-24';
  if (age <= 34) return '25-34';
  if (age <= 44) return '35-44';
  if (age <= 54) return '45-54';
  if (age <= 64) return '55-64';
  return '65-';
}

const zero = (): DistributionCounts => ({ men: 0, women: 0, unknown: 0, total: 0 });
const KEY: Record<Sex, 'men' | 'women' | 'unknown'> = { man: 'men', woman: 'women', unknown: 'unknown' };

/** Every band in order (empty ones too, so tables and charts keep their rows) and the totals. */
export function buildAgeSexDistribution(
  people: readonly DistributionPerson[],
  date: string,
): AgeSexDistribution {
  const counts = new Map<AgeBand, DistributionCounts>(AGE_BANDS.map((band) => [band, zero()]));
  const totals = zero();
  for (const person of people) {
    const birthDate = person.birthDate ?? birthDateFromPersonnummer(person.personnummer);
    const band = ageBand(birthDate ? ageAt(birthDate, date) : null);
    const key = KEY[sexFromPersonnummer(person.personnummer)];
    const row = counts.get(band)!;
    row[key] += 1;
    row.total += 1;
    totals[key] += 1;
    totals.total += 1;
  }
  return { bands: AGE_BANDS.map((band) => ({ band, ...counts.get(band)! })), totals };
}
