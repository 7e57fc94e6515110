import { describe, expect, it } from 'vitest';
import { readStoredDimensions } from './payslip-dimensions.ts';

describe('readStoredDimensions', () => {
  it('reads the cost centre and project stored with a payslip, as JSON or its text', () => {
    const stored = {
      'cost-centre': { code: '100', name: 'Kontoret' },
      project: { code: 'P1', name: 'Bygget' },
    };
    expect(readStoredDimensions(stored)).toEqual(stored);
    expect(readStoredDimensions(JSON.stringify(stored))).toEqual(stored);
  });

  it('keeps an employment without objects apart from a payslip calculated before they were stored', () => {
    expect(readStoredDimensions({})).toEqual({});
    expect(readStoredDimensions(null)).toBeNull();
    expect(readStoredDimensions(undefined)).toBeNull();
  });

  it('leaves out what is not an object with a code, and names one without a name by its code', () => {
    expect(
      readStoredDimensions({ 'cost-centre': { code: '200' }, project: 'P1', other: { code: 'x' } }),
    ).toEqual({
      'cost-centre': { code: '200', name: '200' },
    });
  });
});
