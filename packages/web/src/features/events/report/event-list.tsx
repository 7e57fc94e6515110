import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useDeleteEvent } from '../api/delete-event.ts';
import type { EventView, ReportableSalaryType } from '../api/get-event-calendar.ts';
import { effectLines, eventDetails, eventPeriod, eventTitle } from './describe-event.ts';
import { EventStateBadge } from './event-state-badge.tsx';

/** Reported and rejected events change until a manager attests them (and never once paid). */
export function isChangeable(event: Pick<EventView, 'state' | 'paidInRun'>): boolean {
  return (event.state === 'reported' || event.state === 'rejected') && event.paidInRun === null;
}

/**
 * The month's events, one card each (stacked, so a phone reads them top to bottom): what, when,
 * the effect, the state with the manager's comment on a rejection, and edit and delete while the
 * event can still change. Delete asks first.
 */
export function EventList(props: {
  scope: EmployerScope;
  events: readonly EventView[];
  salaryTypes: readonly ReportableSalaryType[];
  canChange: (event: EventView) => boolean;
  onEdit: (event: EventView) => void;
}) {
  const { t, i18n } = useTranslation(['transaction', 'expression']);
  const remove = useDeleteEvent(props.scope);
  const [toDelete, setToDelete] = useState<EventView | null>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync({ eventId: toDelete.id, version: toDelete.version });
      void showToast({ type: 'success', title: t('report.list.deleted') });
    } catch {
      // The client's error toast has said why (a 409 when someone attested it meanwhile).
    } finally {
      setToDelete(null);
    }
  }

  return (
    <>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {props.events.map((event) => {
          const title = eventTitle(event, t, props.salaryTypes);
          const effect = effectLines(event.effect, t, i18n.language);
          return (
            <Card key={event.id} component="li" withBorder padding="sm" aria-label={title}>
              <Stack gap={4}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{title}</Text>
                  <EventStateBadge event={event} />
                </Group>
                <Text size="sm">{eventPeriod(event, i18n.language)}</Text>
                <Text size="sm" c="dimmed">
                  {eventDetails(event, t, i18n.language)}
                </Text>
                {effect.length > 0 ? <Text size="sm">{effect.join(' · ')}</Text> : null}
                {event.state === 'rejected' && event.decisionComment ? (
                  <Text size="sm" c="red.8">
                    {t('event.rejectedComment', { comment: event.decisionComment })}
                  </Text>
                ) : null}
                {event.correctsEventId ? (
                  <Text size="sm" c="dimmed">
                    {t('event.correction')}
                  </Text>
                ) : null}
                {event.reportedByRole !== 'user' ? (
                  <Text size="xs" c="dimmed">
                    {t('event.reportedBy', { name: event.reportedByName })}
                  </Text>
                ) : null}
                {props.canChange(event) ? (
                  <Group gap="xs" mt={4}>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => props.onEdit(event)}
                      aria-label={t('report.list.editNamed', { name: title })}
                    >
                      {t('report.list.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => setToDelete(event)}
                      aria-label={t('report.list.deleteNamed', { name: title })}
                    >
                      {t('report.list.delete')}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Card>
          );
        })}
      </Stack>
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('report.list.deleteTitle', {
          name: toDelete ? eventTitle(toDelete, t, props.salaryTypes) : '',
        })}
        message={t('report.list.deleteMessage', {
          period: toDelete ? eventPeriod(toDelete, i18n.language) : '',
        })}
        confirmLabel={t('report.list.deleteConfirm')}
        cancelLabel={t('report.list.cancel')}
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
