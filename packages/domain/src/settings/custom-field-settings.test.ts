import { expect, test } from 'vitest';
import {
  type CustomField,
  customFieldSettingsSchema,
  findCustomFieldTypeChanges,
} from './custom-field-settings.ts';

const shoeSize: CustomField = {
  id: '00000000-0000-4000-8000-00000000000a',
  label: 'Skostorlek',
  type: 'number',
  options: [],
  isRequired: false,
  entity: 'employee',
};
const shirt: CustomField = {
  id: '00000000-0000-4000-8000-00000000000b',
  label: 'Tröjstorlek',
  type: 'choice',
  options: ['S', 'M', 'L'],
  isRequired: true,
  entity: 'employment',
};

function messagesOf(value: unknown): string[] {
  const result = customFieldSettingsSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

test('two valid fields', () => {
  expect(messagesOf({ fields: [shoeSize, shirt] })).toEqual([]);
});

test('labels are unique in any case, at most 60 characters, and a choice list needs unique options', () => {
  expect(
    messagesOf({
      fields: [
        shoeSize,
        { ...shirt, label: 'SKOSTORLEK', options: ['S', 's'] },
        { ...shirt, id: '00000000-0000-4000-8000-00000000000c', label: 'x'.repeat(61), options: [] },
        {
          ...shoeSize,
          id: '00000000-0000-4000-8000-00000000000d',
          label: 'Anteckning',
          type: 'text',
          options: ['A'],
        },
      ],
    }),
  ).toEqual([
    'fields.1.options.1: Alternativet finns redan',
    'fields.2.label: Högst 60 tecken',
    'fields.2.options: En vallista behöver minst ett alternativ',
    'fields.3.options: Bara en vallista har alternativ',
    'fields.1.label: Det finns redan ett fält med det namnet',
  ]);
});

test('a saved field keeps its type; relabelling, a new field and removing one are fine', () => {
  const before = { fields: [shoeSize, shirt] };
  expect(findCustomFieldTypeChanges(before, { fields: [{ ...shirt, label: 'Storlek' }] })).toEqual([]);
  expect(findCustomFieldTypeChanges(before, { fields: [shirt, { ...shoeSize, type: 'text' }] })).toEqual([
    { path: ['fields', 1, 'type'], message: 'Typen kan inte ändras efter att fältet har sparats' },
  ]);
});
