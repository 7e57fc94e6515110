import { expect, test } from 'vitest';
import { describeAuditAction, describeAuditEvent, summariseAuditChange } from './audit-action-labels.ts';

test('an action reads in Swedish; an unknown one as "Annan ändring", never its key', () => {
  expect(describeAuditAction('settings.updated')).toBe('Inställningar ändrade');
  expect(describeAuditAction('something.new')).toBe('Annan ändring');
});

test('the summary lists changed fields as before → after, without ids or the section name', () => {
  expect(
    summariseAuditChange(
      { section: 'payout', payDay: 25, 'contact.email': 'a@b.se', employmentId: 'x', same: 1 },
      { section: 'payout', payDay: 20, 'contact.email': null, employmentId: 'y', same: 1 },
    ),
  ).toBe('Lönedag: 25 → 20; Övriga uppgifter ändrade');
});

test('a created record lists its values, a deleted one its old values', () => {
  expect(summariseAuditChange(null, { name: 'Lager', code: '100' })).toBe('Namn: Lager; Kod: 100');
  expect(summariseAuditChange({ name: 'Lager' }, null)).toBe('Namn: Lager → –');
});

test('long values are cut at 80 characters', () => {
  const summary = summariseAuditChange({ name: '' }, { name: 'x'.repeat(100) });
  expect(summary).toBe(`Namn: – → ${'x'.repeat(79)}…`);
});

test('a settings change names its document in Swedish', () => {
  expect(describeAuditEvent('settings.updated', { section: 'payout' }, { section: 'payout' })).toBe(
    'Inställningar ändrade: Utbetalning',
  );
  expect(describeAuditEvent('settings.updated', null, { section: 'new-thing' })).toBe(
    'Inställningar ändrade',
  );
  expect(describeAuditEvent('employee.created', null, { section: 'x' })).toBe('Anställd tillagd');
});

test('never a key: a dotted path by its parts, an unnamed field as "Övriga uppgifter ändrade" once', () => {
  expect(
    summariseAuditChange(
      { 'compBank.maxHours': 75, 'agiContact.email': 'a@b.se', fooBar: 1, 'x.y': 1 },
      { 'compBank.maxHours': 80, 'agiContact.email': 'c@d.se', fooBar: 2, 'x.y': 2 },
    ),
  ).toBe(
    'Komptidsbank – Högsta saldo i timmar: 75 → 80; Kontaktpersonens e-post: a@b.se → c@d.se; Övriga uppgifter ändrade',
  );
});

test('values read in Swedish: choices, yes and no, lists of records by their length', () => {
  expect(
    summariseAuditChange(
      { salaryPeriod: 'current-month', isEnabled: false, rates: [{ validFrom: '2025-01-01' }], series: 'L' },
      { salaryPeriod: 'previous-month', isEnabled: true, rates: [], series: 'M' },
    ),
  ).toBe(
    'Löneperiod för fast lön: Innevarande månad → Föregående månad; Används: Nej → Ja; Belopp per period: 1 rad → –; Serie: L → M',
  );
});

test('amounts in öre read in kronor, a termination reason in Swedish', () => {
  expect(summariseAuditChange(null, { amountOre: 3500000, reason: 'resignation', tax: { table: 33 } })).toBe(
    'Belopp: 35\u00a0000,00 kr; Orsak: Egen uppsägning; Skatt: flera uppgifter',
  );
});

test('the normal amounts abroad are named in Swedish (travel-allowances)', () => {
  expect(
    summariseAuditChange(
      { foreignNormalAmounts: [] },
      { foreignNormalAmounts: [{ country: 'DE', year: 2026, normalAmountOre: 100_000 }] },
    ),
  ).toBe('Normalbelopp för utlandstraktamente: – → 1 rad');
});
