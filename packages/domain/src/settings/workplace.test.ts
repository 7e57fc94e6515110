import { describe, expect, it } from 'vitest';
import {
  needsWorkplaceNumbers,
  normaliseWorkplaceName,
  WORKPLACE_ADDRESS_REQUIRED_MESSAGE,
  WORKPLACE_CITY_REQUIRED_MESSAGE,
  WORKPLACE_NAME_REQUIRED_MESSAGE,
  WORKPLACE_NUMBER_MESSAGE,
  WORKPLACE_POSTAL_CODE_MESSAGE,
  workplaceInputSchema,
} from './workplace.ts';

function errorsOf(input: unknown): Record<string, string[]> {
  const result = workplaceInputSchema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

const valid = {
  name: ' Huvudkontoret ',
  streetAddress: 'Sveavägen 44',
  postalCode: '11134',
  city: 'Stockholm',
  workplaceNumber: '123 45',
};

describe('workplaceInputSchema', () => {
  it('trims, formats the postnummer as "111 34" and keeps the number as its five digits', () => {
    expect(workplaceInputSchema.parse(valid)).toEqual({
      name: 'Huvudkontoret',
      streetAddress: 'Sveavägen 44',
      postalCode: '111 34',
      city: 'Stockholm',
      workplaceNumber: '12345',
    });
  });

  it('takes an empty or missing arbetsställenummer as none', () => {
    expect(workplaceInputSchema.parse({ ...valid, workplaceNumber: '' }).workplaceNumber).toBeNull();
    expect(workplaceInputSchema.parse({ ...valid, workplaceNumber: undefined }).workplaceNumber).toBeNull();
  });

  it('gives a shorter number its leading zeros, as SCB writes 00001', () => {
    expect(workplaceInputSchema.parse({ ...valid, workplaceNumber: '1' }).workplaceNumber).toBe('00001');
  });

  it('refuses six digits or more (a CFAR number has eight) and letters', () => {
    for (const workplaceNumber of ['123456', '31245786', '1234A']) {
      expect(errorsOf({ ...valid, workplaceNumber })).toEqual({
        workplaceNumber: [WORKPLACE_NUMBER_MESSAGE],
      });
    }
  });

  it('names every missing part of the address the AGI needs', () => {
    expect(errorsOf({ name: '  ', streetAddress: '', postalCode: '1234', city: '' })).toEqual({
      name: [WORKPLACE_NAME_REQUIRED_MESSAGE],
      streetAddress: [WORKPLACE_ADDRESS_REQUIRED_MESSAGE],
      postalCode: [WORKPLACE_POSTAL_CODE_MESSAGE],
      city: [WORKPLACE_CITY_REQUIRED_MESSAGE],
    });
  });
});

describe('workplace names and numbers', () => {
  it('compares names without case, outer spaces or Unicode form', () => {
    // "Å" typed as A + combining ring (Excel on a Mac) is the same name as the composed "Å".
    expect(normaliseWorkplaceName(' ÅRE lager ')).toBe(normaliseWorkplaceName('A\u030are Lager'));
  });

  it('asks for arbetsställenummer only when there is more than one workplace', () => {
    expect(needsWorkplaceNumbers(1)).toBe(false);
    expect(needsWorkplaceNumbers(2)).toBe(true);
  });
});
