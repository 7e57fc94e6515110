import { convertOvertimeToCompHours } from '@lonsam/domain/settings/time-bank-rules';
import {
  FLEX_PERIODS,
  type TimeBankSettings,
  timeBankSettingsSchema,
} from '@lonsam/domain/settings/time-bank-settings';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { NumberInput } from '../../../../ui/inputs/number-input.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { type TimeBanksDocument, useUpdateTimeBanks } from './time-banks-api.ts';

type CompBank = TimeBankSettings['compBank'];
type FlexBank = TimeBankSettings['flexBank'];

const hoursFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });

/** Tidbanker: the comp time bank (overtime as time off) and the flex bank, one versioned document. */
export function TimeBanksForm(props: {
  scope: EmployerScope;
  document: TimeBanksDocument;
  canEdit: boolean;
}) {
  const { document, canEdit } = props;
  const { t } = useTranslation('settings-time-banks');
  const update = useUpdateTimeBanks(props.scope);
  const form = useVersionedForm<TimeBankSettings>({
    initialValues: () => document.value,
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('saveFailed'),
    describeConflict: (current) => {
      const stored = current as Partial<TimeBankSettings>;
      const state = (isEnabled: boolean | undefined) => t(isEnabled ? 'conflict.on' : 'conflict.off');
      return [
        {
          label: t('comp.title'),
          value: `${state(stored.compBank?.isEnabled)}, ${t('comp.maxHours')} ${stored.compBank?.maxHours ?? ''}`,
        },
        {
          label: t('flex.title'),
          value: `${state(stored.flexBank?.isEnabled)}, +${stored.flexBank?.plusLimitHours ?? ''} / −${stored.flexBank?.minusLimitHours ?? ''}`,
        },
      ];
    },
  });
  const { values, errors, setErrors } = form;
  const comp = values.compBank;
  const flex = values.flexBank;
  const setComp = <K extends keyof CompBank>(key: K, value: CompBank[K]) =>
    form.setValue('compBank', { ...comp, [key]: value });
  const setFlex = <K extends keyof FlexBank>(key: K, value: FlexBank[K]) =>
    form.setValue('flexBank', { ...flex, [key]: value });
  const hours = (value: number | string) => (value === '' ? (value as unknown as number) : Number(value));

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = timeBankSettingsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await form.save(() => update.mutateAsync({ version: document.version, value: parsed.data })))
      void showToast({ type: 'success', title: t('saved') });
  }

  // "3 h enkel övertid ger 4,5 komptimmar": the factors in words, while they are valid numbers.
  const example = (kind: 'simple' | 'qualified') => {
    const factor = kind === 'simple' ? comp.simpleOvertimeFactor : comp.qualifiedOvertimeFactor;
    return typeof factor === 'number' && factor >= 1
      ? t(`comp.example.${kind}`, { hours: hoursFormat.format(convertOvertimeToCompHours(comp, 3, kind)) })
      : '';
  };

  return (
    <form onSubmit={save} noValidate aria-label={t('title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {form.conflictAlert}
        {!comp.isEnabled && !flex.isEnabled && (
          <Text size="sm" role="status">
            {t(canEdit ? 'empty' : 'emptyReadOnly')}
          </Text>
        )}
        <Fieldset legend={t('comp.title')}>
          <Stack>
            <Switch
              label={t('comp.isEnabled')}
              checked={comp.isEnabled}
              disabled={!canEdit}
              onChange={(event) => setComp('isEnabled', event.currentTarget.checked)}
            />
            {comp.isEnabled && (
              <>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <NumberInput
                    label={t('comp.maxHours')}
                    value={comp.maxHours}
                    allowNegative={false}
                    readOnly={!canEdit}
                    error={errors['compBank.maxHours']}
                    onChange={(value) => setComp('maxHours', hours(value))}
                  />
                  <NumberInput
                    label={t('comp.simpleFactor')}
                    description={example('simple')}
                    value={comp.simpleOvertimeFactor}
                    allowNegative={false}
                    readOnly={!canEdit}
                    error={errors['compBank.simpleOvertimeFactor']}
                    onChange={(value) => setComp('simpleOvertimeFactor', hours(value))}
                  />
                  <NumberInput
                    label={t('comp.qualifiedFactor')}
                    description={example('qualified')}
                    value={comp.qualifiedOvertimeFactor}
                    allowNegative={false}
                    readOnly={!canEdit}
                    error={errors['compBank.qualifiedOvertimeFactor']}
                    onChange={(value) => setComp('qualifiedOvertimeFactor', hours(value))}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Switch
                    label={t('comp.payout')}
                    checked={comp.isPayoutAboveMaxAtYearEnd}
                    disabled={!canEdit}
                    onChange={(event) => setComp('isPayoutAboveMaxAtYearEnd', event.currentTarget.checked)}
                  />
                  <NumberInput
                    label={t('comp.expiryMonths')}
                    description={t('comp.expiryHint')}
                    value={comp.expiryMonths ?? ''}
                    decimalScale={0}
                    allowNegative={false}
                    readOnly={!canEdit}
                    error={errors['compBank.expiryMonths']}
                    onChange={(value) => setComp('expiryMonths', value === '' ? null : Number(value))}
                  />
                </SimpleGrid>
              </>
            )}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('flex.title')}>
          <Stack>
            <Switch
              label={t('flex.isEnabled')}
              checked={flex.isEnabled}
              disabled={!canEdit}
              onChange={(event) => setFlex('isEnabled', event.currentTarget.checked)}
            />
            {flex.isEnabled && (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NumberInput
                  label={t('flex.plusLimit')}
                  value={flex.plusLimitHours}
                  allowNegative={false}
                  readOnly={!canEdit}
                  error={errors['flexBank.plusLimitHours']}
                  onChange={(value) => setFlex('plusLimitHours', hours(value))}
                />
                <NumberInput
                  label={t('flex.minusLimit')}
                  value={flex.minusLimitHours}
                  allowNegative={false}
                  readOnly={!canEdit}
                  error={errors['flexBank.minusLimitHours']}
                  onChange={(value) => setFlex('minusLimitHours', hours(value))}
                />
                <Select
                  label={t('flex.period')}
                  data={FLEX_PERIODS.map((period) => ({ value: period, label: t(`flex.periods.${period}`) }))}
                  value={flex.reconciliationPeriod}
                  allowDeselect={false}
                  readOnly={!canEdit}
                  error={errors['flexBank.reconciliationPeriod']}
                  onChange={(value) =>
                    value && setFlex('reconciliationPeriod', value as FlexBank['reconciliationPeriod'])
                  }
                />
              </SimpleGrid>
            )}
          </Stack>
        </Fieldset>
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
