import { describe, expect, it } from 'vitest';
import {
  dimensionObjectInputSchema,
  normaliseObjectCode,
  OBJECT_CODE_CHARACTERS_MESSAGE,
  OBJECT_CODE_REQUIRED_MESSAGE,
  OBJECT_CODE_TOO_LONG_MESSAGE,
  OBJECT_NAME_REQUIRED_MESSAGE,
  SIE_DIMENSION_NUMBERS,
} from './dimensions.ts';

function errorsOf(input: unknown): Record<string, string[]> {
  const result = dimensionObjectInputSchema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('dimensionObjectInputSchema', () => {
  it('trims code and name and is active unless told otherwise', () => {
    expect(dimensionObjectInputSchema.parse({ code: ' 100 ', name: ' Kontoret ' })).toEqual({
      code: '100',
      name: 'Kontoret',
      active: true,
    });
  });

  it('accepts a code of exactly 20 characters and refuses 21', () => {
    expect(errorsOf({ code: 'A'.repeat(20), name: 'Tjugo' })).toEqual({});
    expect(errorsOf({ code: 'A'.repeat(21), name: 'Tjugoett' })).toEqual({
      code: [OBJECT_CODE_TOO_LONG_MESSAGE],
    });
  });

  it('refuses an empty code or name, and a quote that would break an SIE #OBJEKT line', () => {
    expect(errorsOf({ code: ' ', name: '' })).toEqual({
      code: [OBJECT_CODE_REQUIRED_MESSAGE],
      name: [OBJECT_NAME_REQUIRED_MESSAGE],
    });
    expect(errorsOf({ code: 'P"1', name: 'Projekt' })).toEqual({ code: [OBJECT_CODE_CHARACTERS_MESSAGE] });
  });
});

describe('dimension numbers and codes', () => {
  it('books cost centres on SIE dimension 1 and projects on 6', () => {
    expect(SIE_DIMENSION_NUMBERS).toEqual({ 'cost-centre': 1, project: 6 });
  });

  it('treats codes that differ only in case as one', () => {
    expect(normaliseObjectCode(' p1 ')).toBe(normaliseObjectCode('P1'));
  });
});
