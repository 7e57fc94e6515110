import type { TaxSettings } from '../../employees/tax-settings.ts';
import type { EventPayload } from '../../events/event-schema.ts';
import type { SalarySupplements } from '../../settings/salary-supplements.ts';
import type { TravelAllowances, TravelMileage } from '../../settings/travel-settings.ts';

/**
 * Hand-worked reference payslips (issue #18, "Reference payslips"). Every figure below was worked
 * out by hand from /work/shared/domain/swedish-payroll.md §1–2, §7, §9 and Skatteverket's official
 * 2026 monthly tax table file (research-data/skatteverket/allmanna-tabeller-manad-2026.txt); the
 * arithmetic of each scenario, with the quoted table row, is in docs/payroll-calculation.md
 * ("## Reference payslips"). Never regenerate these numbers from the code's output.
 *
 * Conventions used by every scenario (each scenario repeats the ones that matter to it):
 * - Money in öre. Each line is its exact amount rounded once, half away from zero, to the öre;
 *   rates such as r = M × 12 / (52 × V) are kept unrounded (§9 notation).
 * - `taxableOre` is the amount the monthly table (or SINK / jämkning percentage) is applied to:
 *   cash pay taxed by the table plus benefits. One-off amounts (engångsbelopp, §9.6) are not in it;
 *   they are in `oneOffOre` and taxed by the engångsskatt percentage. Öre of the taxable amount are
 *   dropped before the lookup (the tables are in whole kronor).
 * - `agi` (when given): amounts per AGI box in öre; 001 is all preliminary tax withheld; 050 / 051
 *   hold the tax-free amount paid (the AGI itself only ticks them).
 * - `taxOre` = table tax + one-off tax, whole kronor.
 * - Employer contributions: per rate class, the base in whole kronor (öre dropped) times the rate,
 *   rounded down to whole kronor (§2.4, Skatteverket's FK487 rule), summed over classes.
 * - Events are those of the period itself (deviations are settled in the month they happen; the
 *   "avvikelseperiod = month before" convention of §9.7 is a company choice not modelled here).
 */
export type ReferenceScenario = {
  id: string;
  title: string;
  /** 'YYYY-MM': the month paid; its events are in it. */
  period: string;
  payDate: string;
  employee: { birthDate: string; tax: TaxSettings };
  employment: {
    salaryForm: 'monthly' | 'hourly';
    startDate: string;
    endDate: string | null;
    /** Percent. */
    employmentRate: number;
    weeklyHours: number;
    /** Hours Monday..Sunday. */
    schedule: number[];
    /** Monthly salary (or hourly wage) in öre. */
    salaryRows: { validFrom: string; validTo?: string | null; amountOre: number }[];
    vacation: {
      rule: 'sammaloneregeln' | 'procentregeln';
      paidDaysPerYear: number;
      supplementPercent: number;
    };
    /** Växa-stöd applies to the employment (first employees, §2.3). */
    hasVaxaStod?: boolean;
  };
  /** Company settings that differ from the defaults (DEFAULT_SALARY_SUPPLEMENTS, DEFAULT_TRAVEL_*). */
  settings?: {
    salarySupplements?: SalarySupplements;
    travelAllowances?: TravelAllowances;
    travelMileage?: TravelMileage;
  };
  /** Periods already paid with the salary then in force (for retro pay when a raise is registered late). */
  alreadyPaid?: { period: string; monthlySalaryOre: number }[];
  /** Vacation balance before the period (paid days left; for termination compensation). */
  vacationBalance?: { paidDaysLeft: number; savedDays?: number };
  /** Variable pay earned in the vacation year so far (for 12 % of variable pay), öre. */
  variablePayEarnedOre?: number;
  yearToDateBefore?: { grossOre: number; taxOre: number; benefitsOre: number };
  /** Attested events of the period (and of earlier periods if they matter). */
  events: EventPayload[];
  /** Agreement defaults and rule choices used; [unverified] marks a rule §1–9 marks so. */
  assumptions: string[];
  expected: {
    /** Standard salary-type code, quantity, amount in öre (signed: deductions negative). */
    lines: { code: string; quantity?: number; amountOre: number }[];
    /** Cash gross: earnings − absence deductions (one-off amounts included). */
    grossOre: number;
    /** Taxable benefits without cash. */
    benefitsOre: number;
    /**
     * What the table (or the SINK / jämkning percentage) is applied to: gross + benefits − one-off
     * amounts − what the employee paid for a benefit by net deduction (fuel, AGI 098; S40).
     */
    taxableOre: number;
    /** One-off amounts taxed by the engångsskatt percentage (0 when none). */
    oneOffOre?: number;
    /** Preliminary tax withheld: table (or percentage) tax + one-off tax. */
    taxOre: number;
    netDeductionsOre: number;
    taxFreeOre: number;
    /** gross − tax − netDeductions + taxFree; may be negative (the run must report it). */
    netOre: number;
    employerContributionsOre: number;
    /** Växa-stöd to apply for afterwards (2026: refund, not in the AGI), öre. */
    vaxaRefundOre?: number;
    vacationDaysTaken?: number;
    agi?: Record<string, number>;
  };
};

const MON_FRI_8H = [8, 8, 8, 8, 8, 0, 0];
const LAW_VACATION = { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.43 } as const;
const TABLE_33: TaxSettings = { method: 'table', table: 33, column: 1 };

/** A full-time monthly employment since 2020 at one salary (the common case). */
function monthlyEmployment(
  monthlySalaryOre: number,
  extra: Partial<ReferenceScenario['employment']> = {},
): ReferenceScenario['employment'] {
  return {
    salaryForm: 'monthly',
    startDate: '2020-01-01',
    endDate: null,
    employmentRate: 100,
    weeklyHours: 40,
    schedule: MON_FRI_8H,
    salaryRows: [{ validFrom: '2020-01-01', validTo: null, amountOre: monthlySalaryOre }],
    vacation: LAW_VACATION,
    ...extra,
  };
}

/** The March 2026 run paid on the 25th (a Wednesday): the period most scenarios use. */
const MARCH_2026 = { period: '2026-03', payDate: '2026-03-25' } as const;

type Expected = ReferenceScenario['expected'];
type ZeroByDefault = 'benefitsOre' | 'oneOffOre' | 'netDeductionsOre' | 'taxFreeOre';

/**
 * A scenario's expected result; benefits, one-off amounts, net deductions and tax-free amounts
 * are 0 unless the scenario states them (most scenarios have none of them).
 */
function expectedPay(
  expected: Omit<Expected, ZeroByDefault> & Partial<Pick<Expected, ZeroByDefault>>,
): Expected {
  return { benefitsOre: 0, oneOffOre: 0, netDeductionsOre: 0, taxFreeOre: 0, ...expected };
}

const COMMON_MONTHLY = [
  'Heltid 40 h/vecka, schema mån–fre 8 h; r = M × 12 / (52 × 40) oavrundad (§9).',
  'Semester: sammalöneregeln, 25 dagar, semestertillägg 0,43 % (semesterlagen, §9.3 [verified]).',
  'Skatt: allmän tabell 2026 ur Skatteverkets fil; inkomstens ören stryks före uppslag (§1.2 [verified]).',
  'Arbetsgivaravgift 2026: 31,42 % för födda 1959 eller senare (§2.1); per avgiftsklass underlag i hela kronor × sats, nedåt till hela kronor (§2.4).',
];

