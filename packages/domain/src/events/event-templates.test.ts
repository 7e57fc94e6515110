import { describe, expect, it } from 'vitest';
import { STANDARD_SALARY_TYPES } from '../salary-types/standard-salary-types.ts';
import {
  DEFAULT_EVENT_TEMPLATE_SETTINGS,
  type EventTemplate,
  eventTemplateSettingsSchema,
  STANDARD_OVERTIME_CODE,
  templatesFor,
} from './event-templates.ts';

const trip: EventTemplate = {
  id: '00000000-0000-4000-8000-000000000011',
  name: 'Tjänsteresa Göteborg',
  payload: { kind: 'travel', destination: 'Göteborg', country: 'SE', overnight: true, moreThan50Km: true },
};
const bonus: EventTemplate = {
  id: '00000000-0000-4000-8000-000000000012',
  name: 'Bonus',
  payload: { kind: 'transaction', salaryTypeCode: '500' },
};
const flex: EventTemplate = {
  id: '00000000-0000-4000-8000-000000000013',
  name: 'Flexjustering',
  payload: { kind: 'balance', balance: 'flex' },
};

function messagesOf(value: unknown): string[] {
  const result = eventTemplateSettingsSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('event templates', () => {
  it('the defaults are valid and name the standard overtime type Övertid enkel', () => {
    expect(eventTemplateSettingsSchema.parse(DEFAULT_EVENT_TEMPLATE_SETTINGS)).toEqual(
      DEFAULT_EVENT_TEMPLATE_SETTINGS,
    );
    expect(DEFAULT_EVENT_TEMPLATE_SETTINGS.templates.map((template) => template.name)).toEqual([
      'Sjuk heldag',
      'Sjuk halvdag',
      'Semester heldag',
      'Övertid 2 h',
    ]);
    const overtime = STANDARD_SALARY_TYPES.find((type) => type.code === STANDARD_OVERTIME_CODE);
    expect(overtime?.name).toBe('Övertid enkel (M/94)');
    expect(overtime?.reportable).toBe(true);
  });

  it('a travel template keeps the trip without its times; country defaults to SE', () => {
    const { country: _country, ...payload } = trip.payload as Extract<
      EventTemplate['payload'],
      { kind: 'travel' }
    >;
    expect(
      eventTemplateSettingsSchema.parse({ templates: [{ ...trip, payload }] }).templates[0]?.payload,
    ).toEqual(trip.payload);
  });

  it('a template may leave quantity, amount, change and reason to be entered on use', () => {
    expect(messagesOf({ templates: [bonus, flex, trip] })).toEqual([]);
  });

  it('refuses a missing name, the payload’s own errors in Swedish and the same name in another case', () => {
    expect(
      messagesOf({
        templates: [
          trip,
          bonus,
          { ...flex, name: '  ' },
          {
            id: '00000000-0000-4000-8000-000000000014',
            name: 'Sjuk',
            payload: { kind: 'absence', absenceType: 'sick', extent: { mode: 'percent', percent: 120 } },
          },
          {
            id: '00000000-0000-4000-8000-000000000015',
            name: 'Övertid',
            payload: { kind: 'transaction', salaryTypeCode: '210', quantity: 1.234 },
          },
          { id: '00000000-0000-4000-8000-000000000016', name: 'Okänd', payload: { kind: 'lunch' } },
        ],
      }),
    ).toEqual([
      'templates.2.name: Ange mallens namn',
      'templates.3.payload.extent.percent: Ange en omfattning mellan 1 och 100 procent',
      'templates.4.payload.quantity: Ange ett antal mellan −10 000 och 10 000 med högst två decimaler',
      'templates.5.payload.kind: Välj typ av händelse',
    ]);
    // The list's own rule runs once every template is valid on its own.
    expect(messagesOf({ templates: [trip, { ...bonus, name: 'TJÄNSTERESA GÖTEBORG' }] })).toEqual([
      'templates.1.name: Det finns redan en mall med det namnet',
    ]);
  });

  it('refuses an absence template without its type', () => {
    expect(
      messagesOf({
        templates: [{ ...flex, payload: { kind: 'absence', extent: { mode: 'whole-days' } } }],
      }),
    ).toEqual(['templates.0.payload.absenceType: Välj typ av frånvaro']);
  });

  it('templatesFor keeps only what the reporter’s groups allow', () => {
    const all = [...DEFAULT_EVENT_TEMPLATE_SETTINGS.templates, trip, bonus, flex];
    const names = (allowed: Parameters<typeof templatesFor>[1]) =>
      templatesFor(all, allowed).map((template) => template.name);
    expect(names({ kinds: ['absence'], absenceTypes: ['sick'], salaryTypeCodes: 'all' })).toEqual([
      'Sjuk heldag',
      'Sjuk halvdag',
    ]);
    expect(names({ kinds: ['transaction', 'travel'], absenceTypes: [], salaryTypeCodes: ['500'] })).toEqual([
      'Tjänsteresa Göteborg',
      'Bonus',
    ]);
    expect(names({ kinds: ['transaction', 'balance'], absenceTypes: [], salaryTypeCodes: 'all' })).toEqual([
      'Övertid 2 h',
      'Bonus',
      'Flexjustering',
    ]);
  });
});
