import { describe, expect, it } from 'vitest';
import { employeeCreateSchema, employeePatchSchema } from './employee-schema.ts';
import {
  addSalaryRowSchema,
  employmentSchema,
  openingBalancesSchema,
  terminateSchema,
} from './employment-schema.ts';
import { taxSettingsSchema, toWithholdingMethod } from './tax-settings.ts';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  return errors;
}

const valid = {
  firstName: 'Sara',
  lastName: 'Lind',
  personnummer: '19850312-0076',
  clearingNumber: '3300',
  accountNumber: '8503120076',
};

describe('employeeCreateSchema', () => {
  it('normalises a valid employee and fills the defaults', () => {
    const parsed = employeeCreateSchema.parse({ ...valid, email: ' Sara@Exempel.SE ', postalCode: '11152' });
    expect(parsed).toMatchObject({
      personnummer: '198503120076',
      email: 'sara@exempel.se',
      postalCode: '111 52',
      tax: { method: 'table', table: 32, column: 1 },
      growthSupport: false,
      customFields: {},
    });
  });

  // Issue #15: the ten-digit forms were refused; each is stored as 12 digits (the century from today).
  it.each([
    ['850312-0076', '198503120076'],
    ['8503120076', '198503120076'],
    ['198503120076', '198503120076'],
    ['900315-2387', '199003152387'],
    ['121212+1212', '191212121212'],
    ['850372-0073', '198503720073'],
  ])('accepts %s and stores %s', (personnummer, stored) => {
    expect(employeeCreateSchema.parse({ ...valid, personnummer }).personnummer).toBe(stored);
  });

  it('accepts a samordningsnummer', () => {
    expect(
      employeeCreateSchema.parse({
        ...valid,
        personnummer: '19850372-0073',
        clearingNumber: null,
        accountNumber: null,
      }).personnummer,
    ).toBe('198503720073');
  });

  it.each([
    ['firstName', { firstName: ' ' }, 'Förnamn krävs'],
    ['lastName', { lastName: '' }, 'Efternamn krävs'],
    ['personnummer', { personnummer: '19850312-0077' }, 'Ogiltigt personnummer'],
    ['personnummer', { personnummer: '850312-0077' }, 'Ogiltigt personnummer'],
    ['personnummer', { personnummer: '850312 0076' }, 'Ogiltigt personnummer'],
    ['personnummer', { personnummer: '19851332-0076' }, 'Ogiltigt personnummer'],
    ['email', { email: 'sara@' }, 'Ogiltig e-postadress'],
    ['phone', { phone: 'ring mig' }, 'Ogiltigt telefonnummer'],
    ['postalCode', { postalCode: '1115' }, 'Ogiltigt postnummer'],
    ['accountNumber', { accountNumber: '8503120075', clearingNumber: '6000' }, 'Ogiltigt kontonummer'],
    ['accountNumber', { accountNumber: null }, 'Ange både clearingnummer och kontonummer'],
    ['tax.table', { tax: { method: 'table', table: 28, column: 1 } }, 'Skattetabell ska vara 29–42'],
    ['tax.column', { tax: { method: 'table', table: 30, column: 7 } }, 'Kolumn ska vara 1–6'],
    ['tax.percent', { tax: { method: 'adjusted-percent', percent: 101 } }, 'Procent ska vara 0–100'],
    [
      'tax.amountOre',
      { tax: { method: 'adjusted-amount', amountOre: -1 } },
      'Beloppet får inte vara negativt',
    ],
    [
      'tax.validTo',
      { tax: { method: 'sink', validFrom: '2026-01-01', validTo: '2025-12-31' } },
      'Slutdatum får inte vara före startdatum',
    ],
  ])('%s: %o → %s', (field, change, message) => {
    expect(fieldErrors(employeeCreateSchema.safeParse({ ...valid, ...change }))[field]).toEqual([message]);
  });
});

describe('employeePatchSchema', () => {
  it('needs the version and lets any one field change', () => {
    expect(fieldErrors(employeePatchSchema.safeParse({ phone: '070-123 45 67' }))).toEqual({
      version: ['Version krävs'],
    });
    expect(employeePatchSchema.parse({ version: 3, phone: '070-123 45 67' })).toEqual({
      version: 3,
      phone: '070-123 45 67',
    });
  });

  it('changes a bank account only as a checked pair', () => {
    expect(fieldErrors(employeePatchSchema.safeParse({ version: 1, clearingNumber: '3300' }))).toEqual({
      accountNumber: ['Ange både clearingnummer och kontonummer'],
    });
    expect(
      fieldErrors(
        employeePatchSchema.safeParse({ version: 1, clearingNumber: '3300', accountNumber: '123' }),
      ),
    ).toEqual({
      accountNumber: ['Ogiltigt kontonummer'],
    });
  });
});

