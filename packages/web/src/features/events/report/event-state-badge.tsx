import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventView } from '../api/get-event-calendar.ts';

const COLORS = { reported: 'blue', attested: 'green', rejected: 'red', paid: 'gray' } as const;

/** Rapporterad, Attesterad, Avvisad, or "Utbetald i <run>" once a payroll run has paid it. */
export function EventStateBadge({ event }: { event: Pick<EventView, 'state' | 'paidInRun'> }) {
  const { t } = useTranslation('transaction');
  const label =
    event.state === 'paid' && event.paidInRun
      ? t('event.paidIn', { run: event.paidInRun.label })
      : t(`event.states.${event.state}`);
  return (
    // A dot in the colour and the text in the page's: green-9 text on the light badge read under 4.5:1 (axe color-contrast).
    <Badge color={COLORS[event.state]} variant="dot" tt="none">
      {label}
    </Badge>
  );
}
