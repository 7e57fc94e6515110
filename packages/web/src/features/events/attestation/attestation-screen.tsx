import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import { EVENT_KIND_PRIVILEGES } from '@lonsam/domain/events/event-schema';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { Alert, Anchor, Badge, Box, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePrivileges } from '../../../ui/privileges/privileges-context.tsx';
import { type AttestationGroup, useAttestationList } from '../api/list-attestation.ts';
import { noteText } from '../report/note-text.ts';
import { describeEffect, describeEvent, formatMonth, formatPeriod } from './event-texts.ts';
import { useEventDecisions } from './use-event-decisions.tsx';

export type AttestationScreenProps = {
  scope: EmployerScope;
  /** Where reporting for an employee lives: `${reportBase}/${employmentId}`. */
  reportBase: string;
};

const REPORT_PRIVILEGES = Object.values(EVENT_KIND_PRIVILEGES);

/**
 * The manager's attestation: the team's reported events per employee and month (with whether the
 * employee has marked the month as ready), each with what it does; select one, a group or several
 * groups and attest or reject them together.
 */
export function AttestationScreen({ scope, reportBase }: AttestationScreenProps) {
  const { t, i18n } = useTranslation('transaction');
  const { entries } = usePrivileges();
  const canDecide = hasPrivilege(entries, 'Employee.Events.Attestation', { requiresWrite: true });
  const canReport = hasPrivilege(entries, REPORT_PRIVILEGES, { requiresWrite: true });
  const list = useAttestationList(scope);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const decisions = useEventDecisions(scope, { onDecided: () => setSelected(new Set()) });

  const groups = list.data?.groups ?? [];
  const events = groups.flatMap((group) => group.events);
  // Only what is still listed counts: an event decided elsewhere drops out of the selection.
  const chosen = events.filter((event) => selected.has(event.id));

  const toggle = (ids: readonly string[], isOn: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isOn) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  if (list.isPending) return <PageLoader />;
  if (list.isError)
    return (
      <Alert color="red" role="alert">
        {t('attestation.loadFailed')}
      </Alert>
    );

  return (
    <Stack gap="md" pb={chosen.length > 0 ? 80 : undefined}>
      <Title order={2}>{t('attestation.title')}</Title>
      {decisions.conflictAlert}
      {groups.length === 0 ? (
        <Text c="dimmed" data-testid="attestation-empty">
          {t('attestation.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('attestation.intro')}
          </Text>
          {groups.map((group) => (
            <AttestationGroupCard
              key={`${group.employmentId}:${group.month}`}
              group={group}
              month={formatMonth(group.month, i18n.language)}
              selected={selected}
              canDecide={canDecide}
              reportPath={canReport ? `${reportBase}/${group.employmentId}` : undefined}
              onToggle={toggle}
            />
          ))}
        </>
      )}
      {canDecide && chosen.length > 0 && (
        <Paper
          withBorder
          shadow="md"
          p="sm"
          pos="sticky"
          bottom={0}
          style={{ zIndex: 10 }}
          aria-label={t('attestation.selected', { count: chosen.length })}
          component="section"
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {t('attestation.selected', { count: chosen.length })}
            </Text>
            <Group gap="xs">
              <Button variant="subtle" size="sm" onClick={() => setSelected(new Set())}>
                {t('attestation.clearSelection')}
              </Button>
              <Button
                color="red"
                variant="light"
                size="sm"
                onClick={() => decisions.request('reject', chosen)}
              >
                {t('attestation.reject')}
              </Button>
              <Button size="sm" onClick={() => decisions.request('attest', chosen)}>
                {t('attestation.attest')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      {decisions.dialog}
    </Stack>
  );
}

function AttestationGroupCard({
  group,
  month,
  selected,
  canDecide,
  reportPath,
  onToggle,
}: {
  group: AttestationGroup;
  month: string;
  selected: ReadonlySet<string>;
  canDecide: boolean;
  reportPath: string | undefined;
  onToggle: (ids: readonly string[], isOn: boolean) => void;
}) {
  const { t } = useTranslation('transaction');
  const ids = group.events.map((event) => event.id);
  const chosenCount = ids.filter((id) => selected.has(id)).length;
  const headingId = `attestation-${group.employmentId}-${group.month}`;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h4" id={headingId}>
              {group.employeeName}, {month}
            </Title>
            <Badge color={group.readyMarked ? 'green.9' : 'gray.9'} variant="light" tt="none">
              {group.readyMarked ? t('attestation.readyMarked') : t('attestation.notReadyMarked')}
            </Badge>
          </Group>
          {reportPath && (
            <Anchor component={Link} to={reportPath} size="sm">
              {t('attestation.reportFor', { name: group.employeeName })}
            </Anchor>
          )}
        </Group>
        {canDecide && (
          <Checkbox
            label={t('attestation.selectGroup', { name: group.employeeName, month })}
            checked={chosenCount === ids.length && ids.length > 0}
            indeterminate={chosenCount > 0 && chosenCount < ids.length}
            onChange={(event) => onToggle(ids, event.currentTarget.checked)}
          />
        )}
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {group.events.map((event) => (
            <li key={event.id}>
              <EventRow
                event={event}
                canDecide={canDecide}
                isSelected={selected.has(event.id)}
                onToggle={(isOn) => onToggle([event.id], isOn)}
              />
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function EventRow({
  event,
  canDecide,
  isSelected,
  onToggle,
}: {
  event: EventView;
  canDecide: boolean;
  isSelected: boolean;
  onToggle: (isOn: boolean) => void;
}) {
  const { t, i18n } = useTranslation(['transaction', 'expression']);
  const title = `${t(`eventList.kinds.${event.kind}`)}: ${describeEvent(event, t, i18n.language)}, ${formatPeriod(event)}`;
  const effect = describeEffect(event, t, i18n.language, { withSickFlags: event.effect.notes.length === 0 });
  const comment = 'comment' in event.payload ? event.payload.comment : undefined;
  const detailsId = useId();
  const details = (
    <Stack gap={0}>
      {effect.length > 0 && (
        <Text size="sm" data-testid="event-effect">
          {effect.join(' · ')}
        </Text>
      )}
      {event.effect.notes.map((note) => (
        // orange.8 read under 4.5:1 on white (axe color-contrast); red.9 reads 5.5:1.
        <Text key={note.message} size="xs" c="red.9">
          {noteText(note, t as TFunction, i18n.language)}
        </Text>
      ))}
      {comment && (
        <Text size="xs" c="dimmed" fs="italic">
          ”{comment}”
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('attestation.reportedBy', { name: event.reportedByName, date: event.reportedAt.slice(0, 10) })}
      </Text>
    </Stack>
  );
  if (!canDecide)
    return (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {title}
        </Text>
        {details}
      </Stack>
    );
  return (
    <Stack gap={2}>
      <Checkbox
        label={title}
        aria-describedby={detailsId}
        checked={isSelected}
        onChange={(change) => onToggle(change.currentTarget.checked)}
      />
      <Box pl={32} id={detailsId}>
        {details}
      </Box>
    </Stack>
  );
}
