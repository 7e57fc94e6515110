import { describe, expect, it } from 'vitest';
import { allowedEventTypes, type EventGroup, eventGroupSettingsSchema } from './event-groups.ts';
import { ABSENCE_TYPES, EVENT_KINDS } from './event-schema.ts';

const anna = '00000000-0000-4000-8000-0000000000a1';
const bo = '00000000-0000-4000-8000-0000000000b2';
const cilla = '00000000-0000-4000-8000-0000000000c3';

const sickOnly: EventGroup = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Butik',
  employmentIds: [anna, bo],
  kinds: ['absence'],
  absenceTypes: ['sick', 'vab'],
  salaryTypeCodes: [],
};
const overtime: EventGroup = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Lager',
  employmentIds: [bo],
  kinds: ['transaction', 'absence'],
  absenceTypes: ['vacation-paid', 'sick'],
  salaryTypeCodes: ['211', '210'],
};
const everyoneTravels: EventGroup = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Alla reser',
  employmentIds: [],
  kinds: ['travel'],
  absenceTypes: [],
  salaryTypeCodes: [],
};

function messagesOf(value: unknown): string[] {
  const result = eventGroupSettingsSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('allowedEventTypes', () => {
  it('no groups at all: everything is allowed', () => {
    expect(allowedEventTypes([], anna)).toEqual({
      kinds: [...EVENT_KINDS],
      absenceTypes: [...ABSENCE_TYPES],
      salaryTypeCodes: 'all',
    });
  });

  it('groups that do not name the employment leave it with everything', () => {
    expect(allowedEventTypes([sickOnly, overtime], cilla)).toEqual({
      kinds: ['absence', 'transaction', 'travel', 'balance'],
      absenceTypes: [...ABSENCE_TYPES],
      salaryTypeCodes: 'all',
    });
  });

  it('one covering group: exactly what it allows, no salary types when it has no transactions', () => {
    expect(allowedEventTypes([sickOnly, overtime], anna)).toEqual({
      kinds: ['absence'],
      absenceTypes: ['sick', 'vab'],
      salaryTypeCodes: [],
    });
  });

  it('two covering groups: the union, each type once, in catalogue order and codes by number', () => {
    expect(allowedEventTypes([sickOnly, overtime], bo)).toEqual({
      kinds: ['absence', 'transaction'],
      absenceTypes: ['sick', 'vacation-paid', 'vab'],
      salaryTypeCodes: ['210', '211'],
    });
  });

  it('an empty employment list covers everyone, so the group narrows even unnamed employments', () => {
    expect(allowedEventTypes([sickOnly, everyoneTravels], cilla)).toEqual({
      kinds: ['travel'],
      absenceTypes: [],
      salaryTypeCodes: [],
    });
    expect(allowedEventTypes([sickOnly, everyoneTravels], anna).kinds).toEqual(['absence', 'travel']);
  });

  it("one group allowing every salary type makes the union 'all'", () => {
    const allTypes: EventGroup = {
      ...overtime,
      id: '00000000-0000-4000-8000-000000000004',
      salaryTypeCodes: 'all',
    };
    expect(allowedEventTypes([overtime, allTypes], bo).salaryTypeCodes).toBe('all');
    // Codes 9000 sort after 210 as numbers, not as text ("9000" < "99" in text order).
    const own: EventGroup = {
      ...overtime,
      id: '00000000-0000-4000-8000-000000000005',
      salaryTypeCodes: ['9000', '99'],
    };
    expect(allowedEventTypes([own], bo).salaryTypeCodes).toEqual(['99', '9000']);
  });
});

describe('eventGroupSettingsSchema', () => {
  it('accepts the groups above', () => {
    expect(messagesOf({ groups: [sickOnly, overtime, everyoneTravels] })).toEqual([]);
  });

  it('refuses a name used twice in any case, and a group without kinds', () => {
    expect(
      messagesOf({ groups: [sickOnly, { ...overtime, name: ' butik ' }, { ...everyoneTravels, kinds: [] }] }),
    ).toEqual([
      'groups.2.kinds: Välj minst en typ av händelse',
      'groups.1.name: Det finns redan en grupp med det namnet',
    ]);
  });

  it('absence types go with absence and salary types with transactions, both ways', () => {
    expect(
      messagesOf({
        groups: [
          { ...sickOnly, absenceTypes: [] },
          { ...everyoneTravels, absenceTypes: ['sick'], salaryTypeCodes: 'all' },
          { ...overtime, salaryTypeCodes: [] },
        ],
      }),
    ).toEqual([
      'groups.0.absenceTypes: Välj minst en frånvarotyp när frånvaro ingår',
      'groups.1.absenceTypes: Frånvarotyper väljs bara när frånvaro ingår',
      'groups.1.salaryTypeCodes: Lönearter väljs bara när transaktioner ingår',
      'groups.2.salaryTypeCodes: Välj minst en löneart eller alla när transaktioner ingår',
    ]);
  });

  it('refuses an employment named twice and an id that is not a uuid', () => {
    expect(messagesOf({ groups: [{ ...sickOnly, employmentIds: [anna, anna, 'anna'] }] })).toEqual([
      'groups.0.employmentIds.2: Ogiltigt id',
      'groups.0.employmentIds.1: Finns redan i listan',
    ]);
    expect(messagesOf({ groups: [{ ...sickOnly, employmentIds: [anna, anna] }] })).toEqual([
      'groups.0.employmentIds.1: Finns redan i listan',
    ]);
  });
});
