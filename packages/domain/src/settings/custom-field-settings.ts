import { z } from 'zod';
import { settingsNameSchema, settingsRowIdSchema } from './settings-dates.ts';

/**
 * Document `custom-fields`: the company's own fields on employees or employments. Only the
 * definitions live here; the values arrive with the employee register later (docs/settings.md
 * *Egna fält*). A field's type is fixed once saved, so values already typed can never change meaning.
 */
export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'yesNo', 'choice'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export const CUSTOM_FIELD_ENTITIES = ['employee', 'employment'] as const;

export const MAX_LABEL_LENGTH = 60;
export const LABEL_MESSAGE = 'Ange fältets namn';
export const DUPLICATE_LABEL_MESSAGE = 'Det finns redan ett fält med det namnet';
export const OPTION_MESSAGE = 'Ange alternativets text';
export const OPTIONS_REQUIRED_MESSAGE = 'En vallista behöver minst ett alternativ';
export const DUPLICATE_OPTION_MESSAGE = 'Alternativet finns redan';
export const OPTIONS_ONLY_FOR_CHOICE_MESSAGE = 'Bara en vallista har alternativ';
export const TYPE_LOCKED_MESSAGE = 'Typen kan inte ändras efter att fältet har sparats';

const lower = (text: string) => text.toLocaleLowerCase('sv-SE');

export const customFieldSchema = z
  .object({
    id: settingsRowIdSchema,
    label: settingsNameSchema(LABEL_MESSAGE, MAX_LABEL_LENGTH),
    type: z.enum(CUSTOM_FIELD_TYPES, { error: 'Välj typ' }),
    options: z
      .array(settingsNameSchema(OPTION_MESSAGE, MAX_LABEL_LENGTH))
      .max(50, { error: 'Högst 50 alternativ' }),
    isRequired: z.boolean(),
    entity: z.enum(CUSTOM_FIELD_ENTITIES, { error: 'Välj anställd eller anställning' }),
  })
  .superRefine((field, context) => {
    if (field.type === 'choice' && field.options.length === 0)
      context.addIssue({ code: 'custom', path: ['options'], message: OPTIONS_REQUIRED_MESSAGE });
    if (field.type !== 'choice' && field.options.length > 0)
      context.addIssue({ code: 'custom', path: ['options'], message: OPTIONS_ONLY_FOR_CHOICE_MESSAGE });
    const seen = new Set<string>();
    field.options.forEach((option, index) => {
      if (seen.has(lower(option)))
        context.addIssue({ code: 'custom', path: ['options', index], message: DUPLICATE_OPTION_MESSAGE });
      seen.add(lower(option));
    });
  });
export type CustomField = z.infer<typeof customFieldSchema>;

export const customFieldSettingsSchema = z
  .object({ fields: z.array(customFieldSchema).max(100, { error: 'Högst 100 egna fält' }) })
  .superRefine((value, context) => {
    const labels = new Set<string>();
    const ids = new Set<string>();
    value.fields.forEach((field, index) => {
      if (labels.has(lower(field.label)))
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'label'],
          message: DUPLICATE_LABEL_MESSAGE,
        });
      if (ids.has(field.id))
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'id'],
          message: 'Fältet finns två gånger',
        });
      labels.add(lower(field.label));
      ids.add(field.id);
    });
  });
export type CustomFieldSettings = z.infer<typeof customFieldSettingsSchema>;

export const DEFAULT_CUSTOM_FIELD_SETTINGS: CustomFieldSettings = { fields: [] };

/**
 * The changes a save may not make, as field issues: a stored field (same id) whose type differs.
 * Removing a field and adding another is allowed (there are no values yet).
 */
export function findCustomFieldTypeChanges(
  before: CustomFieldSettings,
  after: CustomFieldSettings,
): { path: (string | number)[]; message: string }[] {
  const storedTypes = new Map(before.fields.map((field) => [field.id, field.type]));
  return after.fields.flatMap((field, index) => {
    const storedType = storedTypes.get(field.id);
    return storedType !== undefined && storedType !== field.type
      ? [{ path: ['fields', index, 'type'], message: TYPE_LOCKED_MESSAGE }]
      : [];
  });
}
