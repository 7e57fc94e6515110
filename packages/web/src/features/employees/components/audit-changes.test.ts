import { describe, expect, it } from 'vitest';
import { formatAuditValue, listAuditChanges, type ValueTexts } from './audit-changes.ts';

const texts: ValueTexts = {
  yes: 'Ja',
  no: 'Nej',
  hasManager: 'Har chef',
  translateCode: (key, value) =>
    key === 'employmentType' && value === 'permanent' ? 'Tillsvidare' : undefined,
};
const nbsp = '\u00a0';

describe('listAuditChanges', () => {
  it('lists only the changed leaves, field by field, without ids, versions and timestamps', () => {
    const changes = listAuditChanges(
      {
        id: 'e1',
        version: 1,
        firstName: 'Karin',
        phone: null,
        tax: { method: 'table', table: 32, column: 1 },
      },
      {
        id: 'e1',
        version: 2,
        firstName: 'Karin',
        phone: '070-123 45 67',
        updatedAt: '2026-11-22T10:00:00Z',
        tax: { method: 'table', table: 33, column: 1 },
      },
    );
    expect(changes).toEqual([
      { path: ['phone'], before: null, after: '070-123 45 67' },
      { path: ['tax', 'table'], before: 32, after: 33 },
    ]);
  });

  it('walks arrays of rows by position and treats empty and missing alike', () => {
    const changes = listAuditChanges(null, {
      employmentId: 'x',
      note: '',
      salaryRows: [{ validFrom: '2026-01-01', validTo: null, amountOre: 3_200_050 }],
    });
    expect(changes).toEqual([
      { path: ['salaryRows', 0, 'validFrom'], before: undefined, after: '2026-01-01' },
      { path: ['salaryRows', 0, 'amountOre'], before: undefined, after: 3_200_050 },
    ]);
  });
});

describe('formatAuditValue', () => {
  it('shows öre as kronor in sv-SE, numbers and percent in sv-SE, dates as YYYY-MM-DD', () => {
    expect(formatAuditValue('amountOre', 123_450, texts)).toBe(`1${nbsp}234,50${nbsp}kr`);
    expect(formatAuditValue('weeklyHours', 37.5, texts)).toBe('37,5');
    expect(formatAuditValue('supplementPercent', 0.8, texts)).toBe(`0,8${nbsp}%`);
    expect(formatAuditValue('validFrom', '2026-03-01', texts)).toBe('2026-03-01');
    expect(formatAuditValue('archivedAt', '2026-03-01T10:00:00.000Z', texts)).toMatch(/^2026-03-0[12]$/);
  });

  it('translates codes and booleans, hides manager ids and marks empty values', () => {
    expect(formatAuditValue('employmentType', 'permanent', texts)).toBe('Tillsvidare');
    expect(formatAuditValue('growthSupport', true, texts)).toBe('Ja');
    expect(formatAuditValue('managerRoleId', '5b1c…', texts)).toBe('Har chef');
    expect(formatAuditValue('phone', null, texts)).toBe('–');
    expect(formatAuditValue('schedule', [8, 8, 7.5], texts)).toBe('8, 8, 7,5');
  });
});
