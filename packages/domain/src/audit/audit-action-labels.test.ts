import { expect, test } from 'vitest';
import { describeAuditAction, describeAuditEvent, summariseAuditChange } from './audit-action-labels.ts';

test('an action reads in Swedish; an unknown one as itself', () => {
  expect(describeAuditAction('settings.updated')).toBe('Inställningar ändrade');
  expect(describeAuditAction('something.new')).toBe('something.new');
});

test('the summary lists changed fields as before → after, without ids or the section name', () => {
  expect(
    summariseAuditChange(
      { section: 'payout', payDay: 25, 'contact.email': 'a@b.se', employmentId: 'x', same: 1 },
      { section: 'payout', payDay: 20, 'contact.email': null, employmentId: 'y', same: 1 },
    ),
  ).toBe('Lönedag: 25 → 20; contact.email: a@b.se → –');
});

test('a created record lists its values, a deleted one its old values', () => {
  expect(summariseAuditChange(null, { name: 'Lager', code: '100' })).toBe('Namn: Lager; Kod: 100');
  expect(summariseAuditChange({ name: 'Lager' }, null)).toBe('Namn: Lager → –');
});

test('long values are cut at 80 characters', () => {
  const summary = summariseAuditChange({ note: '' }, { note: 'x'.repeat(100) });
  expect(summary).toBe(`note: – → ${'x'.repeat(79)}…`);
});

test('a settings change names its document in Swedish', () => {
  expect(describeAuditEvent('settings.updated', { section: 'payout' }, { section: 'payout' })).toBe(
    'Inställningar ändrade: Utbetalning',
  );
  expect(describeAuditEvent('settings.updated', null, { section: 'new-thing' })).toBe(
    'Inställningar ändrade: new-thing',
  );
  expect(describeAuditEvent('employee.created', null, { section: 'x' })).toBe('Anställd tillagd');
});
