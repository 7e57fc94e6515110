import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';

/** The latest date a date field offers; the browser's picker otherwise allows six-digit years. */
export const maxSelectableDate = '9999-12-01';
/** `YYYY-MM-DD`: anything longer (a time part, a sixth year digit) is cut off. */
export const calendarDateLength = 10;

export function trimToCalendarDate(value: string): string {
  return value.slice(0, calendarDateLength);
}

export type DateInputProps = Omit<TextInputProps, 'type' | 'value' | 'defaultValue' | 'onChange'> & {
  /** `YYYY-MM-DD`, or an empty string for no date. Longer values (timestamps) are shown as their date. */
  value: string;
  onChange: (value: string) => void;
  max?: string;
  min?: string;
};

/** A calendar-date field on the browser's own date picker, which is accessible and localised. */
export function DateInput({ value, onChange, max = maxSelectableDate, ...props }: DateInputProps) {
  return (
    <TextInput
      type="date"
      value={trimToCalendarDate(value)}
      max={max}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(trimToCalendarDate(event.currentTarget.value))
      }
      {...props}
    />
  );
}
