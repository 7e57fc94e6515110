import { describe, expect, it } from 'vitest';
import { formatOrganisationNumber } from './organisation-number.ts';

describe('formatOrganisationNumber', () => {
  it('puts the dash into stored digits', () => {
    expect(formatOrganisationNumber('198112189876')).toBe('19811218-9876');
    expect(formatOrganisationNumber('165566778899')).toBe('16556677-8899');
    expect(formatOrganisationNumber('5566778899')).toBe('556677-8899');
  });

  it('leaves formatted, partial and empty values as they are', () => {
    expect(formatOrganisationNumber('16556677-8899')).toBe('16556677-8899');
    expect(formatOrganisationNumber('12345')).toBe('12345');
    expect(formatOrganisationNumber(null)).toBe('');
    expect(formatOrganisationNumber(undefined)).toBe('');
  });
});
