import {
  SALARY_TYPE_KINDS,
  SALARY_TYPE_UNITS,
  type SalaryTypeKind,
  type SalaryTypeUnit,
} from '@lonsam/domain/salary-types/salary-type-enums';
import { salaryTypeCreateSchema } from '@lonsam/domain/salary-types/salary-type-schema';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { DateInput } from '../../../../ui/inputs/date-input.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { RateRuleFields } from './rate-rule-fields.tsx';
import { type RateRuleValues, rateRuleValues, toRateRule } from './rate-rule-values.ts';
import { type SalaryTypeCreateBody, useCreateSalaryType } from './salary-types-api.ts';
import { defaultTreatment, toAccount } from './treatment-defaults.ts';
import { pickTreatment, TreatmentFields, type TreatmentValues } from './treatment-fields.tsx';

type FormValues = TreatmentValues & {
  code: string;
  name: string;
  kind: SalaryTypeKind;
  unit: SalaryTypeUnit;
  validFrom: string;
  debitAccount: string;
  creditAccount: string;
  reportable: boolean;
  rate: RateRuleValues;
};

/** "Ny löneart": the company's own type, checked by the same rules as the server's before it is sent. */
export function NewSalaryTypeForm(props: {
  scope: EmployerScope;
  suggestedCode: string;
  onClose: (createdId?: string) => void;
}) {
  const { t } = useTranslation('salary-types');
  const create = useCreateSalaryType(props.scope);
  const form = useVersionedForm<FormValues>({
    initialValues: () => ({
      code: props.suggestedCode,
      name: '',
      kind: 'earning',
      unit: 'kr',
      validFrom: toDateOnly(new Date()),
      debitAccount: '7210',
      creditAccount: '1930',
      reportable: false,
      rate: rateRuleValues({ method: 'entered' }),
      ...defaultTreatment('earning'),
    }),
    version: 0,
    isSaving: create.isPending,
    failureTitle: t('new.saveFailed'),
  });
  const { values, errors, setErrors, setValue } = form;

  function changeKind(kind: SalaryTypeKind) {
    // A new kind brings the treatment its rules allow; information is never booked.
    form.setValues((current) => ({
      ...current,
      kind,
      ...defaultTreatment(kind),
      ...(kind === 'information'
        ? { debitAccount: '', creditAccount: '', rate: rateRuleValues({ method: 'quantity-only' }) }
        : {}),
    }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: SalaryTypeCreateBody = {
      code: values.code,
      name: values.name,
      kind: values.kind,
      unit: values.unit,
      validFrom: values.validFrom,
      debitAccount: toAccount(values.debitAccount),
      creditAccount: toAccount(values.creditAccount),
      reportable: values.reportable,
      treatment: { ...pickTreatment(values), rateRule: toRateRule(values.rate) },
    };
    const parsed = salaryTypeCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    let createdId: string | undefined;
    const saved = await form.save(async () => {
      createdId = (await create.mutateAsync(body)).id;
    });
    if (saved) {
      void showToast({ type: 'success', title: t('new.saved') });
      props.onClose(createdId);
    }
  }

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('new.title')}>
        <Stack>
          <Title order={3}>{t('new.title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('new.code')}
              description={t('new.codeHint')}
              inputMode="numeric"
              value={values.code}
              error={errors.code}
              onChange={(event) => setValue('code', event.currentTarget.value)}
            />
            <TextInput
              label={t('new.name')}
              value={values.name}
              error={errors.name}
              onChange={(event) => setValue('name', event.currentTarget.value)}
            />
            <NativeSelect
              label={t('new.kind')}
              value={values.kind}
              error={errors.kind}
              onChange={(event) => changeKind(event.currentTarget.value as SalaryTypeKind)}
              data={SALARY_TYPE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            />
            <NativeSelect
              label={t('new.unit')}
              value={values.unit}
              error={errors.unit}
              onChange={(event) => setValue('unit', event.currentTarget.value as SalaryTypeUnit)}
              data={SALARY_TYPE_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
            />
            <DateInput
              label={t('new.validFrom')}
              value={values.validFrom}
              error={errors.validFrom}
              onChange={(value) => setValue('validFrom', value)}
            />
            <TextInput
              label={t('new.debitAccount')}
              description={t('new.accountHint')}
              inputMode="numeric"
              value={values.debitAccount}
              error={errors.debitAccount}
              onChange={(event) => setValue('debitAccount', event.currentTarget.value)}
            />
            <TextInput
              label={t('new.creditAccount')}
              description={t('new.accountHint')}
              inputMode="numeric"
              value={values.creditAccount}
              error={errors.creditAccount}
              onChange={(event) => setValue('creditAccount', event.currentTarget.value)}
            />
          </SimpleGrid>
          <RateRuleFields values={values.rate} errors={errors} onChange={(rate) => setValue('rate', rate)} />
          <TreatmentFields
            values={pickTreatment(values)}
            errors={errors}
            onChange={(treatment) => form.setValues((current) => ({ ...current, ...treatment }))}
          />
          <Checkbox
            label={t('new.reportable')}
            checked={values.reportable}
            onChange={(event) => setValue('reportable', event.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('new.save')}
            </Button>
            <Button variant="default" onClick={() => props.onClose()}>
              {t('new.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
