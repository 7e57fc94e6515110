import { Alert, Button, Group, Modal, NumberInput, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { useRefreshBalances, useStartYearEnd, useYearEnd } from '../api/year-end.ts';

/**
 * "Stäng semesteråret" on Semestersaldon (docs/balances.md *Year end*): the admin picks the closing
 * vacation year, confirms, and follows the job's progress to its result (employments, days saved,
 * expired, to pay out). Running it again for the same year changes nothing.
 */
export function VacationYearEnd({ defaultYear }: { defaultYear?: number }) {
  const scope = useEmployerScope();
  const { t, i18n } = useTranslation('balances');
  const [year, setYear] = useState<number>(defaultYear ?? new Date().getFullYear() - 1);
  const [isConfirming, setIsConfirming] = useState(false);
  const [startedYear, setStartedYear] = useState<number | null>(null);
  const start = useStartYearEnd(scope);
  const status = useYearEnd(scope, startedYear);
  const refresh = useRefreshBalances(scope);
  const number = new Intl.NumberFormat(i18n.language || 'sv-SE', { maximumFractionDigits: 2 });
  const view = status.data;
  const isRunning = view?.state === 'queued' || view?.state === 'running';

  useEffect(() => {
    if (view?.state === 'succeeded') void refresh();
  }, [view?.state, refresh]);

  const confirm = () => {
    setIsConfirming(false);
    start.mutate(year, { onSuccess: () => setStartedYear(year) });
  };

  const startError =
    start.error instanceof ApiError && start.error.status === 403
      ? t('yearEnd.forbidden')
      : t('yearEnd.failed');

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('yearEnd.year')}
          value={year}
          onChange={(value) => setYear(Number(value) || year)}
          min={2000}
          max={2999}
          allowDecimal={false}
          thousandSeparator={false}
          w={140}
        />
        <Button onClick={() => setIsConfirming(true)} loading={start.isPending || isRunning}>
          {t('yearEnd.button')}
        </Button>
      </Group>
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('yearEnd.confirmTitle', { year })}
      >
        <Stack gap="md">
          <Text>{t('yearEnd.confirmText', { year })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)}>
              {t('yearEnd.cancel')}
            </Button>
            <Button onClick={confirm}>{t('yearEnd.confirm', { year })}</Button>
          </Group>
        </Stack>
      </Modal>
      {start.isError && (
        <Alert color="red" role="alert">
          {startError}
        </Alert>
      )}
      {view && isRunning && (
        <Stack gap={4}>
          <Text size="sm">
            {t('yearEnd.running', { year: view.year, progress: Math.round(view.progress) })}
          </Text>
          <Progress value={view.progress} aria-label={t('yearEnd.progress')} />
        </Stack>
      )}
      {view?.state === 'succeeded' && (
        <Alert color="green" role="status" title={t('yearEnd.doneTitle', { year: view.year })}>
          {t('yearEnd.done', {
            employments: view.employments,
            saved: number.format(view.daysSaved),
            expired: number.format(view.daysExpired),
            payOut: number.format(view.daysToPayOut),
          })}
        </Alert>
      )}
      {(view?.state === 'failed' || status.isError) && (
        <Alert color="red" role="alert">
          {t('yearEnd.jobFailed')}
        </Alert>
      )}
    </Stack>
  );
}
