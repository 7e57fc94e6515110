import { checkNewVersionStart } from '@lonsam/domain/salary-types/effective-salary-type';
import {
  checkTreatment,
  salaryTypeTreatmentSchema,
  VALID_FROM_MESSAGE,
} from '@lonsam/domain/salary-types/salary-type-schema';
import { isDateOnly } from '@lonsam/domain/time/date-shapes';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { DateInput } from '../../../../ui/inputs/date-input.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { RateRuleFields } from './rate-rule-fields.tsx';
import { type RateRuleValues, rateRuleValues, toRateRule } from './rate-rule-values.ts';
import { type SalaryTypeDetail, useAddSalaryTypeVersion } from './salary-types-api.ts';
import { pickTreatment, TreatmentFields, type TreatmentValues } from './treatment-fields.tsx';

type FormValues = TreatmentValues & { validFrom: string; rate: RateRuleValues };

/**
 * A new treatment from a date after the latest version's start, its rate rule included. It starts
 * from the latest version's values.
 */
export function SalaryTypeVersionForm(props: { scope: EmployerScope; type: SalaryTypeDetail }) {
  const { type } = props;
  const { t } = useTranslation('salary-types');
  const add = useAddSalaryTypeVersion(props.scope, type.id);
  const latest = type.versions.at(-1);
  const form = useVersionedForm<FormValues>({
    initialValues: () => ({
      validFrom: '',
      ...pickTreatment(latest!.treatment),
      rate: rateRuleValues(latest!.treatment.rateRule),
    }),
    version: type.version,
    isSaving: add.isPending,
    failureTitle: t('detail.versionFailed'),
    describeConflict: (current) => [
      {
        label: t('detail.versions'),
        value: String((current.versions as unknown[] | undefined)?.length ?? ''),
      },
    ],
  });
  const { values, errors, setErrors } = form;
  if (!latest) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const treatment = { ...pickTreatment(values), rateRule: toRateRule(values.rate) };
    const parsed = salaryTypeTreatmentSchema.safeParse(treatment);
    const clientErrors = parsed.success
      ? toFieldErrors(checkTreatment(type.kind, parsed.data))
      : toFieldErrors(parsed.error.issues, 'treatment');
    const startError = isDateOnly(values.validFrom)
      ? checkNewVersionStart(type.versions, values.validFrom)
      : VALID_FROM_MESSAGE;
    if (startError) clientErrors.validFrom = startError;
    if (Object.keys(clientErrors).length > 0) {
      setErrors(clientErrors);
      return;
    }
    const body = { version: type.version, validFrom: values.validFrom, treatment };
    if (await form.save(() => add.mutateAsync(body))) {
      void showToast({ type: 'success', title: t('detail.versionSaved') });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('detail.addVersion')}>
      <Stack gap="sm">
        <Title order={4}>{t('detail.addVersion')}</Title>
        <Text size="sm" c="dimmed">
          {t('detail.addVersionHint', { date: type.latestValidFrom })}
        </Text>
        {form.conflictAlert}
        <DateInput
          label={t('detail.validFrom')}
          value={values.validFrom}
          error={errors.validFrom}
          onChange={(value) => form.setValue('validFrom', value)}
          maw={220}
        />
        <RateRuleFields
          values={values.rate}
          errors={errors}
          onChange={(rate) => form.setValue('rate', rate)}
        />
        <TreatmentFields
          values={pickTreatment(values)}
          errors={errors}
          onChange={(treatment) => form.setValues((current) => ({ ...current, ...treatment }))}
        />
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('detail.saveVersion')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
