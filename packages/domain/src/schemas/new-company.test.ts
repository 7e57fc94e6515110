import { describe, expect, test } from 'vitest';
import { generatePersonnummer } from '../validation/generate-personnummer.ts';
import { getDemoDataLimits } from './demo-data.ts';
import { createNewCompanySchema, type NewCompanyInput, newCompanySchema } from './new-company.ts';

const personnummer = generatePersonnummer({ birthDate: '1985-04-12', sex: 'female', sequence: 40 });

const valid: NewCompanyInput = {
  companyName: 'Testbolaget AB',
  orgNumber: '16857209-0606',
  defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: personnummer },
  demoData: { demo: false, extraEmployees: 5, monthsBack: 4 },
  partnerPublicKey: null,
  customerId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  packagingId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
};

function messagesOf(input: unknown, schema = newCompanySchema) {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('new company form rules', () => {
  test('an empty personnummer is missing, not invalid', () => {
    expect(
      messagesOf({ ...valid, defaultAdmin: { ...valid.defaultAdmin, personalIdentityNumber: '  ' } }),
    ).toEqual(['defaultAdmin.personalIdentityNumber: Personnummer krävs']);
  });

  test('the typed 10- and 12-digit forms are accepted and stored as 16XXXXXX-XXXX', () => {
    for (const typed of ['857209-0606', '8572090606', '168572090606', '16857209-0606']) {
      expect(newCompanySchema.parse({ ...valid, orgNumber: typed }).orgNumber, typed).toBe('16857209-0606');
    }
  });

  test('a complete company passes', () => {
    expect(messagesOf(valid)).toEqual([]);
  });

  test('required fields with their Swedish messages', () => {
    expect(
      messagesOf({
        ...valid,
        companyName: '  ',
        defaultAdmin: { firstName: '', lastName: ' ', personalIdentityNumber: '12345' },
        customerId: '',
        packagingId: '',
      }),
    ).toEqual([
      'companyName: Företagsnamn krävs',
      'defaultAdmin.firstName: Förnamn krävs',
      'defaultAdmin.lastName: Efternamn krävs',
      'defaultAdmin.personalIdentityNumber: Ogiltigt personnummer',
      'customerId: Välj en kund',
      'packagingId: Välj en paketering',
    ]);
  });

  test('customer and packaging are ids from the selects: anything else is no choice', () => {
    expect(messagesOf({ ...valid, customerId: 'kund-1', packagingId: "1' or '1'='1" })).toEqual([
      'customerId: Välj en kund',
      'packagingId: Välj en paketering',
    ]);
  });

  test('organisation number: required unless a test company, and checked by shape and Luhn', () => {
    expect(messagesOf({ ...valid, orgNumber: '' })).toEqual(['orgNumber: Organisationsnummer krävs']);
    expect(messagesOf({ ...valid, orgNumber: '', demoData: { demo: true } })).toEqual([]);
    expect(messagesOf({ ...valid, orgNumber: '857209-0607' })).toEqual([
      'orgNumber: Ogiltigt organisationsnummer',
    ]);
    expect(messagesOf({ ...valid, orgNumber: '16857209-0607' })).toEqual([
      'orgNumber: Ogiltigt organisationsnummer',
    ]);
    expect(messagesOf({ ...valid, orgNumber: '16857209-0607', demoData: { demo: true } })).toEqual([
      'orgNumber: Ogiltigt organisationsnummer',
    ]);
    const { orgNumber: _, ...withoutOrgNumber } = valid;
    expect(messagesOf(withoutOrgNumber)).toEqual(['orgNumber: Organisationsnummer krävs']);
  });

  test('personnummer: both dash forms, Luhn failures refused', () => {
    const dashed = `${personnummer.slice(0, 8)}-${personnummer.slice(8)}`;
    expect(
      messagesOf({ ...valid, defaultAdmin: { ...valid.defaultAdmin, personalIdentityNumber: dashed } }),
    ).toEqual([]);
    const broken = `${personnummer.slice(0, 11)}${(Number(personnummer[11]) + 1) % 10}`;
    expect(
      messagesOf({ ...valid, defaultAdmin: { ...valid.defaultAdmin, personalIdentityNumber: broken } }),
    ).toEqual(['defaultAdmin.personalIdentityNumber: Ogiltigt personnummer']);
  });

  test('personnummer: 10 or 12 digits, -, + or none, stored as 12 digits (issue #15)', () => {
    const short = `${personnummer.slice(2, 8)}-${personnummer.slice(8)}`;
    for (const typed of [personnummer, short, short.replace('-', ''), ` ${short} `]) {
      const parsed = newCompanySchema.parse({
        ...valid,
        defaultAdmin: { ...valid.defaultAdmin, personalIdentityNumber: typed },
      });
      expect(parsed.defaultAdmin.personalIdentityNumber, typed).toBe(personnummer);
    }
    const parsed = newCompanySchema.parse({
      ...valid,
      defaultAdmin: { ...valid.defaultAdmin, personalIdentityNumber: '121212+1212' },
    });
    expect(parsed.defaultAdmin.personalIdentityNumber).toBe('191212121212');
    expect(
      messagesOf({
        ...valid,
        defaultAdmin: { ...valid.defaultAdmin, personalIdentityNumber: '900315-2388' },
      }),
    ).toEqual(['defaultAdmin.personalIdentityNumber: Ogiltigt personnummer']);
  });

  test('public key: empty, null, absent or 8-4-4-4-12 hex', () => {
    expect(messagesOf({ ...valid, partnerPublicKey: '' })).toEqual([]);
    expect(messagesOf({ ...valid, partnerPublicKey: undefined })).toEqual([]);
    expect(messagesOf({ ...valid, partnerPublicKey: '0f8fad5b-d9cb-469f-a165-70867728950e' })).toEqual([]);
    expect(messagesOf({ ...valid, partnerPublicKey: 'abc' })).toEqual([
      'partnerPublicKey: Ogiltigt format för publika nyckeln',
    ]);
  });
});

describe('sample data per APP_ENV', () => {
  test('defaults 5 employees and 4 months', () => {
    expect(newCompanySchema.parse({ ...valid, demoData: { demo: true } }).demoData).toEqual({
      demo: true,
      extraEmployees: 5,
      monthsBack: 4,
    });
    const { demoData: _, ...withoutDemoData } = valid;
    expect(newCompanySchema.parse(withoutDemoData).demoData).toEqual({
      demo: false,
      extraEmployees: 5,
      monthsBack: 4,
    });
  });

  test('development: 0–100 employees, 3–24 months, boundaries', () => {
    const demo = (extraEmployees: number, monthsBack: number) => ({
      ...valid,
      demoData: { demo: true, extraEmployees, monthsBack },
    });
    expect(messagesOf(demo(0, 3))).toEqual([]);
    expect(messagesOf(demo(100, 24))).toEqual([]);
    expect(messagesOf(demo(101, 25))).toEqual([
      'demoData.extraEmployees: Högst 100',
      'demoData.monthsBack: Högst 24',
    ]);
    expect(messagesOf(demo(-1, 2))).toEqual([
      'demoData.extraEmployees: Minst 0',
      'demoData.monthsBack: Minst 3',
    ]);
    expect(messagesOf(demo(1.5, 4))).toHaveLength(1);
  });

  test('staging: 0–10 and 3–6', () => {
    const staging = createNewCompanySchema('staging');
    expect(
      messagesOf({ ...valid, demoData: { demo: true, extraEmployees: 10, monthsBack: 6 } }, staging),
    ).toEqual([]);
    expect(
      messagesOf({ ...valid, demoData: { demo: true, extraEmployees: 11, monthsBack: 7 } }, staging),
    ).toEqual(['demoData.extraEmployees: Högst 10', 'demoData.monthsBack: Högst 6']);
  });

  test('production: no sample data', () => {
    const production = createNewCompanySchema('production');
    expect(messagesOf({ ...valid, demoData: { demo: false } }, production)).toEqual([]);
    const { demoData: _, ...withoutDemoData } = valid;
    expect(production.parse(withoutDemoData).demoData).toEqual({ demo: false });
    expect(messagesOf({ ...valid, demoData: { demo: true } }, production)).toContain(
      'demoData.demo: Testföretag kan inte skapas i produktion',
    );
  });

  test('limits per APP_ENV', () => {
    expect(getDemoDataLimits('production')).toBeUndefined();
    expect(getDemoDataLimits('staging')).toEqual({
      extraEmployees: { min: 0, max: 10, default: 5 },
      monthsBack: { min: 3, max: 6, default: 4 },
    });
    expect(getDemoDataLimits('development')).toEqual(getDemoDataLimits('test'));
    expect(getDemoDataLimits('test')?.extraEmployees.max).toBe(100);
  });
});
