import type { EventNoteView } from '@lonsam/domain/contracts/events/event-shapes';
import type { TFunction } from 'i18next';
import { formatLongDate } from './format.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A country code as the country's name in the reader's language (DE → Tyskland / Germany). */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A rule's note in the reader's language: the code's text in the `expression` namespace
 * (`notes.<code>`) with its parameters, dates as "9 mars 2026" / "9 March 2026" and numbers in the
 * language's way, a `country` code as the country's name. A code the locale files do not know yet falls back to the server's Swedish text.
 * The caller's component must have loaded `expression` (`useTranslation(['transaction', 'expression'])`).
 */
export function noteText(note: EventNoteView, t: TFunction, language: string): string {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(note.params))
    values[key] =
      key === 'country'
        ? countryName(String(value), language)
        : typeof value === 'number'
          ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)
          : DATE.test(value)
            ? formatLongDate(value, language)
            : value;
  const count = typeof note.params.nights === 'number' ? note.params.nights : undefined;
  return t(`expression:notes.${note.code}`, {
    ...values,
    ...(count === undefined ? {} : { count }),
    defaultValue: note.message,
  });
}
