import { formatCurrency } from '@lonsam/domain/format/number';
import type { TravelTaxFreeParameters } from '@lonsam/domain/payroll/travel-parameters';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type DatedFormRow,
  type DatedRowsColumn,
  DatedRowsTable,
} from '../../../../ui/forms/dated-rows-table.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { NumberInput } from '../../../../ui/inputs/number-input.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { taxableExcessOre, taxFreeOn } from './travel-rows.ts';

/** One amount of a row: the form field (kronor), the value's key (öre) and Skatteverket's amount. */
export type TravelAmountField<FormRow> = {
  field: keyof FormRow & string;
  valueKey: string;
  label: string;
  taxFreeOre: (parameters: TravelTaxFreeParameters) => number;
};

type Document<Stored> = { version: number; value: { rates: Stored[] } };

const money = (ore: number) => formatCurrency(ore / 100);

/**
 * The company's own dated travel amounts (per diem per day, mileage per mil) beside Skatteverket's
 * tax-free amount of the row's first day: what is paid above it is taxable pay, and each cell says
 * how much that is per unit.
 */
export function TravelRatesForm<Stored, FormRow extends DatedFormRow>(props: {
  title: string;
  intro: string;
  document: Document<Stored>;
  canEdit: boolean;
  fields: readonly TravelAmountField<FormRow>[];
  toFormRow: (row: Stored) => FormRow;
  toCandidate: (row: FormRow) => unknown;
  newRow: (validFrom: string) => FormRow;
  schema: z.ZodType<{ rates: Stored[] }>;
  /** Sends the PUT (the section's mutation). */
  send: (body: { version: number; value: { rates: Stored[] } }) => Promise<unknown>;
  isSaving: boolean;
  describeRow: (row: Stored) => string;
}) {
  const { document, canEdit, fields, isSaving } = props;
  const { t } = useTranslation('settings-travel');
  const form = useVersionedForm<{ rates: FormRow[] }>({
    initialValues: () => ({ rates: document.value.rates.map(props.toFormRow) }),
    version: document.version,
    isSaving,
    failureTitle: t('saveFailed'),
    describeConflict: (current) => [
      {
        label: props.title,
        value: ((current.rates ?? []) as Stored[]).map(props.describeRow).join('; ') || t('none'),
      },
    ],
  });
  const { values, errors, setErrors } = form;

  const columns: DatedRowsColumn<FormRow>[] = fields.map((field) => ({
    label: field.label,
    errorKeys: [field.valueKey],
    render: (row, cell) => {
      const taxFree = taxFreeOn(row.validFrom);
      const taxFreeOre = taxFree ? field.taxFreeOre(taxFree) : undefined;
      const excess =
        taxFreeOre === undefined
          ? undefined
          : taxableExcessOre(row[field.field] as number | string, taxFreeOre);
      return (
        <Stack gap={2}>
          <NumberInput
            aria-label={cell.label}
            value={row[field.field] as number | string}
            suffix=" kr"
            readOnly={cell.readOnly}
            error={cell.error}
            onChange={(value) => cell.onChange({ ...row, [field.field]: value })}
          />
          <Text size="xs" c={excess ? 'orange' : 'dimmed'}>
            {taxFreeOre === undefined
              ? t('taxFreeUnknown')
              : excess
                ? t('taxableExcess', { taxFree: money(taxFreeOre), excess: money(excess) })
                : t('withinTaxFree', { taxFree: money(taxFreeOre) })}
          </Text>
        </Stack>
      );
    },
  }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = props.schema.safeParse({ rates: values.rates.map(props.toCandidate) });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await form.save(() => props.send({ version: document.version, value: parsed.data })))
      void showToast({ type: 'success', title: t('saved') });
  }

  return (
    <form onSubmit={save} noValidate aria-label={props.title}>
      <Stack>
        <Title order={3}>{props.title}</Title>
        <Text size="sm" c="dimmed">
          {props.intro}
        </Text>
        {form.conflictAlert}
        <DatedRowsTable
          caption={props.title}
          rows={values.rates}
          onChange={(rates) => form.setValue('rates', rates)}
          columns={columns}
          createRow={() => props.newRow(toDateOnly(new Date()))}
          errors={errors}
          errorPrefix="rates"
          canEdit={canEdit}
          labels={{
            validFrom: t('validFrom'),
            validTo: t('validTo'),
            add: t('add'),
            remove: (row) => t('remove', { row }),
            row: (row) => t('row', { row }),
          }}
        />
        {canEdit && (
          <Group>
            <Button type="submit" loading={isSaving}>
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
