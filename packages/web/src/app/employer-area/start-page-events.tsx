import { EVENT_KIND_PRIVILEGES } from '@lonsam/domain/events/event-schema';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type EventSummary, useEventSummary } from '../../features/dashboard/api/get-event-summary.ts';
import type { EmployerScope } from '../../lib/employer-scope.tsx';
import { usePrivileges } from '../../ui/privileges/privileges-context.tsx';

/*
 * The events part of the start pages (issue 15 as issue 17 lands): the admin and the manager see
 * how many events wait for their attestation, the employee what is left to report this month.
 */

const REPORT_PRIVILEGES = Object.values(EVENT_KIND_PRIVILEGES);

function EventCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Whether the role may attest (admin, manager) or report (user): the card is left out otherwise. */
export function useEventCards() {
  const { entries, isLoading } = usePrivileges();
  return {
    isLoading,
    attests: hasPrivilege(entries, 'Employee.Events.Attestation'),
    reports: hasPrivilege(entries, REPORT_PRIVILEGES, { requiresWrite: true }),
    marksReady: hasPrivilege(entries, 'Employee.Events.Report.ReadyMarker', { requiresWrite: true }),
  };
}

/** "`YYYY-MM`" as the language names the month ("november", "November"). */
function useMonthName() {
  const { i18n } = useTranslation();
  return (month: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1),
    );
}

/** Events waiting for the caller's attestation, with the way to them (`to`). */
export function WaitingForAttestationCard({ scope, to }: { scope: EmployerScope; to: string }) {
  const { t } = useTranslation('company');
  const summary = useEventSummary(scope);
  const waiting = summary.data?.waitingForAttestation;
  return (
    <EventCard title={t('start.events.waitingTitle')}>
      {summary.isError ? (
        <Text size="sm">{t('start.loadFailed')}</Text>
      ) : summary.data === undefined ? (
        <Skeleton h={40} />
      ) : (
        <Text data-testid="events-waiting">
          {waiting ? t('start.events.waiting', { count: waiting }) : t('start.events.waitingNone')}
        </Text>
      )}
      <Group>
        <Button component={Link} to={to} variant={waiting ? 'filled' : 'default'}>
          {t('start.events.showWaiting')}
        </Button>
      </Group>
    </EventCard>
  );
}

/** The employee's month: what is reported, what was rejected, whether the month is marked ready. */
export function ReportThisMonthCard({
  scope,
  base,
  marksReady,
}: {
  scope: EmployerScope;
  base: string;
  marksReady: boolean;
}) {
  const { t } = useTranslation('company');
  const monthName = useMonthName();
  const summary = useEventSummary(scope);
  const data = summary.data;
  const own = data?.own ?? null;
  return (
    <EventCard title={t('start.events.reportTitle')}>
      {summary.isError ? (
        <Text size="sm">{t('start.loadFailed')}</Text>
      ) : data === undefined ? (
        <Skeleton h={40} />
      ) : (
        <OwnMonth own={own} month={monthName(data.month)} monthName={monthName} marksReady={marksReady} />
      )}
      <Group>
        <Button component={Link} to={`${base}/report`}>
          {data
            ? t('start.events.toReport', { month: monthName(data.month) })
            : t('start.events.reportTitle')}
        </Button>
      </Group>
    </EventCard>
  );
}

function OwnMonth({
  own,
  month,
  monthName,
  marksReady,
}: {
  own: EventSummary['own'];
  month: string;
  monthName: (month: string) => string;
  marksReady: boolean;
}) {
  const { t } = useTranslation('company');
  if (!own) return <Text size="sm">{t('start.events.reportHint', { month })}</Text>;
  const previous = own.previousMonth;
  return (
    <Stack gap={4} data-testid="own-month">
      {marksReady && (
        <Text fw={600}>
          {own.readyMarked ? t('start.events.ready', { month }) : t('start.events.notReady', { month })}
        </Text>
      )}
      {marksReady && previous && !previous.readyMarked && (
        <Text size="sm">{t('start.events.previousNotReady', { month: monthName(previous.month) })}</Text>
      )}
      {own.rejected > 0 && (
        <Text size="sm" c="red.8">
          {t('start.events.rejected', { count: own.rejected })}
        </Text>
      )}
      <Text size="sm">
        {own.events > 0
          ? t('start.events.reported', { count: own.events, month })
          : t('start.events.reportedNone', { month })}
      </Text>
      {marksReady && !own.readyMarked && (
        <Text size="sm" c="dimmed">
          {t('start.events.notReadyHint')}
        </Text>
      )}
    </Stack>
  );
}
