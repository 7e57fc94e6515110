import { adjustBalanceBody } from '@lonsam/domain/contracts/balances/balance-shapes';
import type { BalanceKind } from '@lonsam/domain/events/event-schema';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { type FieldErrorMap, readFieldErrors, toFieldErrors } from '../../../ui/forms/field-errors.ts';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { NumberInput } from '../../../ui/inputs/number-input.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useAdjustBalance } from '../api/adjust-balance.ts';

type Values = { balance: BalanceKind; date: string; change: number | string; reason: string };

const swedishToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

/** The server's field names (`payload.change` from the events' own check) as the form's. */
function byField(errors: FieldErrorMap): FieldErrorMap {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key.replace(/^payload\./, ''), message]),
  );
}

/**
 * "Justera saldo" on an employee's balances tab: which balance, the date, the change (days or
 * hours, minus to take off) and the reason. Saved as an attested adjustment that the history
 * shows with its reason; the kinds offered are those the role may adjust.
 */
export function BalanceAdjustmentForm({
  employmentId,
  kinds = ['vacation-days', 'saved-vacation-days', 'comp-time', 'flex'],
}: {
  employmentId: string;
  kinds?: readonly BalanceKind[];
}) {
  const scope = useEmployerScope();
  const { t } = useTranslation('balances');
  const { t: translate } = useTranslation();
  const adjust = useAdjustBalance(scope, employmentId);
  const initial = (): Values => ({
    balance: kinds[0] ?? 'vacation-days',
    date: swedishToday(),
    change: '',
    reason: '',
  });
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const isDays = values.balance === 'vacation-days' || values.balance === 'saved-vacation-days';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adjustBalanceBody.safeParse({
      ...values,
      change: values.change === '' ? undefined : Number(values.change),
    });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await adjust.mutateAsync(parsed.data);
      setValues({ ...initial(), balance: values.balance });
      void showToast({ type: 'success', title: t('adjust.saved') });
    } catch (error) {
      setErrors(byField(readFieldErrors(error, t('adjust.failed'), translate)));
    }
  }

  return (
    <Paper withBorder p="sm" component="section" aria-label={t('adjust.title')} maw={720}>
      <form onSubmit={submit} noValidate aria-label={t('adjust.title')}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('adjust.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('adjust.balance')}
              data={kinds.map((kind) => ({ value: kind, label: t(`adjust.kinds.${kind}`) }))}
              value={values.balance}
              onChange={(value) => value && set('balance', value as BalanceKind)}
              allowDeselect={false}
              error={errors.balance}
            />
            <DateInput
              label={t('adjust.date')}
              value={values.date}
              onChange={(value) => set('date', value)}
              error={errors.date}
            />
            <NumberInput
              label={isDays ? t('adjust.changeDays') : t('adjust.changeHours')}
              description={t('adjust.changeHint')}
              value={values.change}
              onChange={(value) => set('change', value)}
              allowNegative
              error={errors.change}
            />
          </SimpleGrid>
          <Textarea
            label={t('adjust.reason')}
            value={values.reason}
            onChange={(event) => set('reason', event.currentTarget.value)}
            error={errors.reason}
            maxLength={500}
            rows={2}
          />
          <Group>
            <Button type="submit" loading={adjust.isPending}>
              {t('adjust.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
