import { addDays, getIsoWeekday } from '@lonsam/domain/time/calendar-date';
import { VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDay, EventView, ReportableSalaryType } from '../api/get-event-calendar.ts';
import { buildCalendarWeeks, eventsOnDate } from './calendar-weeks.ts';
import { eventTitle } from './describe-event.ts';
import { formatDecimal, formatLongDate } from './format.ts';
import classes from './month-calendar.module.css';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** Below this width the calendar is compact (a phone held upright is 375 px). */
export const PHONE_QUERY = '(max-width: 36em)';

/**
 * The month as weeks from Monday, with ISO week numbers: each day a button naming the date, the
 * scheduled hours, the holiday and the events reported (screen readers hear all of it; a phone
 * shows a dot per event). Arrow keys move a day or a week, Home and End to the week's ends.
 */
export function MonthCalendar(props: {
  month: string;
  days: readonly CalendarDay[];
  events: readonly EventView[];
  salaryTypes: readonly ReportableSalaryType[];
  today: string;
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
  caption: string;
}) {
  const { t, i18n } = useTranslation('transaction');
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const weeks = buildCalendarWeeks(props.days);
  const firstDate = props.days[0]?.date;
  const lastDate = props.days[props.days.length - 1]?.date;

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const date = (event.target as HTMLElement).dataset.date;
    if (!date || !firstDate || !lastDate) return;
    const weekday = getIsoWeekday(date);
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: 1 - weekday,
      End: 7 - weekday,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    let next = addDays(date, step);
    if (next < firstDate) next = firstDate;
    if (next > lastDate) next = lastDate;
    event.currentTarget.querySelector<HTMLButtonElement>(`button[data-date="${next}"]`)?.focus();
  }

  function describeDay(day: CalendarDay, dayEvents: EventView[]): string {
    const parts = [formatLongDate(day.date, i18n.language)];
    if (day.outsideEmployment) parts.push(t('report.calendar.outsideEmployment'));
    else if (day.scheduledHours > 0)
      parts.push(
        t('report.calendar.scheduled', {
          count: day.scheduledHours,
          hours: formatDecimal(day.scheduledHours),
        }),
      );
    else parts.push(t('report.calendar.notScheduled'));
    if (day.holidayName) parts.push(day.holidayName);
    if (day.date === props.today) parts.push(t('report.calendar.today'));
    for (const event of dayEvents) parts.push(eventTitle(event, t, props.salaryTypes));
    return parts.join(', ');
  }

  return (
    <table
      className={`${classes.table} ${isPhone ? classes.compact : ''}`}
      data-layout={isPhone ? 'compact' : 'full'}
      onKeyDown={onKeyDown}
    >
      <caption>
        <VisuallyHidden>{props.caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col" className={classes.weekHeader}>
            <abbr title={t('report.calendar.week')}>{t('report.calendar.weekShort')}</abbr>
          </th>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col" className={classes.weekday}>
              <abbr title={t(`report.calendar.weekdays.${day}`)}>
                {t(`report.calendar.${isPhone ? 'weekdaysNarrow' : 'weekdaysShort'}.${day}`)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.week}>
            <th scope="row" className={classes.week}>
              {week.week}
            </th>
            {week.days.map((day, index) => {
              if (!day) return <td key={WEEKDAYS[index]} />;
              const dayEvents = eventsOnDate(props.events, day.date);
              const isDayOff =
                getIsoWeekday(day.date) >= 6 || day.holidayName !== null || day.scheduledHours === 0;
              const className = [
                classes.day,
                isDayOff ? classes.dayOff : '',
                day.outsideEmployment ? classes.outside : '',
                day.date === props.today ? classes.today : '',
              ].join(' ');
              return (
                <td key={day.date}>
                  <button
                    type="button"
                    className={className}
                    data-date={day.date}
                    data-day-off={isDayOff || undefined}
                    aria-pressed={props.selectedDate === day.date}
                    aria-current={day.date === props.today ? 'date' : undefined}
                    onClick={() => props.onSelectDate(day.date)}
                  >
                    {/* The name is the whole sentence; what the cell shows is a shorthand of it (label in name). */}
                    <VisuallyHidden>{describeDay(day, dayEvents)}</VisuallyHidden>
                    <span
                      aria-hidden
                      className={`${classes.number} ${day.holidayName ? classes.holidayNumber : ''}`}
                    >
                      {Number(day.date.slice(8))}
                    </span>
                    {day.scheduledHours > 0 ? (
                      <span aria-hidden className={classes.hours}>
                        {t('report.calendar.hoursShort', { hours: formatDecimal(day.scheduledHours) })}
                      </span>
                    ) : null}
                    {day.holidayName && !isPhone ? (
                      <span aria-hidden className={classes.holiday}>
                        {day.holidayName}
                      </span>
                    ) : null}
                    {dayEvents.map((event) => (
                      <span key={event.id} aria-hidden className={classes.event} data-state={event.state}>
                        {isPhone ? null : eventTitle(event, t, props.salaryTypes)}
                      </span>
                    ))}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