export const REFERENCE_SCENARIOS: readonly ReferenceScenario[] = [
  {
    id: 'S01-monthly-35000-table33',
    title: 'Månadslön 35 000 kr, tabell 33 kolumn 1',
    ...MARCH_2026,
    employee: { birthDate: '1985-04-12', tax: TABLE_33 },
    employment: monthlyEmployment(3_500_000),
    events: [],
    assumptions: [...COMMON_MONTHLY],
    expected: expectedPay({
      lines: [{ code: '100', quantity: 1, amountOre: 3_500_000 }],
      grossOre: 3_500_000,
      taxableOre: 3_500_000,
      taxOre: 713_400,
      netOre: 2_786_600,
      employerContributionsOre: 1_099_700,
      agi: { '001': 713_400, '011': 3_500_000 },
    }),
  },
  {
    id: 'S02-sick-3-days-karensavdrag',
    title: 'Sjuk tre dagar (tis–tor) med karensavdrag, månadslön 32 000 kr',
    ...MARCH_2026,
    employee: { birthDate: '1990-09-03', tax: TABLE_33 },
    employment: monthlyEmployment(3_200_000),
    events: [
      {
        kind: 'absence',
        absenceType: 'sick',
        fromDate: '2026-03-10',
        toDate: '2026-03-12',
        extent: { mode: 'whole-days' },
        certificate: false,
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Sjukavdrag dag 1–14: 20 % × r per sjuktimme, alla 24 sjuktimmar (§9.1 [verified]).',
      'Karensavdrag (lagens form): 20 % av en genomsnittlig veckas sjuklön = 0,16 × M × 12/52, en gång per sjukperiod (§7.2, §9.1 [verified]); ger samma summa som tjänstemannaavtalets form när sjuktimmarna ≥ 20 % av veckotiden.',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_200_000 },
        { code: '310', quantity: 24, amountOre: -88_615 },
        { code: '312', quantity: 1, amountOre: -118_154 },
      ],
      grossOre: 2_993_231,
      taxableOre: 2_993_231,
      taxOre: 587_800,
      netOre: 2_405_431,
      employerContributionsOre: 940_400,
    }),
  },
  {
    id: 'S03-raise-registered-two-months-late',
    title:
      'Lönehöjning 30 000 → 32 000 kr från 1 februari, registrerad i april: retrolön för februari och mars',
    period: '2026-04',
    payDate: '2026-04-24',
    employee: { birthDate: '1979-11-20', tax: TABLE_33 },
    employment: monthlyEmployment(3_200_000, {
      salaryRows: [
        { validFrom: '2020-01-01', validTo: '2026-01-31', amountOre: 3_000_000 },
        { validFrom: '2026-02-01', validTo: null, amountOre: 3_200_000 },
      ],
    }),
    alreadyPaid: [
      { period: '2026-02', monthlySalaryOre: 3_000_000 },
      { period: '2026-03', monthlySalaryOre: 3_000_000 },
    ],
    yearToDateBefore: { grossOre: 9_000_000, taxOre: 1_763_400, benefitsOre: 0 },
    events: [],
    assumptions: [
      ...COMMON_MONTHLY,
      'Retrolön: en rad per redan betald månad (kod 520), skillnaden 32 000 − 30 000 kr.',
      'Retroaktiv lön är engångsbelopp: engångsskatt kolumn 1 på retroraderna, ordinarie månadslön efter tabell (§9.6 [verified]; 2026 års engångstabell kolumn 1 enligt §1.7, SKVFS 2025:21 via faronline).',
      'Årsinkomst för engångsskatten: utbetalt jan–mar 90 000 + denna månad 32 000 + retro 4 000 + maj–dec 8 × 32 000 = 382 000 kr → 26 % (§9.6 [verified]).',
      'Löneutbetalning 25 april 2026 är en lördag: 24 april (§7.4).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_200_000 },
        { code: '520', amountOre: 200_000 },
        { code: '520', amountOre: 200_000 },
      ],
      grossOre: 3_600_000,
      taxableOre: 3_200_000,
      oneOffOre: 400_000,
      taxOre: 742_100,
      netOre: 2_857_900,
      employerContributionsOre: 1_131_100,
    }),
  },
  {
    id: 'S04-hourly-ob-overtime',
    title: 'Timlön 160 kr: 150 arbetade timmar, OB kväll 12 h, OB helg 8 h, övertid 6 h',
    ...MARCH_2026,
    employee: { birthDate: '1996-02-28', tax: TABLE_33 },
    employment: {
      salaryForm: 'hourly',
      startDate: '2024-08-01',
      endDate: null,
      employmentRate: 100,
      weeklyHours: 40,
      schedule: MON_FRI_8H,
      salaryRows: [{ validFrom: '2024-08-01', validTo: null, amountOre: 16_000 }],
      vacation: { rule: 'procentregeln', paidDaysPerYear: 25, supplementPercent: 0.43 },
    },
    settings: {
      salarySupplements: {
        overtime: [
          {
            kind: 'simple',
            rates: [
              { validFrom: '2025-01-01', validTo: null, rate: { method: 'hourly-percent', percent: 150 } },
            ],
          },
        ],
        ob: [
          {
            id: '0b000000-0000-4000-8000-000000000011',
            kind: 'evening',
            name: 'Vardag kväll',
            startTime: '18:15',
            endTime: '22:00',
            rates: [
              { validFrom: '2025-01-01', validTo: null, rate: { method: 'hourly-percent', percent: 50 } },
            ],
          },
          {
            id: '0b000000-0000-4000-8000-000000000013',
            kind: 'weekend',
            name: 'Helg',
            startTime: '00:00',
            endTime: '00:00',
            rates: [
              { validFrom: '2025-01-01', validTo: null, rate: { method: 'hourly-percent', percent: 100 } },
            ],
          },
        ],
      },
    },
    events: [
      { kind: 'transaction', salaryTypeCode: '110', date: '2026-03-31', quantity: 150 },
      { kind: 'transaction', salaryTypeCode: '230', date: '2026-03-31', quantity: 12 },
      { kind: 'transaction', salaryTypeCode: '232', date: '2026-03-31', quantity: 8 },
      { kind: 'transaction', salaryTypeCode: '212', date: '2026-03-31', quantity: 6 },
    ],
    assumptions: [
      'Timlön betalas för rapporterade arbetade timmar (kod 110), inte för schemat.',
      'Avtalsvärden (exempel i Handels stil, §9.2 säger att OB saknar gemensam standard): OB vardag kväll 50 % av timlönen, OB helg 100 %; övertid timavlönad (kod 212) 150 % av timlönen per övertidstimme (timmen betalas inte annars). Prissatt med företagets enkla övertid (hourly-percent 150).',
      'Semester enligt procentregeln (12 %) betalas när semestern tas, inte denna månad (§9.3 [verified]).',
      'Skatt: tabell 33 kolumn 1; arbetsgivaravgift 31,42 % nedåt till hela kronor (§2.4).',
    ],
    expected: expectedPay({
      lines: [
        { code: '110', quantity: 150, amountOre: 2_400_000 },
        { code: '230', quantity: 12, amountOre: 96_000 },
        { code: '232', quantity: 8, amountOre: 128_000 },
        { code: '212', quantity: 6, amountOre: 144_000 },
      ],
      grossOre: 2_768_000,
      taxableOre: 2_768_000,
      taxOre: 532_500,
      netOre: 2_235_500,
      employerContributionsOre: 869_700,
    }),
  },
  {
    id: 'S05-age-19-april-2026-youth-reduction',
    title: '19-åring i april 2026: nedsatt arbetsgivaravgift 20,81 % upp till 25 000 kr',
    period: '2026-04',
    payDate: '2026-04-24',
    employee: { birthDate: '2007-02-14', tax: TABLE_33 },
    employment: monthlyEmployment(2_800_000, { startDate: '2025-06-01' }),
    events: [],
    assumptions: [
      ...COMMON_MONTHLY,
      'Född 2007: fyllt 18 men inte 23 vid årets början, ersättning betald 2026-04-01 eller senare → 20,81 % på högst 25 000 kr per kalendermånad, 31,42 % på resten (SFS 2026:100, §2.1).',
      'Löneutbetalning 25 april 2026 är en lördag: 24 april (§7.4).',
    ],
    expected: expectedPay({
      lines: [{ code: '100', quantity: 1, amountOre: 2_800_000 }],
      grossOre: 2_800_000,
      taxableOre: 2_800_000,
      taxOre: 537_600,
      netOre: 2_262_400,
      employerContributionsOre: 614_400,
    }),
  },
  {
    id: 'S06-age-67-column3-only-pension-fee',
    title: '67-åring (född 1958): kolumn 3 och endast ålderspensionsavgift 10,21 %',
    ...MARCH_2026,
    employee: { birthDate: '1958-06-10', tax: { method: 'table', table: 33, column: 3 } },
    employment: monthlyEmployment(3_000_000),
    events: [],
    assumptions: [
      'Heltid, månadslön 30 000 kr, inga händelser.',
      'Kolumn 3: lön till den som fyllt 66 vid årets början (§1.3 [verified]); född 1958 är 67 vid 2026 års början.',
      'Arbetsgivaravgift 2026: endast ålderspensionsavgift 10,21 % för den som fyllt 67 vid årets början, födda 1938–1958 (§2.1); nedåt till hela kronor (§2.4).',
    ],
    expected: expectedPay({
      lines: [{ code: '100', quantity: 1, amountOre: 3_000_000 }],
      grossOre: 3_000_000,
      taxableOre: 3_000_000,
      taxOre: 264_400,
      netOre: 2_735_600,
      employerContributionsOre: 306_300,
    }),
  },
  {
    id: 'S07-sink-22-5-percent',
    title: 'SINK 22,5 % på månadslön 40 000 kr',
    ...MARCH_2026,
    employee: { birthDate: '1988-01-15', tax: { method: 'sink' } },
    employment: monthlyEmployment(4_000_000),
    events: [],
    assumptions: [
      ...COMMON_MONTHLY,
      'SINK-beslut finns: 22,5 % 2026 på bruttolön inklusive förmåner, ören stryks (§1.7).',
      'Full arbetsgivaravgift 31,42 %: inget A1-intyg från annat land (antagande).',
    ],
    expected: expectedPay({
      lines: [{ code: '100', quantity: 1, amountOre: 4_000_000 }],
      grossOre: 4_000_000,
      taxableOre: 4_000_000,
      taxOre: 900_000,
      netOre: 3_100_000,
      employerContributionsOre: 1_256_800,
    }),
  },
  {
    id: 'S08-jamkning-27-percent',
    title: 'Jämkning: beslut om 27 % skatteavdrag på månadslön 35 000 kr',
    ...MARCH_2026,
    employee: { birthDate: '1983-07-07', tax: { method: 'adjusted-percent', percent: 27 } },
    employment: monthlyEmployment(3_500_000),
    events: [],
    assumptions: [
      ...COMMON_MONTHLY,
      'Jämkningsbeslut: fast procentsats 27 % av månadens skattepliktiga belopp, ören stryks (other-withholding.ts adjustedWithholding; beslutet gäller hela 2026).',
    ],
    expected: expectedPay({
      lines: [{ code: '100', quantity: 1, amountOre: 3_500_000 }],
      grossOre: 3_500_000,
      taxableOre: 3_500_000,
      taxOre: 945_000,
      netOre: 2_555_000,
      employerContributionsOre: 1_099_700,
    }),
  },
  {
    id: 'S09-car-benefit',
    title: 'Bilförmån 6 906 kr/månad ovanpå månadslön 45 000 kr',
    ...MARCH_2026,
    employee: { birthDate: '1975-03-30', tax: TABLE_33 },
    employment: monthlyEmployment(4_500_000),
    events: [
      { kind: 'transaction', salaryTypeCode: '600', date: '2026-03-01', quantity: 1, amountOre: 690_600 },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Bilförmånsvärde (§9.4 [verified]): 0,29 × PBB 59 200 = 17 168 + nybilspris 400 000 × (0,7 × SLR 2,55 % + 1 %) = 11 140 + 13 % × 400 000 = 52 000 + fordonsskatt 2 564 = 82 872 kr/år; per månad 82 872 / 12 = 6 906 kr (ingen avrundning behövs). Inte miljöbil; under 3 000 mil tjänstekörning. Värdet rapporteras som händelse på kod 600.',
      'Förmånen höjer skatteunderlaget och avgiftsunderlaget men betalas inte ut (AGI 013).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 4_500_000 },
        { code: '600', quantity: 1, amountOre: 690_600 },
      ],
      grossOre: 4_500_000,
      benefitsOre: 690_600,
      taxableOre: 5_190_600,
      taxOre: 1_236_200,
      netOre: 3_263_800,
      employerContributionsOre: 1_630_800,
      agi: { '001': 1_236_200, '011': 4_500_000, '013': 690_600 },
    }),
  },
  {
    id: 'S10-trip-with-free-lunch',
    title:
      'Tjänsteresa tre dagar med övernattning, fri lunch dag två: traktamente med måltidsreduktion och kostförmån',
    ...MARCH_2026,
    employee: { birthDate: '1987-12-01', tax: TABLE_33 },
    employment: monthlyEmployment(3_300_000),
    events: [
      {
        kind: 'travel',
        departure: '2026-03-10T07:00',
        return: '2026-03-12T20:00',
        destination: 'Göteborg',
        country: 'SE',
        overnight: true,
        moreThan50Km: true,
        mealsByDate: { '2026-03-11': 'lunch-or-dinner' },
        mileage: [],
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Traktamente inrikes 2026 (§9.5 [verified]): hel dag 300 kr (avresa före 12, hemkomst efter 19 → tre hela dagar). Logi betald av arbetsgivaren: inget nattraktamente.',
      'Fri lunch minskar det skattefria beloppet den dagen med 35 % = 105 kr (§9.5 [verified]). Företaget betalar sitt eget belopp (standard = 300 kr) utan eget avdrag, som settings/travel-settings.ts splitPerDiem: 300 − 195 = 105 kr blir skattepliktigt traktamente (kod 701, AGI 011).',
      'Fri lunch under tjänsteresa är dessutom skattepliktig kostförmån, 124 kr (§9.4 [verified] värde; att måltider på tjänsteresa förmånsbeskattas utom hotellfrukost i logipriset, måltid i biljettpris och representation: §9.5 och su.se/lu.se resepolicy).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_300_000 },
        { code: '700', quantity: 3, amountOre: 79_500 },
        { code: '701', amountOre: 10_500 },
        { code: '621', quantity: 1, amountOre: 12_400 },
      ],
      grossOre: 3_310_500,
      benefitsOre: 12_400,
      taxableOre: 3_322_900,
      taxOre: 673_200,
      taxFreeOre: 79_500,
      netOre: 2_716_800,
      employerContributionsOre: 1_044_000,
      agi: { '011': 3_310_500, '012': 12_400, '051': 79_500 },
    }),
  },
  {
    id: 'S11-termination-7-vacation-days',
    title:
      'Anställningen slutar 31 maj med 7 betalda semesterdagar kvar + majs 2,12 intjänade: semesterersättning 5,4 % per dag (PTK)',
    period: '2026-05',
    payDate: '2026-05-25',
    employee: { birthDate: '1981-05-19', tax: TABLE_33 },
    employment: monthlyEmployment(3_000_000, {
      endDate: '2026-05-31',
      vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
    }),
    vacationBalance: { paidDaysLeft: 7 },
    yearToDateBefore: { grossOre: 12_000_000, taxOre: 2_351_200, benefitsOre: 0 },
    events: [],
    assumptions: [
      'Heltid, månadslön 30 000 kr hela maj (slutdag = månadens sista dag, ingen proportionering).',
      'Kollektivavtal Svenskt Näringsliv–PTK: semestertillägg 0,8 %; semesterersättning enligt sammalöneregeln = 4,6 % + 0,8 % = 5,4 % av M per betald dag (§9.3 [verified]; lagens 4,6 % + 0,43 % = 5,03 % är [unverified]).',
      'Saldot (7 dagar) är före maj; majlönebeskedet tjänar själv in 25 × 31/365 = 2,123… → 2,12 dagar (samma regel som lönebeskedets daysEarned), som också ersätts: 7 + 2,12 = 9,12 dagar; saldot efter slutlönen är 0.',
      'Semesterersättning är engångsbelopp (§9.3, §9.6 [verified]): engångsskatt kolumn 1. Anställningen slutar under året, så årsinkomsten räknas om till helår: 12 × 30 000 + 14 774 = 374 774 kr → 26 % (§9.6 [verified]).',
      'Månadslönen: tabell 33 kolumn 1. Arbetsgivaravgift 31,42 % på hela beloppet.',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_000_000 },
        { code: '420', quantity: 9.12, amountOre: 1_477_440 },
      ],
      grossOre: 4_477_440,
      taxableOre: 3_000_000,
      oneOffOre: 1_477_440,
      taxOre: 971_900,
      netOre: 3_505_540,
      employerContributionsOre: 1_406_700,
    }),
  },
  {
    id: 'S12-negative-net-reported',
    title: 'Negativ nettolön: återbetalning av löneförskott 20 000 kr mot månadslön 22 000 kr',
    ...MARCH_2026,
    employee: { birthDate: '1992-10-10', tax: TABLE_33 },
    employment: monthlyEmployment(2_200_000),
    events: [{ kind: 'transaction', salaryTypeCode: '800', date: '2026-03-25', amountOre: 2_000_000 }],
    assumptions: [
      ...COMMON_MONTHLY,
      'Avdrag löneförskott (kod 800) är nettolöneavdrag efter skatt; händelsens belopp är avdragets storlek (positivt), raden negativ.',
      'Nettolönen blir −1 877 kr. Den får aldrig bli tyst negativ: körningen ska rapportera den som blockerande kontroll (nettolön negativ eller noll), inget betalas ut och den anställde är skyldig 1 877 kr (issue #18).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 2_200_000 },
        { code: '800', amountOre: -2_000_000 },
      ],
      grossOre: 2_200_000,
      taxableOre: 2_200_000,
      taxOre: 387_700,
      netDeductionsOre: 2_000_000,
      netOre: -187_700,
      employerContributionsOre: 691_200,
    }),
  },
  {
    id: 'S13-start-mid-month-calendar-days',
    title: 'Börjar 15 juni, månadslön 27 000 kr: 16 kalenderdagar × M × 12/365',
    period: '2026-06',
    payDate: '2026-06-25',
    employee: { birthDate: '1994-08-21', tax: TABLE_33 },
    employment: monthlyEmployment(2_700_000, {
      startDate: '2026-06-15',
      salaryRows: [{ validFrom: '2026-06-15', validTo: null, amountOre: 2_700_000 }],
    }),
    events: [],
    assumptions: [
      ...COMMON_MONTHLY,
      'Del av månad (§9.7 [verified], tholin.se, faronline rl_dagslon): betala bara anställda dagar; fler än 5 arbetsdagar → M × 12/365 per kalenderdag. 15–30 juni = 16 kalenderdagar (12 vardagar, 11 utan midsommarafton 19 juni; fler än 5 i båda fallen). Exemplet 27 000 kr → 14 202,74 kr står i §9.7.',
    ],
    expected: expectedPay({
      lines: [{ code: '100', amountOre: 1_420_274 }],
      grossOre: 1_420_274,
      taxableOre: 1_420_274,
      taxOre: 208_000,
      netOre: 1_212_274,
      employerContributionsOre: 446_200,
    }),
  },
  {
    id: 'S14-start-last-5-workdays-m-21',
    title: 'Börjar onsdag 25 mars, månadslön 30 000 kr: 5 arbetsdagar × M/21',
    ...MARCH_2026,
    employee: { birthDate: '1999-01-05', tax: TABLE_33 },
    employment: monthlyEmployment(3_000_000, {
      startDate: '2026-03-25',
      salaryRows: [{ validFrom: '2026-03-25', validTo: null, amountOre: 3_000_000 }],
    }),
    events: [],
    assumptions: [
      ...COMMON_MONTHLY,
      'Del av månad (§9.7 [verified]): högst 5 arbetsdagar → M/21 per arbetsdag. 25, 26, 27, 30, 31 mars = 5 arbetsdagar.',
      'Lönen betalas på ordinarie lönedag 25 mars (anställd den dagen).',
    ],
    expected: expectedPay({
      lines: [{ code: '100', amountOre: 714_286 }],
      grossOre: 714_286,
      taxableOre: 714_286,
      taxOre: 61_900,
      netOre: 652_386,
      employerContributionsOre: 224_400,
    }),
  },
  {
    id: 'S15-end-mid-month',
    title:
      'Slutar fredag 11 september, månadslön 30 000 kr: 11 kalenderdagar × M × 12/365 + semesterersättning för 0,75 intjänade dagar',
    period: '2026-09',
    payDate: '2026-09-25',
    employee: { birthDate: '1986-02-17', tax: TABLE_33 },
    employment: monthlyEmployment(3_000_000, {
      endDate: '2026-09-11',
      vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
    }),
    vacationBalance: { paidDaysLeft: 0 },
    yearToDateBefore: { grossOre: 24_000_000, taxOre: 4_702_400, benefitsOre: 0 },
    events: [],
    assumptions: [
      ...COMMON_MONTHLY.filter((line) => !line.startsWith('Semester:')),
      'Del av månad (§9.7 [verified]): 1–11 september = 9 arbetsdagar (> 5) → M × 12/365 per kalenderdag, 11 kalenderdagar.',
      'Januari–augusti betalda: 8 × 30 000 = 240 000 kr, skatt 8 × 5 878 = 47 024 kr.',
      'Semesterdagarna före september är redan reglerade (0 kvar), men septemberlönebeskedet tjänar in 25 × 11/365 = 0,753… → 0,75 dagar (lönebeskedets daysEarned, proportionerat som anställningen): semesterersättning 0,75 × 5,4 % × 30 000 = 0,75 × 1 620 = 1 215 kr (PTK, tillägg 0,8 %, som S11).',
      'Engångsskatt (§9.6 [verified]): 240 000 + 10 849 + 3 × 30 000 + 1 215 = 342 064 kr → 26 %.',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', amountOre: 1_084_932 },
        { code: '420', quantity: 0.75, amountOre: 121_500 },
      ],
      grossOre: 1_206_432,
      taxableOre: 1_084_932,
      oneOffOre: 121_500,
      taxOre: 169_700,
      netOre: 1_036_732,
      employerContributionsOre: 379_000,
    }),
  },
  {
    id: 'S16-vacation-week-supplement-0-43',
    title: 'Semestervecka 3–7 augusti, sammalöneregeln: semestertillägg 0,43 % × 5 dagar',
    period: '2026-08',
    payDate: '2026-08-25',
    employee: { birthDate: '1984-06-30', tax: TABLE_33 },
    employment: monthlyEmployment(3_400_000),
    events: [
      {
        kind: 'absence',
        absenceType: 'vacation-paid',
        fromDate: '2026-08-03',
        toDate: '2026-08-07',
        extent: { mode: 'whole-days' },
        certificate: false,
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Sammalöneregeln utan avtal (§7.1, §9.3 [verified]): lönen löper, inget avdrag; semestertillägg 0,43 % av M per betald semesterdag (kod 401), 5 dagar mån–fre.',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_400_000 },
        { code: '401', quantity: 5, amountOre: 73_100 },
      ],
      grossOre: 3_473_100,
      taxableOre: 3_473_100,
      taxOre: 708_400,
      netOre: 2_764_700,
      employerContributionsOre: 1_091_200,
      vacationDaysTaken: 5,
    }),
  },
  {
    id: 'S17-vab-4-hours',
    title: 'VAB 4 timmar, månadslön 30 000 kr: 4 × r',
    ...MARCH_2026,
    employee: { birthDate: '1989-04-04', tax: TABLE_33 },
    employment: monthlyEmployment(3_000_000),
    events: [
      {
        kind: 'absence',
        absenceType: 'vab',
        fromDate: '2026-03-17',
        toDate: '2026-03-17',
        extent: { mode: 'hours', hoursPerDay: 4 },
        certificate: false,
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'VAB: avdrag r per frånvarotimme oavsett längd (§9.1 [verified]; unionen.se: 4 h vid 30 000 kr → 692 kr).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_000_000 },
        { code: '330', quantity: 4, amountOre: -69_231 },
      ],
      grossOre: 2_930_769,
      taxableOre: 2_930_769,
      taxOre: 572_700,
      netOre: 2_358_069,
      employerContributionsOre: 920_800,
    }),
  },
  {
    id: 'S18-parental-leave-over-5-days',
    title: 'Föräldraledighet 11–22 maj (9 arbetsdagar): 12 kalenderdagar × M × 12/365',
    period: '2026-05',
    payDate: '2026-05-25',
    employee: { birthDate: '1991-11-11', tax: TABLE_33 },
    employment: monthlyEmployment(3_500_000),
    events: [
      {
        kind: 'absence',
        absenceType: 'parental-leave',
        fromDate: '2026-05-11',
        toDate: '2026-05-22',
        extent: { mode: 'whole-days' },
        certificate: false,
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Föräldraledighet mer än 5 arbetsdagar: M × 12/365 per kalenderdag inklusive helger och helgdagar inom perioden (§9.1 [verified]). 11–22 maj = 12 kalenderdagar; arbetsdagar 9 (14 maj är Kristi himmelsfärdsdag). Perioden börjar en måndag och slutar en fredag, så regeln om arbetsfria kantdagar ([unverified]) spelar ingen roll.',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_500_000 },
        { code: '321', quantity: 12, amountOre: -1_380_822 },
      ],
      grossOre: 2_119_178,
      taxableOre: 2_119_178,
      taxOre: 368_200,
      netOre: 1_750_978,
      employerContributionsOre: 665_800,
    }),
  },
  {
    id: 'S19-sick-past-day-14',
    title: 'Sjuk 2–27 mars (26 kalenderdagar): karensavdrag, 20 % dag 1–14, kalenderdagsavdrag från dag 15',
    ...MARCH_2026,
    employee: { birthDate: '1980-02-02', tax: TABLE_33 },
    employment: monthlyEmployment(3_000_000),
    events: [
      {
        kind: 'absence',
        absenceType: 'sick',
        fromDate: '2026-03-02',
        toDate: '2026-03-27',
        extent: { mode: 'whole-days' },
        certificate: true,
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Dag 1–14 = 2–15 mars: 10 arbetsdagar × 8 h = 80 sjuktimmar × 20 % × r (§9.1 [verified]); karensavdrag 0,16 × M × 12/52 = 1 107,69 kr (exemplet i §9.1 [verified]).',
      'Från dag 15 (16–27 mars, 12 kalenderdagar) utan kollektivavtal: M × 12/365 per kalenderdag, 100 % (§9.1 [unverified]; PTK-avtalets 90 % gäller inte här).',
      'Sjukfrånvaron rapporteras i samma månad (ingen avvikelseperiod).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_000_000 },
        { code: '310', quantity: 80, amountOre: -276_923 },
        { code: '312', quantity: 1, amountOre: -110_769 },
        { code: '311', quantity: 12, amountOre: -1_183_562 },
      ],
      grossOre: 1_428_746,
      taxableOre: 1_428_746,
      taxOre: 208_000,
      netOre: 1_220_746,
      employerContributionsOre: 448_800,
    }),
  },
  {
    id: 'S20-one-off-bonus',
    title: 'Årsbonus 20 000 kr med engångsskatt 34 %, månadslön 40 000 kr',
    period: '2026-06',
    payDate: '2026-06-25',
    employee: { birthDate: '1977-09-09', tax: TABLE_33 },
    employment: monthlyEmployment(4_000_000),
    yearToDateBefore: { grossOre: 20_000_000, taxOre: 4_201_000, benefitsOre: 0 },
    events: [{ kind: 'transaction', salaryTypeCode: '500', date: '2026-06-25', amountOre: 2_000_000 }],
    assumptions: [
      ...COMMON_MONTHLY,
      'Bonus som betalas en gång om året är engångsbelopp (§9.6 [verified]): engångsskatt kolumn 1, 2026 (§1.7, SKVFS 2025:21 via faronline).',
      'Årsinkomst: utbetalt jan–maj 5 × 40 000 = 200 000 + juni 40 000 + bonus 20 000 + jul–dec 6 × 40 000 = 240 000 → 500 000 kr → 477 601–660 000 → 34 % (§9.6 [verified]).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 4_000_000 },
        { code: '500', amountOre: 2_000_000 },
      ],
      grossOre: 6_000_000,
      taxableOre: 4_000_000,
      oneOffOre: 2_000_000,
      taxOre: 1_520_200,
      netOre: 4_479_800,
      employerContributionsOre: 1_885_200,
      agi: { '001': 1_520_200, '011': 6_000_000 },
    }),
  },
  {
    id: 'S21-net-deduction-after-tax',
    title: 'Nettolöneavdrag 1 250 kr efter skatt, månadslön 30 000 kr',
    ...MARCH_2026,
    employee: { birthDate: '1993-03-03', tax: TABLE_33 },
    employment: monthlyEmployment(3_000_000),
    events: [{ kind: 'transaction', salaryTypeCode: '890', date: '2026-03-20', amountOre: 125_000 }],
    assumptions: [
      ...COMMON_MONTHLY,
      'Övrigt nettolöneavdrag (kod 890, t.ex. personalköp) dras efter skatt: påverkar varken skatteunderlag eller avgiftsunderlag. Händelsens belopp är avdragets storlek (positivt), raden negativ.',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_000_000 },
        { code: '890', amountOre: -125_000 },
      ],
      grossOre: 3_000_000,
      taxableOre: 3_000_000,
      taxOre: 587_800,
      netDeductionsOre: 125_000,
      netOre: 2_287_200,
      employerContributionsOre: 942_600,
    }),
  },
  {
    id: 'S22-no-tax-decision',
    title: 'Beslut om att inte göra skatteavdrag, månadslön 25 000 kr',
    ...MARCH_2026,
    employee: { birthDate: '2001-12-24', tax: { method: 'none' } },
    employment: monthlyEmployment(2_500_000),
    events: [],
    assumptions: [
      ...COMMON_MONTHLY,
      'Skatteverkets beslut: inget skatteavdrag (t.ex. jämkning till 0 %); skatt 0, full arbetsgivaravgift. Född 2001: 24 år vid årets början, ingen ungdomsnedsättning.',
    ],
    expected: expectedPay({
      lines: [{ code: '100', quantity: 1, amountOre: 2_500_000 }],
      grossOre: 2_500_000,
      taxableOre: 2_500_000,
      taxOre: 0,
      netOre: 2_500_000,
      employerContributionsOre: 785_500,
    }),
  },
  {
    id: 'S23-tax-free-mileage-and-per-diem',
    title: 'Tjänsteresa 6–7 oktober med egen bil 360 km: skattefri milersättning och traktamente',
    period: '2026-10',
    payDate: '2026-10-23',
    employee: { birthDate: '1982-07-14', tax: TABLE_33 },
    employment: monthlyEmployment(3_100_000),
    events: [
      {
        kind: 'travel',
        departure: '2026-10-06T06:30',
        return: '2026-10-07T21:00',
        destination: 'Sundsvall',
        country: 'SE',
        overnight: true,
        moreThan50Km: true,
        mealsByDate: {},
        mileage: [{ date: '2026-10-06', vehicle: 'own-car', kilometres: 360 }],
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Traktamente 2026 hel dag 300 kr (§9.5 [verified]): avresa 06:30 (före 12) och hemkomst 21:00 (efter 19) → 2 hela dagar; inga fria måltider; logi betald av arbetsgivaren (inget nattraktamente). Företaget betalar standardbeloppen = de skattefria.',
      'Milersättning egen bil 25 kr/mil skattefritt 2026 (§9.5 [verified]); företaget betalar 25 kr/mil (standard). 360 km = 36 mil. Kod 710 i km.',
      'AGI: kryss i 050 och 051, inget belopp (§9.5). Löneutbetalning 25 oktober 2026 är en söndag: 23 oktober (§7.4).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_100_000 },
        { code: '700', quantity: 2, amountOre: 60_000 },
        { code: '710', quantity: 360, amountOre: 90_000 },
      ],
      grossOre: 3_100_000,
      taxableOre: 3_100_000,
      taxOre: 612_900,
      taxFreeOre: 150_000,
      netOre: 2_637_100,
      employerContributionsOre: 974_000,
      agi: { '011': 3_100_000, '050': 90_000, '051': 60_000 },
    }),
  },
  {
    id: 'S24-mileage-above-tax-free-rate',
    title: 'Endagsresa 240 km egen bil, företaget betalar 30 kr/mil: 25 kr skattefritt, 5 kr/mil lön',
    period: '2026-10',
    payDate: '2026-10-23',
    employee: { birthDate: '1982-07-14', tax: TABLE_33 },
    employment: monthlyEmployment(3_100_000),
    settings: {
      travelMileage: {
        rates: [
          {
            validFrom: '2025-01-01',
            validTo: null,
            ownCarPerMilOre: 3000,
            companyCarFossilPerMilOre: 1200,
            companyCarElectricPerMilOre: 950,
          },
        ],
      },
    },
    events: [
      {
        kind: 'travel',
        departure: '2026-10-14T08:00',
        return: '2026-10-14T17:00',
        destination: 'Västerås',
        country: 'SE',
        overnight: false,
        moreThan50Km: true,
        mealsByDate: {},
        mileage: [{ date: '2026-10-14', vehicle: 'own-car', kilometres: 240 }],
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Företagets milersättning egen bil 30 kr/mil; skattefritt 25 kr/mil (§9.5 [verified]); överskottet 5 kr/mil är lön med skatt och avgifter (AGI 011, kod 711). 240 km = 24 mil.',
      'Endagsresa utan övernattning: inget skattefritt traktamente (§9.5 [verified]); företaget betalar traktamente bara för resor med övernattning (antagande om företagets resevillkor), så ingen traktamentsrad.',
      'Löneutbetalning 23 oktober (25:e är en söndag, §7.4).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_100_000 },
        { code: '710', quantity: 240, amountOre: 60_000 },
        { code: '711', quantity: 240, amountOre: 12_000 },
      ],
      grossOre: 3_112_000,
      taxableOre: 3_112_000,
      taxOre: 618_000,
      taxFreeOre: 60_000,
      netOre: 2_554_000,
      employerContributionsOre: 977_700,
    }),
  },
  {
    id: 'S25-meal-benefit-raises-contributions',
    title: 'Fri lunch 18 dagar (kostförmån 124 kr/dag) ovanpå månadslön 29 000 kr höjer skatt och avgifter',
    ...MARCH_2026,
    employee: { birthDate: '1990-05-05', tax: TABLE_33 },
    employment: monthlyEmployment(2_900_000),
    events: [{ kind: 'transaction', salaryTypeCode: '621', date: '2026-03-31', quantity: 18 }],
    assumptions: [
      ...COMMON_MONTHLY,
      'Kostförmån lunch 2026: 124 kr per dag (40 % av 310, §9.4 [verified]); den anställde betalar inget för måltiderna. AGI 012.',
      'Förmånen ingår i underlaget för skatt och arbetsgivaravgift men betalas inte ut.',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 2_900_000 },
        { code: '621', quantity: 18, amountOre: 223_200 },
      ],
      grossOre: 2_900_000,
      benefitsOre: 223_200,
      taxableOre: 3_123_200,
      taxOre: 623_000,
      netOre: 2_277_000,
      employerContributionsOre: 981_300,
    }),
  },
  {
    id: 'S26-age-19-march-2026-full-rate',
    title: 'Samma 19-åring i mars 2026: ungdomsnedsättningen gäller först från 1 april, full avgift',
    ...MARCH_2026,
    employee: { birthDate: '2007-02-14', tax: TABLE_33 },
    employment: monthlyEmployment(2_800_000, { startDate: '2025-06-01' }),
    events: [],
    assumptions: [
      ...COMMON_MONTHLY,
      'Ungdomsnedsättningen (SFS 2026:100) gäller ersättning betald 2026-04-01 – 2027-09-30 (§2.1); betald 25 mars → 31,42 %.',
    ],
    expected: expectedPay({
      lines: [{ code: '100', quantity: 1, amountOre: 2_800_000 }],
      grossOre: 2_800_000,
      taxableOre: 2_800_000,
      taxOre: 537_600,
      netOre: 2_262_400,
      employerContributionsOre: 879_700,
    }),
  },
  {
    id: 'S27-below-1000-kr-in-a-year',
    title: '1 000-kronorsregeln: en enda timanställning 6 h × 150 kr = 900 kr under året',
    ...MARCH_2026,
    employee: { birthDate: '1999-10-30', tax: TABLE_33 },
    employment: {
      salaryForm: 'hourly',
      startDate: '2026-03-14',
      endDate: '2026-03-14',
      employmentRate: 100,
      weeklyHours: 8,
      schedule: [0, 0, 0, 0, 0, 8, 0],
      salaryRows: [{ validFrom: '2026-03-14', validTo: null, amountOre: 15_000 }],
      vacation: { rule: 'procentregeln', paidDaysPerYear: 25, supplementPercent: 0.43 },
    },
    yearToDateBefore: { grossOre: 0, taxOre: 0, benefitsOre: 0 },
    events: [{ kind: 'transaction', salaryTypeCode: '110', date: '2026-03-14', quantity: 6 }],
    assumptions: [
      'Enstaka arbetsdag lördag 14 mars, timlön 150 kr, 6 rapporterade timmar (kod 110). Inget annat betalas till personen under 2026.',
      'Under 1 000 kr till en mottagare under året: inget skatteavdrag och inga arbetsgivaravgifter; AGI: 0 i ruta 001 (§1.7, AGI-hjälptext FK001). Regeln är inte markerad i §1.7; tabell 33 ger ändå 0 kr för 900 kr.',
      'Semesterersättning enligt procentregeln (12 %) för korttidsanställning ingår inte i detta exempel (antagande: ingen semesterrätt för en enda dag regleras här).',
    ],
    expected: expectedPay({
      lines: [{ code: '110', quantity: 6, amountOre: 90_000 }],
      grossOre: 90_000,
      taxableOre: 90_000,
      taxOre: 0,
      netOre: 90_000,
      employerContributionsOre: 0,
    }),
  },
  {
    id: 'S28-vaxa-stod-refund',
    title: 'Växa-stöd 2026: full avgift på lönebeskedet, återbetalning söks i efterhand',
    ...MARCH_2026,
    employee: { birthDate: '1985-01-20', tax: TABLE_33 },
    employment: monthlyEmployment(3_800_000, { startDate: '2025-09-01', hasVaxaStod: true }),
    events: [],
    assumptions: [
      ...COMMON_MONTHLY,
      'Växa-stöd för en av de två första anställningarna, anställd efter 2024-04-30 och inom 24 månader (§2.3). Från 2026 redovisas full avgift i AGI och stödet söks som återbetalning (Lag 2025:1334; §2.3).',
      'Stödets tak 35 000 kr per månad (2025 års regel i §2.3, samma i tax-year-parameters.ts); en tredjepartskälla anger 25 000 kr för 2026 [unverified]. Återbetalning = tak × (31,42 − 10,21) %, nedåt till hela kronor.',
    ],
    expected: expectedPay({
      lines: [{ code: '100', quantity: 1, amountOre: 3_800_000 }],
      grossOre: 3_800_000,
      taxableOre: 3_800_000,
      taxOre: 788_800,
      netOre: 3_011_200,
      employerContributionsOre: 1_193_900,
      vaxaRefundOre: 742_300,
    }),
  },
  {
    id: 'S29-born-1959-column3-full-rate',
    title: 'Född 1959 (fyller 67 i september 2026): kolumn 3 men full arbetsgivaravgift',
    ...MARCH_2026,
    employee: { birthDate: '1959-09-01', tax: { method: 'table', table: 33, column: 3 } },
    employment: monthlyEmployment(3_000_000),
    events: [],
    assumptions: [
      'Heltid, månadslön 30 000 kr.',
      'Kolumn 3: fyllt 66 vid årets början (§1.3 [verified]; taxOlderPersonAge 66 för 2026).',
      'Arbetsgivaravgift 2026: gränsen för enbart ålderspensionsavgift är 67 år vid årets början (§2.1; Spiris 2026), född 1959 är 66 → full 31,42 %.',
    ],
    expected: expectedPay({
      lines: [{ code: '100', quantity: 1, amountOre: 3_000_000 }],
      grossOre: 3_000_000,
      taxableOre: 3_000_000,
      taxOre: 264_400,
      netOre: 2_735_600,
      employerContributionsOre: 942_600,
    }),
  },
  {
    id: 'S30-monthly-overtime-m94-m72',
    title: 'Övertid för månadsavlönad: 5 h enkel (M/94) och 3 h kvalificerad (M/72), M = 38 000 kr',
    ...MARCH_2026,
    employee: { birthDate: '1978-08-08', tax: TABLE_33 },
    employment: monthlyEmployment(3_800_000),
    events: [
      { kind: 'transaction', salaryTypeCode: '210', date: '2026-03-31', quantity: 5 },
      { kind: 'transaction', salaryTypeCode: '211', date: '2026-03-31', quantity: 3 },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Tjänstemannaavtal (Unionen/Sveriges Ingenjörer): enkel övertid M/94 per timme, kvalificerad M/72 (§9.2 [verified]; DEFAULT_SALARY_SUPPLEMENTS). Belopp = M × timmar / delningstal, avrundat en gång till öre.',
      'Övertiden betalas ut (ingen kompensationsledighet).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_800_000 },
        { code: '210', quantity: 5, amountOre: 202_128 },
        { code: '211', quantity: 3, amountOre: 158_333 },
      ],
      grossOre: 4_160_461,
      taxableOre: 4_160_461,
      taxOre: 899_600,
      netOre: 3_260_861,
      employerContributionsOre: 1_307_100,
    }),
  },
  {
    id: 'S31-high-income-percent-row',
    title: 'Månadslön 95 000 kr: procentraden i tabell 33 (36 %)',
    ...MARCH_2026,
    employee: { birthDate: '1970-10-01', tax: TABLE_33 },
    employment: monthlyEmployment(9_500_000),
    events: [],
    assumptions: [
      ...COMMON_MONTHLY,
      'Över 80 000 kr: skatt = procentsatsen på raden × hela inkomsten, ören stryks (§1.2 [verified] för tillämpningen; avrundningen nedåt är [unverified] men 95 000 × 36 % är jämnt).',
    ],
    expected: expectedPay({
      lines: [{ code: '100', quantity: 1, amountOre: 9_500_000 }],
      grossOre: 9_500_000,
      taxableOre: 9_500_000,
      taxOre: 3_420_000,
      netOre: 6_080_000,
      employerContributionsOre: 2_984_900,
    }),
  },
  {
    id: 'S32-jamkning-other-table',
    title: 'Jämkning till annan tabell: tabell 30 kolumn 1 i stället för 33, månadslön 35 000 kr',
    ...MARCH_2026,
    employee: { birthDate: '1983-07-07', tax: { method: 'adjusted-table', table: 30, column: 1 } },
    employment: monthlyEmployment(3_500_000),
    events: [],
    assumptions: [
      ...COMMON_MONTHLY,
      'Jämkningsbeslut: skatteavdrag enligt tabell 30 kolumn 1 under 2026 (other-withholding.ts adjustedWithholding, kind table).',
    ],
    expected: expectedPay({
      lines: [{ code: '100', quantity: 1, amountOre: 3_500_000 }],
      grossOre: 3_500_000,
      taxableOre: 3_500_000,
      taxOre: 649_600,
      netOre: 2_850_400,
      employerContributionsOre: 1_099_700,
    }),
  },
  {
    id: 'S33-hourly-sick-pay-and-karensavdrag',
    title: 'Timavlönad sjuk tre dagar: sjuklön 80 % och karensavdrag 20 % av en veckas sjuklön',
    ...MARCH_2026,
    employee: { birthDate: '1997-06-15', tax: TABLE_33 },
    employment: {
      salaryForm: 'hourly',
      startDate: '2025-01-01',
      endDate: null,
      employmentRate: 100,
      weeklyHours: 40,
      schedule: MON_FRI_8H,
      salaryRows: [{ validFrom: '2025-01-01', validTo: null, amountOre: 15_000 }],
      vacation: { rule: 'procentregeln', paidDaysPerYear: 25, supplementPercent: 0.43 },
    },
    events: [
      { kind: 'transaction', salaryTypeCode: '110', date: '2026-03-31', quantity: 136 },
      {
        kind: 'absence',
        absenceType: 'sick',
        fromDate: '2026-03-10',
        toDate: '2026-03-12',
        extent: { mode: 'whole-days' },
        certificate: false,
      },
    ],
    assumptions: [
      'Timlön 150 kr, schema mån–fre 8 h (40 h/vecka); 136 arbetade timmar rapporterade (kod 110).',
      'Sjuk tis–tor 10–12 mars: 24 schemalagda timmar förlorade. Sjuklön 80 % × timlön × förlorade timmar (kod 300); karensavdrag 20 % × 80 % × timlön × genomsnittlig veckoarbetstid 40 h, dras från sjuklönen (kod 313) (§7.2, §9.1 [verified]: 100 kr/h, 40 h → 640 kr).',
      'Semester enligt procentregeln betalas när semestern tas. Skatt tabell 33 kolumn 1; avgift 31,42 %.',
    ],
    expected: expectedPay({
      lines: [
        { code: '110', quantity: 136, amountOre: 2_040_000 },
        { code: '300', quantity: 24, amountOre: 288_000 },
        { code: '313', quantity: 1, amountOre: -96_000 },
      ],
      grossOre: 2_232_000,
      taxableOre: 2_232_000,
      taxOre: 397_400,
      netOre: 1_834_600,
      employerContributionsOre: 701_200,
    }),
  },
  {
    id: 'S34-leave-of-absence-2-days',
    title: 'Tjänstledighet 2 dagar (tor–fre): 2 × M/21',
    ...MARCH_2026,
    employee: { birthDate: '1988-11-02', tax: TABLE_33 },
    employment: monthlyEmployment(3_000_000),
    events: [
      {
        kind: 'absence',
        absenceType: 'leave-of-absence',
        fromDate: '2026-03-19',
        toDate: '2026-03-20',
        extent: { mode: 'whole-days' },
        certificate: false,
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Tjänstledighet högst 5 arbetsdagar: M/21 per arbetsdag (§9.1 [verified]); ej semesterlönegrundande.',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_000_000 },
        { code: '340', quantity: 2, amountOre: -285_714 },
      ],
      grossOre: 2_714_286,
      taxableOre: 2_714_286,
      taxOre: 517_500,
      netOre: 2_196_786,
      employerContributionsOre: 852_800,
    }),
  },
  {
    id: 'S35-jamkning-fixed-amount',
    title: 'Jämkning till fast belopp 4 000 kr per månad, månadslön 30 000 kr',
    ...MARCH_2026,
    employee: { birthDate: '1976-04-18', tax: { method: 'adjusted-amount', amountOre: 400_000 } },
    employment: monthlyEmployment(3_000_000),
    events: [],
    assumptions: [
      ...COMMON_MONTHLY,
      'Jämkningsbeslut med fast skatteavdrag 4 000 kr per månad oavsett lön (tax-settings.ts adjusted-amount).',
    ],
    expected: expectedPay({
      lines: [{ code: '100', quantity: 1, amountOre: 3_000_000 }],
      grossOre: 3_000_000,
      taxableOre: 3_000_000,
      taxOre: 400_000,
      netOre: 2_600_000,
      employerContributionsOre: 942_600,
    }),
  },
  {
    id: 'S36-sick-period-from-february',
    title: 'Sjukperiod 23 februari – 13 mars: marsdelen, karensavdraget redan gjort i februari',
    ...MARCH_2026,
    employee: { birthDate: '1983-02-08', tax: TABLE_33 },
    employment: monthlyEmployment(3_000_000),
    alreadyPaid: [{ period: '2026-02', monthlySalaryOre: 3_000_000 }],
    events: [
      {
        kind: 'absence',
        absenceType: 'sick',
        fromDate: '2026-02-23',
        toDate: '2026-03-13',
        extent: { mode: 'whole-days' },
        certificate: true,
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Sjukperioden börjar måndag 23 februari (dag 1). Februaris lönebesked tog 23–28 februari och karensavdraget; mars tar bara marsdagarna och inget nytt karensavdrag (ett per sjukperiod, §7.2, §9.1 [verified]).',
      'Dag 1–14 = 23 februari – 8 mars; i mars 2–6 mars = 40 sjuktimmar × 20 % × r. Dag 15–19 = 9–13 mars = 5 kalenderdagar × M × 12/365, 100 % utan avtal (§9.1 [unverified]).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_000_000 },
        { code: '310', quantity: 40, amountOre: -138_462 },
        { code: '311', quantity: 5, amountOre: -493_151 },
      ],
      grossOre: 2_368_387,
      taxableOre: 2_368_387,
      taxOre: 432_000,
      netOre: 1_936_387,
      employerContributionsOre: 744_100,
    }),
  },
  {
    id: 'S37-sick-again-within-5-days',
    title: 'Sjuk ons–tor 4–5 mars och igen måndag 9 mars: återinsjuknande inom 5 dagar, ett karensavdrag',
    ...MARCH_2026,
    employee: { birthDate: '1990-12-12', tax: TABLE_33 },
    employment: monthlyEmployment(3_000_000),
    events: [
      {
        kind: 'absence',
        absenceType: 'sick',
        fromDate: '2026-03-04',
        toDate: '2026-03-05',
        extent: { mode: 'whole-days' },
        certificate: false,
      },
      {
        kind: 'absence',
        absenceType: 'sick',
        fromDate: '2026-03-09',
        toDate: '2026-03-09',
        extent: { mode: 'whole-days' },
        certificate: false,
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Ny sjukperiod som börjar inom 5 kalenderdagar efter att den förra slutade räknas som samma period: inget nytt karensavdrag (§7.2, §9.1 [verified]). Förra perioden slutade 5 mars, den nya börjar 9 mars (4 dagar senare).',
      'Sjukavdrag 20 % × r på 16 + 8 = 24 sjuktimmar; ett karensavdrag 0,16 × M × 12/52.',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_000_000 },
        { code: '310', quantity: 24, amountOre: -83_077 },
        { code: '312', quantity: 1, amountOre: -110_769 },
      ],
      grossOre: 2_806_154,
      taxableOre: 2_806_154,
      taxOre: 542_600,
      netOre: 2_263_554,
      employerContributionsOre: 881_600,
    }),
  },
  {
    id: 'S38-born-1937-no-contributions',
    title: 'Född 1937: inga arbetsgivaravgifter alls, kolumn 3',
    ...MARCH_2026,
    employee: { birthDate: '1937-05-05', tax: { method: 'table', table: 33, column: 3 } },
    employment: monthlyEmployment(2_000_000),
    events: [],
    assumptions: [
      'Heltid, månadslön 20 000 kr.',
      'Kolumn 3: lön till den som fyllt 66 vid årets början (§1.3 [verified]).',
      'Född 1937 eller tidigare: 0 % arbetsgivaravgift (§2.1).',
    ],
    expected: expectedPay({
      lines: [{ code: '100', quantity: 1, amountOre: 2_000_000 }],
      grossOre: 2_000_000,
      taxableOre: 2_000_000,
      taxOre: 161_300,
      netOre: 1_838_700,
      employerContributionsOre: 0,
    }),
  },
  {
    id: 'S39-unpaid-vacation-3-days',
    title: 'Nyanställd tar 3 obetalda semesterdagar i juli: 3 × 4,6 % av M',
    period: '2026-07',
    payDate: '2026-07-24',
    employee: { birthDate: '1995-03-17', tax: TABLE_33 },
    employment: monthlyEmployment(3_000_000, {
      startDate: '2026-02-01',
      salaryRows: [{ validFrom: '2026-02-01', validTo: null, amountOre: 3_000_000 }],
    }),
    vacationBalance: { paidDaysLeft: 0 },
    events: [
      {
        kind: 'absence',
        absenceType: 'vacation-unpaid',
        fromDate: '2026-07-13',
        toDate: '2026-07-15',
        extent: { mode: 'whole-days' },
        certificate: false,
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Obetald semester (inga intjänade betalda dagar): avdrag 4,6 % av M per dag (kod 410, samma dagsvärde som semesterersättningens 4,6 %). Vilket dagsvärde avtalen föreskriver (4,6 % eller M/21) är [unverified] (§9.3).',
      'Löneutbetalning 25 juli 2026 är en lördag: 24 juli (§7.4).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_000_000 },
        { code: '410', quantity: 3, amountOre: -414_000 },
      ],
      grossOre: 2_586_000,
      taxableOre: 2_586_000,
      taxOre: 487_300,
      netOre: 2_098_700,
      employerContributionsOre: 812_500,
    }),
  },
  {
    id: 'S40-fuel-benefit-with-net-deduction',
    title: 'Bilförmån och drivmedelsförmån 1 200 kr; den anställde betalar 400 kr genom nettolöneavdrag',
    ...MARCH_2026,
    employee: { birthDate: '1975-03-30', tax: TABLE_33 },
    employment: monthlyEmployment(4_500_000),
    events: [
      { kind: 'transaction', salaryTypeCode: '600', date: '2026-03-01', quantity: 1, amountOre: 690_600 },
      { kind: 'transaction', salaryTypeCode: '610', date: '2026-03-31', amountOre: 120_000 },
      { kind: 'transaction', salaryTypeCode: '810', date: '2026-03-31', amountOre: 40_000 },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Bilförmån 6 906 kr/månad som S09 (§9.4 [verified]).',
      'Drivmedel för privat körning, marknadsvärde 1 000 kr: förmån 120 % = 1 200 kr (kod 610, AGI 018) (§9.4 [verified]).',
      'Den anställde betalar 400 kr för drivmedlet genom nettolöneavdrag (kod 810, AGI 098): det minskar förmånens värde, så skatte- och avgiftsunderlaget är 45 000 + 6 906 + 1 200 − 400 = 52 706 kr (Skatteverket räknar avgifter på 018 − 098; research-data README om exempelfil 01). benefitsOre visar förmånsraderna före avdraget.',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 4_500_000 },
        { code: '600', quantity: 1, amountOre: 690_600 },
        { code: '610', amountOre: 120_000 },
        { code: '810', amountOre: -40_000 },
      ],
      grossOre: 4_500_000,
      benefitsOre: 810_600,
      taxableOre: 5_270_600,
      taxOre: 1_262_600,
      netDeductionsOre: 40_000,
      netOre: 3_197_400,
      employerContributionsOre: 1_656_000,
      agi: { '011': 4_500_000, '013': 690_600, '018': 120_000, '098': 40_000 },
    }),
  },
  {
    id: 'S41-vab-whole-month',
    title: 'VAB hela juni: hel kalendermånad ger avdrag med hela månadslönen, nettolön 0',
    period: '2026-06',
    payDate: '2026-06-25',
    employee: { birthDate: '1989-04-04', tax: TABLE_33 },
    employment: monthlyEmployment(3_000_000),
    events: [
      {
        kind: 'absence',
        absenceType: 'vab',
        fromDate: '2026-06-01',
        toDate: '2026-06-30',
        extent: { mode: 'whole-days' },
        certificate: false,
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'VAB r per timme, men en hel kalendermånad ger avdrag med hela M (§9.1 [verified]); antalet timmar (juni har 22 vardagar, 21 utan midsommarafton) påverkar då inte beloppet och jämförs inte.',
      'Nettolön 0: körningen ska visa kontrollen "nettolön negativ eller noll" (issue #18).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_000_000 },
        { code: '330', amountOre: -3_000_000 },
      ],
      grossOre: 0,
      taxableOre: 0,
      taxOre: 0,
      netOre: 0,
      employerContributionsOre: 0,
    }),
  },
  {
    id: 'S42-percent-row-ore-dropped',
    title: 'Månadslön 84 100 kr + 3 h enkel övertid: procentrad 35 %, ören stryks',
    ...MARCH_2026,
    employee: { birthDate: '1972-01-31', tax: TABLE_33 },
    employment: monthlyEmployment(8_410_000),
    events: [{ kind: 'transaction', salaryTypeCode: '210', date: '2026-03-31', quantity: 3 }],
    assumptions: [
      ...COMMON_MONTHLY,
      'Enkel övertid M/94 (§9.2 [verified]).',
      'Procentrad: 35 % × hela inkomsten i kronor, ören stryks (§1.2; avrundningen nedåt är [unverified] mot SKV 433-texten men följer de publika implementationerna och withholding.ts).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 8_410_000 },
        { code: '210', quantity: 3, amountOre: 268_404 },
      ],
      grossOre: 8_678_404,
      taxableOre: 8_678_404,
      taxOre: 3_037_400,
      netOre: 5_641_004,
      employerContributionsOre: 2_726_700,
    }),
  },
  {
    id: 'S43-sick-2-hours-karens-capped',
    title: 'Sjuk 2 timmar en dag: karensavdraget begränsas till sjuklönen för perioden',
    ...MARCH_2026,
    employee: { birthDate: '1986-09-19', tax: TABLE_33 },
    employment: monthlyEmployment(3_000_000),
    events: [
      {
        kind: 'absence',
        absenceType: 'sick',
        fromDate: '2026-03-18',
        toDate: '2026-03-18',
        extent: { mode: 'hours', hoursPerDay: 2 },
        certificate: false,
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY,
      'Sjuk 2 timmar onsdag 18 mars, ingen ny sjukdom inom 5 dagar. Sjukavdrag 20 % × r × 2 h (§9.1 [verified]).',
      'Karensavdraget får aldrig vara större än periodens sjuklön (§9.1 [verified]): sjuklön = 80 % × r × 2 h = 276,92 kr < 0,16 × M × 12/52 = 1 107,69 kr → karensavdrag 276,92 kr. Resten förs bara vidare vid återinsjuknande inom 5 dagar (ingen här).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_000_000 },
        { code: '310', quantity: 2, amountOre: -6_923 },
        { code: '312', quantity: 1, amountOre: -27_692 },
      ],
      grossOre: 2_965_385,
      taxableOre: 2_965_385,
      taxOre: 582_800,
      netOre: 2_382_585,
      employerContributionsOre: 931_600,
    }),
  },
  {
    id: 'S44-part-time-sick-day',
    title: 'Deltid 75 % (30 h/vecka, 6 h/dag), månadslön 24 000 kr, sjuk en dag',
    ...MARCH_2026,
    employee: { birthDate: '1979-04-22', tax: TABLE_33 },
    employment: monthlyEmployment(2_400_000, {
      employmentRate: 75,
      weeklyHours: 30,
      schedule: [6, 6, 6, 6, 6, 0, 0],
    }),
    events: [
      {
        kind: 'absence',
        absenceType: 'sick',
        fromDate: '2026-03-18',
        toDate: '2026-03-18',
        extent: { mode: 'whole-days' },
        certificate: false,
      },
    ],
    assumptions: [
      'Lönebeloppet på löneraden är den faktiska deltidslönen (24 000 kr för 75 %), inte heltidslönen; V = den anställdes veckoarbetstid 30 h, så r = M × 12 / (52 × 30) (§9).',
      'Sjuk onsdag 18 mars, 6 schemalagda timmar: sjukavdrag 20 % × r × 6; karensavdrag 0,16 × M × 12/52 (§9.1 [verified]), här exakt lika med dagens sjuklön 80 % × r × 6, så taket biter inte.',
      'Semester, skatt och avgift som COMMON_MONTHLY (sammalöneregeln 0,43 %, tabell 33 kolumn 1, 31,42 %).',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 2_400_000 },
        { code: '310', quantity: 6, amountOre: -22_154 },
        { code: '312', quantity: 1, amountOre: -88_615 },
      ],
      grossOre: 2_289_231,
      taxableOre: 2_289_231,
      taxOre: 412_000,
      netOre: 1_877_231,
      employerContributionsOre: 719_200,
    }),
  },
  {
    id: 'S45-vacation-ptk-supplement-0-8',
    title: 'Tjänstemannaavtal (PTK): 3 semesterdagar med semestertillägg 0,8 %, månadslön 40 000 kr',
    period: '2026-05',
    payDate: '2026-05-25',
    employee: { birthDate: '1980-10-30', tax: TABLE_33 },
    employment: monthlyEmployment(4_000_000, {
      vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
    }),
    events: [
      {
        kind: 'absence',
        absenceType: 'vacation-paid',
        fromDate: '2026-05-04',
        toDate: '2026-05-06',
        extent: { mode: 'whole-days' },
        certificate: false,
      },
    ],
    assumptions: [
      ...COMMON_MONTHLY.filter((line) => !line.startsWith('Semester:')),
      'Semester enligt Svenskt Näringsliv–PTK: sammalöneregeln, semestertillägg 0,8 % av M per betald dag (kod 402) (§9.3 [verified]); ingen rörlig lön. 4–6 maj mån–ons = 3 dagar.',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 4_000_000 },
        { code: '402', quantity: 3, amountOre: 96_000 },
      ],
      grossOre: 4_096_000,
      taxableOre: 4_096_000,
      taxOre: 873_200,
      netOre: 3_222_800,
      employerContributionsOre: 1_286_900,
      vacationDaysTaken: 3,
    }),
  },
  {
    id: 'S46-standby-weekday',
    title: 'Beredskap 20 timmar vardagar, M/1750 per timme, månadslön 35 000 kr',
    ...MARCH_2026,
    employee: { birthDate: '1984-12-03', tax: TABLE_33 },
    employment: monthlyEmployment(3_500_000),
    events: [{ kind: 'transaction', salaryTypeCode: '240', date: '2026-03-31', quantity: 20 }],
    assumptions: [
      ...COMMON_MONTHLY,
      'Beredskap (kod 240) prissätts med företagets första beredskapsperiod, vardag M/1750 per timme (DEFAULT_STANDBY, tjänstemannaavtalets beredskap A enligt en källa, [unverified] i settings). 20 h × 35 000 / 1 750 = 400 kr.',
    ],
    expected: expectedPay({
      lines: [
        { code: '100', quantity: 1, amountOre: 3_500_000 },
        { code: '240', quantity: 20, amountOre: 40_000 },
      ],
      grossOre: 3_540_000,
      taxableOre: 3_540_000,
      taxOre: 723_500,
      netOre: 2_816_500,
      employerContributionsOre: 1_112_200,
    }),
  },
  {
    id: 'S47-extra-run-bonus-month-paid',
    title: 'Extra lönekörning i mars: bonus 10 000 kr med engångsskatt, månadslön 20 000 kr redan utbetald',
    ...MARCH_2026,
    employee: { birthDate: '1988-05-05', tax: TABLE_33 },
    employment: monthlyEmployment(2_000_000),
    alreadyPaid: [
      { period: '2026-01', monthlySalaryOre: 2_000_000 },
      { period: '2026-02', monthlySalaryOre: 2_000_000 },
      { period: '2026-03', monthlySalaryOre: 2_000_000 },
    ],
    yearToDateBefore: { grossOre: 6_000_000, taxOre: 0, benefitsOre: 0 },
    events: [{ kind: 'transaction', salaryTypeCode: '500', date: '2026-03-27', amountOre: 1_000_000 }],
    assumptions: [
      ...COMMON_MONTHLY,
      'Marslönen är redan betald i den ordinarie körningen: den extra körningen betalar bara bonusen (kod 500, engångsbelopp §9.6 [verified]); ingen tabellskatt.',
      'Årsinkomst (§9.6 [verified], förväntad lön resten av året): utbetalt jan–mar 3 × 20 000 = 60 000 + tabellbeskattat i den här körningen 0 + apr–dec 9 × 20 000 = 180 000 + bonus 10 000 → 250 000 kr → 192 001–477 600 → 26 % (kolumn 1, 2026). 10 000 × 26 % = 2 600 kr.',
      'Avgifter: 10 000 × 31,42 % = 3 142 kr.',
    ],
    expected: expectedPay({
      lines: [{ code: '500', amountOre: 1_000_000 }],
      grossOre: 1_000_000,
      taxableOre: 0,
      oneOffOre: 1_000_000,
      taxOre: 260_000,
      netOre: 740_000,
      employerContributionsOre: 314_200,
      agi: { '001': 260_000, '011': 1_000_000 },
    }),
  },
];
