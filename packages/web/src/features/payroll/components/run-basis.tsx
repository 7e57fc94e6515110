import type { GetPayrollRunResponse } from '@lonsam/domain/contracts/payroll-runs/get-payroll-run';
import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';

type EventRow = GetPayrollRunResponse['eventsIncluded'][number];

function EventLines({ events, summary }: { events: EventRow[]; summary: string }) {
  const { t } = useTranslation('payroll');
  // Folded: a month's events can be hundreds; the count above says what matters first.
  return (
    <details>
      <summary>
        <Text component="span" size="sm">
          {summary}
        </Text>
      </summary>
      <List size="sm" spacing={2} mt={4}>
        {events.map((event) => {
          const values = {
            name: event.employeeName,
            kind: t(`run.basis.eventKind.${event.kind}`),
            from: event.fromDate,
            to: event.toDate,
          };
          return (
            <List.Item key={event.id}>
              {event.fromDate === event.toDate
                ? t('run.basis.eventLineOneDay', values)
                : t('run.basis.eventLine', values)}
            </List.Item>
          );
        })}
      </List>
    </details>
  );
}

/**
 * Who the run pays and who it does not (with the reason), the attested events it takes in and the
 * unattested ones it leaves out, with a way to the event list to attest them.
 */
export function RunBasis({ data }: { data: GetPayrollRunResponse }) {
  const { t } = useTranslation('payroll');
  const { employerId } = useEmployerScope();
  const { employees, excluded, eventsIncluded, eventsLeftOut } = data;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="run-basis-title">
      <Stack gap="sm">
        <Title order={3} id="run-basis-title">
          {t('run.basis.title')}
        </Title>
        <Text>{t('run.basis.included', { count: employees.length })}</Text>
        {excluded.length > 0 && (
          <Stack gap={4}>
            <Text fw={600}>{t('run.basis.excludedTitle', { count: excluded.length })}</Text>
            <List size="sm" spacing={2}>
              {excluded.map((row) => (
                <List.Item key={row.employmentId}>
                  {row.employeeName}: {row.reason}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Stack gap={4}>
          <Text>{t('run.basis.eventsIncluded', { count: eventsIncluded.length })}</Text>
          {eventsIncluded.length > 0 && (
            <EventLines events={eventsIncluded} summary={t('run.basis.showEvents')} />
          )}
        </Stack>
        {eventsLeftOut.length > 0 && (
          <Stack gap={4}>
            <Text c="red.9" fw={600}>
              {t('run.basis.eventsLeftOut', { count: eventsLeftOut.length })}
            </Text>
            <EventLines events={eventsLeftOut} summary={t('run.basis.showEvents')} />
            <Anchor component={Link} to={`/${employerId}/events`}>
              {t('run.basis.eventsLeftOutLink')}
            </Anchor>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
