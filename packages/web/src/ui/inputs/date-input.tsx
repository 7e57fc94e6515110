import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';

/** The latest date a date field accepts. */
export const maxSelectableDate = '9999-12-01';
/** `YYYY-MM-DD`: anything longer (a time part, a sixth year digit) is cut off. */
export const calendarDateLength = 10;
/** The Swedish date format every date field shows, whatever the browser's language. */
export const calendarDatePlaceholder = 'ÅÅÅÅ-MM-DD';

export function trimToCalendarDate(value: string): string {
  return value.slice(0, calendarDateLength);
}

/**
 * What was typed, as `ÅÅÅÅ-MM-DD` so far: digits only, the dashes put in after the year and the
 * month (`20260517` and `2026-05-17` both become `2026-05-17`), at most ten characters.
 */
export function formatTypedDate(text: string): string {
  const digits = text.replaceAll(/\D/g, '').slice(0, 8);
  if (digits.length <= 4) return digits.length === 4 && /-$/.test(text) ? `${digits}-` : digits;
  if (digits.length <= 6) {
    const month = `${digits.slice(0, 4)}-${digits.slice(4)}`;
    return digits.length === 6 && /-$/.test(text) ? `${month}-` : month;
  }
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
}

export type DateInputProps = Omit<TextInputProps, 'type' | 'value' | 'defaultValue' | 'onChange'> & {
  /** `YYYY-MM-DD`, or an empty string for no date. Longer values (timestamps) are shown as their date. */
  value: string;
  /** The text so far in `ÅÅÅÅ-MM-DD` shape; a complete date is exactly ten characters. */
  onChange: (value: string) => void;
  max?: string;
  min?: string;
};

/**
 * A calendar-date field that shows and takes `ÅÅÅÅ-MM-DD`. The browser's `type="date"` shows its
 * own language's order (`mm/dd/yyyy` in an English browser), so this is a text field that puts
 * the dashes in itself. `min`/`max` stay for the forms' own checks; they are not enforced here.
 */
export function DateInput({ value, onChange, max: _max, min: _min, ...props }: DateInputProps) {
  return (
    <TextInput
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={calendarDatePlaceholder}
      maxLength={calendarDateLength}
      value={trimToCalendarDate(value)}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(formatTypedDate(event.currentTarget.value))
      }
      {...props}
    />
  );
}
