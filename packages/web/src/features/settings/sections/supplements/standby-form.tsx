import {
  STANDBY_UNITS,
  type StandbySettings,
  type StandbyUnit,
  standbySchema,
} from '@lonsam/domain/settings/salary-supplements';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { Alert, Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { DatedRowsTable } from '../../../../ui/forms/dated-rows-table.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { describeRates } from './describe-rates.ts';
import { useRateColumns } from './rate-columns.tsx';
import { newRateFormRow, type RateFormRow, toRateCandidate, toRateFormRow } from './rate-rows.ts';
import { type StandbyDocument, useUpdateStandby } from './standby-api.ts';
import { useRateTableLabels } from './use-rate-table-labels.ts';

type FormPeriod = { id: string; name: string; unit: StandbyUnit; rates: RateFormRow[] };
type FormValues = { periods: FormPeriod[] };

const toFormValues = (value: StandbySettings): FormValues => ({
  periods: value.periods.map((period) => ({ ...period, rates: period.rates.map(toRateFormRow) })),
});

/** Today in Sweden: a new rate starts from it unless the user types another day. */
const today = () => toDateOnly(new Date());

/** Beredskap: stand-by periods paid per hour, day or weekend, each with dated rates. */
export function StandbyForm(props: {
  scope: EmployerScope;
  document: StandbyDocument;
  canEdit: boolean;
  exampleSalaryOre: number | undefined;
}) {
  const { document, canEdit } = props;
  const { t } = useTranslation('settings-supplements');
  const update = useUpdateStandby(props.scope);
  const columns = useRateColumns(props.exampleSalaryOre);
  const tableLabels = useRateTableLabels();
  const form = useVersionedForm<FormValues>({
    initialValues: () => toFormValues(document.value),
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('saveFailed'),
    describeConflict: (current) =>
      ((current as Partial<StandbySettings>).periods ?? []).map((period) => ({
        label: period.name,
        value: describeRates(period.rates, t),
      })),
  });
  const { values, errors, setErrors, setValues } = form;
  const setPeriod = (index: number, period: FormPeriod) =>
    setValues((current) => ({ periods: current.periods.map((old, at) => (at === index ? period : old)) }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const candidate = {
      periods: values.periods.map((period) => ({ ...period, rates: period.rates.map(toRateCandidate) })),
    };
    const parsed = standbySchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await form.save(() => update.mutateAsync({ version: document.version, value: parsed.data })))
      void showToast({ type: 'success', title: t('saved') });
  }

  function addPeriod() {
    const period: FormPeriod = {
      id: crypto.randomUUID(),
      name: '',
      unit: 'hour',
      rates: [newRateFormRow(today())],
    };
    setValues((current) => ({ periods: [...current.periods, period] }));
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('standby.title')}>
      <Stack>
        <Title order={3}>{t('standby.title')}</Title>
        {form.conflictAlert}
        <Alert color="blue" variant="light">
          {t('agreementDefaults')}
        </Alert>
        {values.periods.map((period, index) => (
          <Fieldset key={period.id} legend={period.name || t('standby.newPeriod')}>
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('standby.name')}
                  value={period.name}
                  readOnly={!canEdit}
                  error={errors[`periods.${index}.name`]}
                  onChange={(event) => setPeriod(index, { ...period, name: event.currentTarget.value })}
                />
                <Select
                  label={t('standby.unit')}
                  data={STANDBY_UNITS.map((unit) => ({ value: unit, label: t(`standby.units.${unit}`) }))}
                  value={period.unit}
                  allowDeselect={false}
                  readOnly={!canEdit}
                  onChange={(unit) => unit && setPeriod(index, { ...period, unit: unit as StandbyUnit })}
                />
              </SimpleGrid>
              <DatedRowsTable
                caption={t('standby.ratesOf', { name: period.name || t('standby.newPeriod') })}
                rows={period.rates}
                onChange={(rates) => setPeriod(index, { ...period, rates })}
                columns={columns}
                createRow={() => newRateFormRow(today())}
                errors={errors}
                errorPrefix={`periods.${index}.rates`}
                canEdit={canEdit}
                labels={tableLabels}
              />
              {canEdit && (
                <Group>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() =>
                      setValues((current) => ({ periods: current.periods.filter((_, at) => at !== index) }))
                    }
                  >
                    {t('standby.remove', { name: period.name || t('standby.newPeriod') })}
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        ))}
        {canEdit && (
          <Group>
            <Button variant="light" onClick={addPeriod}>
              {t('standby.add')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
