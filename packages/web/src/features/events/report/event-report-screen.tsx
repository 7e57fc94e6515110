import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { PrivilegeGate } from '../../../ui/privileges/privilege-gate.tsx';
import { type EventCalendar, type EventView, useEventCalendar } from '../api/get-event-calendar.ts';
import { EventForm, firstAllowedAbsenceType } from './event-form.tsx';
import { EventList, isChangeable } from './event-list.tsx';
import { type EventFormValues, emptyValues, valuesFromPayload, withDate } from './form-values.ts';
import { formatMonthHeading, formatMonthText } from './format.ts';
import { MonthCalendar } from './month-calendar.tsx';
import { readMonthParam, shiftMonth, todayInSweden } from './month-param.ts';
import { ReadyMarker } from './ready-marker.tsx';

type OpenForm = { key: number; values: EventFormValues; eventId?: string };

/**
 * One employment's month (usable in the user's, the manager's and the admin's areas): the calendar
 * with the scheduled days and the reported events, quick entry from templates, the form, the
 * month's events with their states, and the ready marker. The month is `?month=YYYY-MM`, so a
 * reload or a link opens the same month.
 */
export function EventReportScreen({ employmentId }: { employmentId: string }) {
  const scope = useEmployerScope();
  const { t, i18n } = useTranslation('transaction');
  const [searchParams, setSearchParams] = useSearchParams();
  const [today] = useState(() => todayInSweden());
  const month = readMonthParam(searchParams.get('month'), today);
  const calendar = useEventCalendar(scope, employmentId, month);
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const [form, setForm] = useState<OpenForm | null>(null);
  const formCount = useRef(0);
  const typedValues = useRef<EventFormValues | null>(null);
  const rememberValues = useCallback((values: EventFormValues) => {
    typedValues.current = values;
  }, []);
  const formArea = useRef<HTMLDivElement>(null);
  const monthHeading = formatMonthHeading(month, i18n.language);
  const monthText = formatMonthText(month, i18n.language);
  usePageTitle([monthHeading, calendar.data?.employeeName]);

  function goToMonth(next: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('month', next);
        return params;
      },
      { preventScrollReset: true },
    );
    setSelectedDate(null);
    setForm(null);
  }

  function openForm(values: EventFormValues, eventId?: string) {
    formCount.current += 1;
    setForm({ key: formCount.current, values, eventId });
    // The form opens below the calendar: on a phone it would otherwise be out of sight.
    requestAnimationFrame(() => formArea.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
  }

  const data = calendar.data;
  const defaultDate = selectedDate ?? (today.startsWith(month) ? today : `${month}-01`);

  function newValues(data: EventCalendar, date: string): EventFormValues {
    const kind =
      form && !form.eventId && data.reportableKinds.includes(form.values.kind)
        ? form.values.kind
        : data.reportableKinds[0];
    return emptyValues(kind ?? 'absence', date, { absenceType: firstAllowedAbsenceType(data.absenceTypes) });
  }

  function selectDate(date: string) {
    setSelectedDate(date);
    // A change being made stays open; a new event moves to the day with what was typed so far.
    if (!data || data.reportableKinds.length === 0 || form?.eventId) return;
    openForm(form && typedValues.current ? withDate(typedValues.current, date) : newValues(data, date));
  }

  const editedEvent = form?.eventId ? data?.events.find((event) => event.id === form.eventId) : undefined;
  const canChange = (event: EventView) =>
    isChangeable(event) && Boolean(data?.reportableKinds.includes(event.kind));
  const templates = data
    ? data.templates.filter((template) => data.reportableKinds.includes(template.kind))
    : [];

  return (
    <Stack gap="lg" data-testid="event-report-screen">
      <Stack gap={0}>
        <Title order={2}>{t('report.title')}</Title>
        {data ? <Text c="dimmed">{data.employeeName}</Text> : null}
      </Stack>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button
          variant="default"
          onClick={() => goToMonth(shiftMonth(month, -1))}
          aria-label={t('report.previousMonth')}
        >
          ‹
        </Button>
        <Title order={3} aria-live="polite" ta="center">
          {monthHeading}
        </Title>
        <Button
          variant="default"
          onClick={() => goToMonth(shiftMonth(month, 1))}
          aria-label={t('report.nextMonth')}
        >
          ›
        </Button>
      </Group>
      {!today.startsWith(month) ? (
        <Group justify="center">
          <Button variant="subtle" size="xs" onClick={() => goToMonth(today.slice(0, 7))}>
            {t('report.thisMonth')}
          </Button>
        </Group>
      ) : null}
      {calendar.isPending ? (
        <Center py="xl" role="status" aria-busy="true">
          <Loader aria-label={t('report.loading')} />
        </Center>
      ) : !data ? (
        <Alert color="red">{t('report.loadFailed')}</Alert>
      ) : (
        <>
          {data.monthCompleted ? (
            <Alert color="yellow" title={t('report.monthCompletedTitle')}>
              {t('report.monthCompleted')}
            </Alert>
          ) : null}
          <MonthCalendar
            month={month}
            days={data.days}
            events={data.events}
            salaryTypes={data.salaryTypes}
            today={today}
            selectedDate={selectedDate}
            onSelectDate={selectDate}
            caption={t('report.calendar.caption', { month: monthText })}
          />
          {data.reportableKinds.length > 0 ? (
            <Stack gap="xs">
              {templates.length > 0 ? (
                <>
                  <Title order={3} size="h4">
                    {t('report.templates.title')}
                  </Title>
                  <Group gap="xs">
                    {templates.map((template) => (
                      <Button
                        key={template.id}
                        variant="light"
                        size="sm"
                        onClick={() =>
                          openForm(
                            withDate(
                              valuesFromPayload(template.kind, template.payload, defaultDate),
                              defaultDate,
                            ),
                          )
                        }
                      >
                        {template.name}
                      </Button>
                    ))}
                  </Group>
                </>
              ) : null}
              <Group>
                <Button onClick={() => openForm(newValues(data, defaultDate))}>{t('report.newEvent')}</Button>
              </Group>
            </Stack>
          ) : null}
          <div ref={formArea}>
            {form && (!form.eventId || editedEvent) ? (
              <EventForm
                key={form.key}
                scope={scope}
                employmentId={employmentId}
                calendar={data}
                initialValues={form.values}
                event={editedEvent}
                onDone={() => setForm(null)}
                onValuesChange={rememberValues}
              />
            ) : null}
          </div>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('report.list.title', { month: monthText })}
            </Title>
            {data.events.length === 0 ? (
              <Text c="dimmed">
                {data.reportableKinds.length > 0 ? t('report.list.empty') : t('report.list.emptyReadOnly')}
              </Text>
            ) : (
              <EventList
                scope={scope}
                events={data.events}
                salaryTypes={data.salaryTypes}
                canChange={canChange}
                onEdit={(event) =>
                  openForm(valuesFromPayload(event.kind, event.payload, event.fromDate), event.id)
                }
              />
            )}
          </Stack>
          <PrivilegeGate privilege="Employee.Events.Report.ReadyMarker" requiresWrite>
            <ReadyMarker
              scope={scope}
              employmentId={employmentId}
              month={month}
              monthName={monthText}
              readyMarker={data.readyMarker}
            />
          </PrivilegeGate>
        </>
      )}
    </Stack>
  );
}