const employment = {
  startDate: '2025-01-01',
  employmentType: 'permanent',
  position: 'Lagerarbetare',
  salaryForm: 'monthly',
  salaryRows: [{ validFrom: '2025-01-01', amountOre: 3_200_000 }],
};

describe('employmentSchema', () => {
  it('fills the legal vacation default of 25 days with sammalöneregeln', () => {
    expect(employmentSchema.parse(employment).vacation).toEqual({
      rule: 'sammaloneregeln',
      paidDaysPerYear: 25,
      supplementPercent: 0.8,
    });
  });

  it("accepts the law's minimum supplement of 0.43 % per day and refuses less (Semesterlagen 16 a §)", () => {
    const terms = (supplementPercent: number) => ({
      ...employment,
      vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent },
    });
    expect(employmentSchema.safeParse(terms(0.43)).success).toBe(true);
    const refused = employmentSchema.safeParse(terms(0.42));
    expect(refused.error?.issues[0]?.message).toBe(
      'Semestertillägget ska vara minst 0,43 % enligt semesterlagen',
    );
  });

  it.each([
    ['endDate', { endDate: '2024-12-31' }, 'Slutdatum får inte vara före startdatum'],
    ['endDate', { employmentType: 'fixed-term' }, 'En visstidsanställning ska ha ett slutdatum'],
    ['startDate', { startDate: '2025-02-30' }, 'Ogiltigt datum'],
    ['startDate', { startDate: '0000-01-01' }, 'Ogiltigt datum'],
    ['startDate', { startDate: '2025-13-01' }, 'Ogiltigt datum'],
    ['startDate', { startDate: '1899-12-31' }, 'Datumet ska ligga mellan 1900-01-01 och 2100-12-31'],
    ['endDate', { endDate: '2101-01-01' }, 'Datumet ska ligga mellan 1900-01-01 och 2100-12-31'],
    [
      'salaryRows.0.validTo',
      { salaryRows: [{ validFrom: '2025-01-01', validTo: '9999-12-31', amountOre: 1 }] },
      'Datumet ska ligga mellan 1900-01-01 och 2100-12-31',
    ],
    ['position', { position: '' }, 'Befattning krävs'],
    ['employmentRate', { employmentRate: 0 }, 'Sysselsättningsgraden ska vara 1–100 %'],
    ['weeklyHours', { weeklyHours: 200 }, 'Veckoarbetstiden ska vara 0–168 timmar'],
    ['salaryRows', { salaryRows: [] }, 'Minst en lönerad krävs'],
    [
      'salaryRows.0.validFrom',
      { salaryRows: [{ validFrom: '2024-12-01', amountOre: 1 }] },
      'Lönen kan inte gälla före anställningens start',
    ],
    [
      'salaryRows.1.validFrom',
      {
        salaryRows: [
          { validFrom: '2025-01-01', amountOre: 1 },
          { validFrom: '2025-01-01', amountOre: 2 },
        ],
      },
      'Lönerader får inte överlappa',
    ],
    [
      'vacation.paidDaysPerYear',
      { vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 24 } },
      'Minst 25 semesterdagar enligt semesterlagen, högst 60',
    ],
    [
      'vacation.percent',
      { vacation: { rule: 'procentregeln', paidDaysPerYear: 25, percent: 10 } },
      'Semesterersättningen ska vara minst 12 %',
    ],
    ['managerRoleId', { managerRoleId: 'chefen' }, 'Ogiltig chef'],
    [
      'salaryRows.0.amountOre',
      { salaryRows: [{ validFrom: '2025-01-01', amountOre: 1_000_000_001 }] },
      'Månadslönen får vara högst 10\u00a0000\u00a0000 kr',
    ],
    [
      'salaryRows.0.amountOre',
      { salaryRows: [{ validFrom: '2025-01-01', amountOre: 9_000_000_000_000_000 }] },
      'Månadslönen får vara högst 10\u00a0000\u00a0000 kr',
    ],
    [
      'salaryRows.0.amountOre',
      { salaryForm: 'hourly', salaryRows: [{ validFrom: '2025-01-01', amountOre: 10_000_001 }] },
      'Timlönen får vara högst 100\u00a0000 kr',
    ],
  ])('%s: %o → %s', (field, change, message) => {
    expect(fieldErrors(employmentSchema.safeParse({ ...employment, ...change }))[field]).toContain(message);
  });
});

