import type { FieldErrorMap } from '../../../ui/forms/field-errors.ts';

/** What each kind's fields get: the values, the errors by payload path, and a way to change some. */
export type FieldsProps<V> = {
  values: V;
  errors: FieldErrorMap;
  onChange: (patch: Partial<V>) => void;
};
