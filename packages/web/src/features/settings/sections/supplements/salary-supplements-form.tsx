import {
  OB_KINDS,
  type ObKind,
  OVERTIME_KINDS,
  type OvertimeKind,
  type SalarySupplements,
  salarySupplementsSchema,
} from '@lonsam/domain/settings/salary-supplements';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
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
import { type SalarySupplementsDocument, useUpdateSalarySupplements } from './salary-supplements-api.ts';
import { useRateTableLabels } from './use-rate-table-labels.ts';

type ObFormPeriod = {
  id: string;
  kind: ObKind;
  name: string;
  startTime: string;
  endTime: string;
  rates: RateFormRow[];
};
type FormValues = { overtime: Record<OvertimeKind, RateFormRow[]>; ob: ObFormPeriod[] };

function toFormValues(value: SalarySupplements): FormValues {
  const overtime = Object.fromEntries(
    OVERTIME_KINDS.map((kind) => [
      kind,
      (value.overtime.find((item) => item.kind === kind)?.rates ?? []).map(toRateFormRow),
    ]),
  ) as FormValues['overtime'];
  return { overtime, ob: value.ob.map((period) => ({ ...period, rates: period.rates.map(toRateFormRow) })) };
}

/** The kinds with rates, in the catalogue's order: a kind without rows is not used by the company. */
function usedKinds(values: FormValues): OvertimeKind[] {
  return OVERTIME_KINDS.filter((kind) => values.overtime[kind].length > 0);
}

function toCandidate(values: FormValues) {
  return {
    overtime: usedKinds(values).map((kind) => ({ kind, rates: values.overtime[kind].map(toRateCandidate) })),
    ob: values.ob.map((period) => ({ ...period, rates: period.rates.map(toRateCandidate) })),
  };
}

/** Today in Sweden: a new rate starts from it unless the user types another day. */
const today = () => toDateOnly(new Date());

/**
 * Lönetillägg: the overtime kinds and OB periods with their dated rates. The defaults are common
 * agreements' values and the screen says so; the example salary shows what an hour is worth.
 */
export function SalarySupplementsForm(props: {
  scope: EmployerScope;
  document: SalarySupplementsDocument;
  canEdit: boolean;
  exampleSalaryOre: number | undefined;
}) {
  const { document, canEdit } = props;
  const { t } = useTranslation('settings-supplements');
  const update = useUpdateSalarySupplements(props.scope);
  const columns = useRateColumns(props.exampleSalaryOre);
  const tableLabels = useRateTableLabels();
  const form = useVersionedForm<FormValues>({
    initialValues: () => toFormValues(document.value),
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('saveFailed'),
    describeConflict: (current) => {
      const stored = current as Partial<SalarySupplements>;
      return [
        ...(stored.overtime ?? []).map((item) => ({
          label: t(`overtime.kinds.${item.kind}`),
          value: describeRates(item.rates, t),
        })),
        ...(stored.ob ?? []).map((period) => ({ label: period.name, value: describeRates(period.rates, t) })),
      ];
    },
  });
  const { values, errors, setErrors, setValues } = form;
  const kinds = usedKinds(values);

  const setOvertime = (kind: OvertimeKind, rates: RateFormRow[]) =>
    setValues((current) => ({ ...current, overtime: { ...current.overtime, [kind]: rates } }));
  const setPeriod = (index: number, period: ObFormPeriod) =>
    setValues((current) => ({ ...current, ob: current.ob.map((old, at) => (at === index ? period : old)) }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = salarySupplementsSchema.safeParse(toCandidate(values));
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await form.save(() => update.mutateAsync({ version: document.version, value: parsed.data })))
      void showToast({ type: 'success', title: t('saved') });
  }

  function addPeriod() {
    const period: ObFormPeriod = {
      id: crypto.randomUUID(),
      kind: 'other',
      name: '',
      startTime: '',
      endTime: '',
      rates: [newRateFormRow(today())],
    };
    setValues((current) => ({ ...current, ob: [...current.ob, period] }));
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('supplements.title')}>
      <Stack>
        <Title order={3}>{t('supplements.title')}</Title>
        {form.conflictAlert}
        <Title order={4}>{t('overtime.title')}</Title>
        <Alert color="blue" variant="light">
          {t('agreementDefaults')}
        </Alert>
        {OVERTIME_KINDS.map((kind) => {
          // Field errors name the kind by its place among the kinds the company uses.
          const valueIndex = kinds.indexOf(kind);
          return (
            <Stack key={kind} gap={4}>
              <Text fw={500}>{t(`overtime.kinds.${kind}`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`overtime.hints.${kind}`)}
              </Text>
              <DatedRowsTable
                caption={t(`overtime.kinds.${kind}`)}
                rows={values.overtime[kind]}
                onChange={(rows) => setOvertime(kind, rows)}
                columns={columns}
                createRow={() => newRateFormRow(today())}
                errors={errors}
                errorPrefix={`overtime.${valueIndex}.rates`}
                canEdit={canEdit}
                labels={tableLabels}
              />
            </Stack>
          );
        })}

        <Title order={4}>{t('ob.title')}</Title>
        <Alert color="yellow" variant="light">
          {t('ob.examples')}
        </Alert>
        {values.ob.map((period, index) => (
          <Fieldset key={period.id} legend={period.name || t('ob.newPeriod')}>
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 4 }}>
                <TextInput
                  label={t('ob.name')}
                  value={period.name}
                  readOnly={!canEdit}
                  error={errors[`ob.${index}.name`]}
                  onChange={(event) => setPeriod(index, { ...period, name: event.currentTarget.value })}
                />
                <Select
                  label={t('ob.kind')}
                  data={OB_KINDS.map((kind) => ({ value: kind, label: t(`ob.kinds.${kind}`) }))}
                  value={period.kind}
                  allowDeselect={false}
                  readOnly={!canEdit}
                  onChange={(kind) => kind && setPeriod(index, { ...period, kind: kind as ObKind })}
                />
                <TextInput
                  label={t('ob.startTime')}
                  placeholder="TT:MM"
                  value={period.startTime}
                  readOnly={!canEdit}
                  error={errors[`ob.${index}.startTime`]}
                  onChange={(event) => setPeriod(index, { ...period, startTime: event.currentTarget.value })}
                />
                <TextInput
                  label={t('ob.endTime')}
                  placeholder="TT:MM"
                  value={period.endTime}
                  readOnly={!canEdit}
                  error={errors[`ob.${index}.endTime`]}
                  onChange={(event) => setPeriod(index, { ...period, endTime: event.currentTarget.value })}
                />
              </SimpleGrid>
              <Text size="sm" c="dimmed">
                {t(`ob.hints.${period.kind}`)}
              </Text>
              <DatedRowsTable
                caption={t('ob.ratesOf', { name: period.name || t('ob.newPeriod') })}
                rows={period.rates}
                onChange={(rates) => setPeriod(index, { ...period, rates })}
                columns={columns}
                createRow={() => newRateFormRow(today())}
                errors={errors}
                errorPrefix={`ob.${index}.rates`}
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
                      setValues((current) => ({ ...current, ob: current.ob.filter((_, at) => at !== index) }))
                    }
                  >
                    {t('ob.remove', { name: period.name || t('ob.newPeriod') })}
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        ))}
        {canEdit && (
          <Group>
            <Button variant="light" onClick={addPeriod}>
              {t('ob.add')}
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
