import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { showToast } from '../../../ui/toast.ts';
import type { EventCalendar } from '../api/get-event-calendar.ts';
import { useSetReadyMarker } from '../api/set-ready-marker.ts';
import { formatLongDate } from './format.ts';

/** "Klarmarkera månaden" when everything is reported, "Ångra klarmarkering" to take it back. */
export function ReadyMarker(props: {
  scope: EmployerScope;
  employmentId: string;
  month: string;
  monthName: string;
  readyMarker: EventCalendar['readyMarker'];
}) {
  const { t, i18n } = useTranslation('transaction');
  const setMarker = useSetReadyMarker(props.scope, props.employmentId);
  const { readyMarker } = props;

  async function toggle(ready: boolean) {
    try {
      await setMarker.mutateAsync({ month: props.month, ready });
      void showToast({
        type: 'success',
        title: t(ready ? 'report.ready.marked' : 'report.ready.unmarked', { month: props.monthName }),
      });
    } catch {
      // The client's toast has said why.
    }
  }

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="ready-marker">
      <Text size="sm">
        {readyMarker
          ? t('report.ready.markedBy', {
              month: props.monthName,
              date: formatLongDate(toDateOnly(new Date(readyMarker.markedAt)), i18n.language),
              name: readyMarker.markedByName,
            })
          : t('report.ready.hint', { month: props.monthName })}
      </Text>
      <Button
        variant={readyMarker ? 'default' : 'filled'}
        loading={setMarker.isPending}
        onClick={() => void toggle(!readyMarker)}
      >
        {t(readyMarker ? 'report.ready.unmark' : 'report.ready.mark')}
      </Button>
    </Group>
  );
}
