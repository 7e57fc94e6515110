import { BEGINNING_OF_TIME, type DateOnly } from './date-shapes.ts';

/** The date-picker shortcuts of spec §9, relative to the caller's today. */
export type DateShortcut = 'startOfYear' | 'today' | 'startOfMonth' | 'beginningOfTime';

export const DATE_SHORTCUTS: readonly { key: DateShortcut; label: string }[] = [
  { key: 'startOfYear', label: 'Början av året' },
  { key: 'today', label: 'Idag' },
  { key: 'startOfMonth', label: 'Början av månaden' },
  { key: 'beginningOfTime', label: 'Tidernas början' },
];

export function resolveDateShortcut(shortcut: DateShortcut, today: DateOnly): DateOnly {
  switch (shortcut) {
    case 'startOfYear':
      return `${today.slice(0, 4)}-01-01`;
    case 'today':
      return today;
    case 'startOfMonth':
      return `${today.slice(0, 7)}-01`;
    case 'beginningOfTime':
      return BEGINNING_OF_TIME;
  }
}
