import { Accordion, Alert, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { type BalanceChange, type BalancesView, useBalances } from '../api/balances.ts';

const NUMBERS = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function useFormat() {
  const { t, i18n } = useTranslation('balances');
  const number = new Intl.NumberFormat(i18n.language || 'sv-SE', { maximumFractionDigits: 2 });
  const signed = new Intl.NumberFormat(i18n.language || 'sv-SE', {
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  return {
    days: (value: number) => t('days', { value: number.format(value) }),
    hours: (value: number) => t('hours', { value: number.format(value) }),
    signed: (value: number, unit: 'days' | 'hours') => t(unit, { value: signed.format(value) }),
  };
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" component="li" style={{ listStyle: 'none' }}>
      <Text size="sm">{label}</Text>
      <Text fw={600} style={NUMBERS}>
        {value}
      </Text>
    </Group>
  );
}

function ChangeRow({ change, unit }: { change: BalanceChange; unit: 'days' | 'hours' }) {
  const { t } = useTranslation('balances');
  const format = useFormat();
  // Comp hours paid out (expired, or above the cap at the year end) are not vacation compensation;
  // without a run they are still to be paid.
  const isHoursPayout = unit === 'hours' && change.cause === 'paidOut';
  const cause = isHoursPayout ? t('hoursCause.paidOut') : t(`cause.${change.cause}`);
  const what =
    isHoursPayout && !change.runLabel && !change.reason
      ? t('hoursCause.toPayOut')
      : change.reason
        ? change.adjustedBy
          ? t('history.withReasonBy', { cause, by: change.adjustedBy, reason: change.reason })
          : t('history.withReason', { cause, reason: change.reason })
        : change.runLabel
          ? t('history.inRun', { cause, run: change.runLabel })
          : cause;
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
      gap="xs"
      style={{ listStyle: 'none' }}
    >
      <Stack gap={0} miw={0}>
        <Text size="sm">{what}</Text>
        <Text size="xs" c="dimmed">
          {change.part ? `${change.date} · ${t(`part.${change.part}`)}` : change.date}
        </Text>
      </Stack>
      <Text size="sm" style={NUMBERS}>
        {format.signed(change.amount, unit)}
      </Text>
    </Group>
  );
}

function History({
  name,
  changes,
  unit,
}: {
  name: string;
  changes: BalanceChange[] | null;
  unit: 'days' | 'hours';
}) {
  const { t } = useTranslation('balances');
  // Without the kind's Details privilege the server sends no history: the totals stand alone.
  if (changes === null) return null;
  return (
    <Accordion variant="default" chevronPosition="right">
      <Accordion.Item value="history">
        <Accordion.Control aria-label={t('history.title', { name })}>{t('history.show')}</Accordion.Control>
        <Accordion.Panel>
          {changes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('history.empty')}
            </Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0}>
              {changes.map((change, index) => (
                // A change has no id of its own; the server's order is the history's.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
                <ChangeRow key={index} change={change} unit={unit} />
              ))}
            </Stack>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** The flex balance past a limit at the end of the latest reconciliation period: a warning only. */
function FlexLimitAlert({ warning }: { warning: NonNullable<BalancesView['flex']['limitWarning']> }) {
  const { t, i18n } = useTranslation('balances');
  const format = useFormat();
  const limit = new Intl.NumberFormat(i18n.language || 'sv-SE', { maximumFractionDigits: 2 }).format(
    warning.limitHours,
  );
  return (
    <Alert
      color="yellow"
      mb="xs"
      title={t(warning.status === 'overPlusLimit' ? 'flex.overLimit' : 'flex.underLimit', { limit })}
    >
      {t('flex.limitDetail', {
        balance: format.signed(warning.balanceHours, 'hours'),
        date: warning.periodEnd,
        excess: format.hours(warning.excessHours),
      })}
    </Alert>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function BalancesPanel({ balances }: { balances: BalancesView }) {
  const { t } = useTranslation('balances');
  const format = useFormat();
  const { vacation, compTime, flex } = balances;
  return (
    <Stack gap="sm" maw={720}>
      <Text size="sm" c="dimmed">
        {t('asOf', { date: balances.date })}
      </Text>
      <Card title={t('vacation.title')}>
        <Stack component="ul" gap={4} p={0} m={0} mb="xs">
          <Figure label={t('vacation.paid')} value={format.days(vacation.paidDays)} />
          <Figure label={t('vacation.saved')} value={format.days(vacation.savedDays)} />
          {vacation.savedByYear.map((lot) => (
            <Figure
              key={lot.year}
              label={t('vacation.savedFrom', { year: lot.year })}
              value={format.days(lot.days)}
            />
          ))}
          <Figure label={t('vacation.unpaidTaken')} value={format.days(vacation.unpaidDaysTaken)} />
          {typeof vacation.unpaidDaysLeft === 'number' && (
            <Figure label={t('vacation.unpaidLeft')} value={format.days(vacation.unpaidDaysLeft)} />
          )}
          <Figure label={t('vacation.advance')} value={format.days(vacation.advanceDays)} />
        </Stack>
        <History name={t('vacation.title')} changes={vacation.history} unit="days" />
      </Card>
      <Card title={t('compTime.title')}>
        <Stack component="ul" gap={4} p={0} m={0} mb="xs">
          <Figure label={t('compTime.balance')} value={format.hours(compTime.hours)} />
        </Stack>
        <History name={t('compTime.title')} changes={compTime.history} unit="hours" />
      </Card>
      <Card title={t('flex.title')}>
        <Stack component="ul" gap={4} p={0} m={0} mb="xs">
          <Figure label={t('flex.balance')} value={format.hours(flex.hours)} />
        </Stack>
        {flex.limitWarning ? <FlexLimitAlert warning={flex.limitWarning} /> : null}
        <History name={t('flex.title')} changes={flex.history} unit="hours" />
      </Card>
    </Stack>
  );
}

/** "Saldon" of one employment: vacation days, comp and flex hours with each change's cause. */
export function BalancesScreen({ employmentId }: { employmentId: string }) {
  const scope = useEmployerScope();
  const { t } = useTranslation('balances');
  const balances = useBalances(scope, employmentId);
  if (balances.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('title')} />
      </Center>
    );
  if (balances.isError)
    return (
      <Alert color="red" role="alert">
        {t('loadFailed')}
      </Alert>
    );
  return <BalancesPanel balances={balances.data} />;
}