describe('employment dates', () => {
  it('accepts 1900-01-01 to 2100-12-31, with one message for a date that is not one', () => {
    const edges = { startDate: '1900-01-01', endDate: '2100-12-31' };
    const salaryRows = [{ validFrom: '1900-01-01', amountOre: 1 }];
    expect(employmentSchema.safeParse({ ...employment, ...edges, salaryRows }).success).toBe(true);
    expect(
      fieldErrors(employmentSchema.safeParse({ ...employment, startDate: '0000-01-01' })).startDate,
    ).toEqual(['Ogiltigt datum']);
  });

  it('refuses a termination date outside 1900–2100', () => {
    const result = terminateSchema.safeParse({ version: 1, endDate: '0000-01-01', reason: 'resignation' });
    expect(fieldErrors(result).endDate).toEqual(['Ogiltigt datum']);
    const late = terminateSchema.safeParse({ version: 1, endDate: '2200-01-01', reason: 'resignation' });
    expect(fieldErrors(late).endDate).toEqual(['Datumet ska ligga mellan 1900-01-01 och 2100-12-31']);
  });
});

describe('salary caps', () => {
  it('accepts a salary right at the caps: 10 000 000 kr a month, 100 000 kr an hour', () => {
    const monthly = { ...employment, salaryRows: [{ validFrom: '2025-01-01', amountOre: 1_000_000_000 }] };
    expect(employmentSchema.safeParse(monthly).success).toBe(true);
    const hourly = {
      ...employment,
      salaryForm: 'hourly',
      salaryRows: [{ validFrom: '2025-01-01', amountOre: 10_000_000 }],
    };
    expect(employmentSchema.safeParse(hourly).success).toBe(true);
  });

  it('caps a single new row (a raise) at the monthly cap', () => {
    const raise = { version: 1, validFrom: '2025-01-01', amountOre: 1_000_000_001 };
    expect(fieldErrors(addSalaryRowSchema.safeParse(raise)).amountOre).toContain(
      'Månadslönen får vara högst 10\u00a0000\u00a0000 kr',
    );
  });
});

describe('terminate and opening balances', () => {
  it('needs a reason', () => {
    expect(
      fieldErrors(terminateSchema.safeParse({ version: 1, endDate: '2025-06-30', reason: 'x' })).reason,
    ).toEqual(['Välj en orsak']);
  });
  it('refuses negative year-to-date amounts', () => {
    const result = openingBalancesSchema.safeParse({
      version: 1,
      asOf: '2025-06-30',
      vacation: { savedDays: 3, paidDays: 12.5, advanceDays: 0 },
      yearToDate: { grossOre: 100, taxOre: -1, benefitsOre: 0 },
    });
    expect(fieldErrors(result)).toEqual({ 'yearToDate.taxOre': ['Beloppet får inte vara negativt'] });
  });
});

describe('toWithholdingMethod', () => {
  const jamkning = taxSettingsSchema.parse({
    method: 'adjusted-percent',
    percent: 15,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
  });
  it('gives the engine its jämkning inside the decision and the ordinary table outside', () => {
    expect(toWithholdingMethod(jamkning, '2026-05-25', { table: 33, column: 1 })).toEqual({
      kind: 'adjusted',
      adjustment: { kind: 'percent', percent: 15 },
    });
    expect(toWithholdingMethod(jamkning, '2027-01-25', { table: 33, column: 1 })).toEqual({
      kind: 'table',
      table: 33,
      column: 1,
    });
    expect(toWithholdingMethod(jamkning, '2027-01-25')).toBeUndefined();
  });
  it.each([
    [
      { method: 'table', table: 30, column: 3 },
      { kind: 'table', table: 30, column: 3 },
    ],
    [{ method: 'sink' }, { kind: 'sink' }],
    [{ method: 'none' }, { kind: 'none' }],
    [
      { method: 'adjusted-amount', amountOre: 150_000 },
      { kind: 'fixed-amount', amountOre: 150_000 },
    ],
    [
      { method: 'adjusted-table', table: 35, column: 1 },
      { kind: 'adjusted', adjustment: { kind: 'table', table: 35, column: 1 } },
    ],
  ])('%o → %o', (settings, expected) => {
    expect(toWithholdingMethod(taxSettingsSchema.parse(settings), '2026-01-25')).toEqual(expected);
  });
});
