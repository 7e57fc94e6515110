import { taxSettingsSchema } from '@lonsam/domain/employees/tax-settings';
import { TAX_TABLE_NUMBERS } from '@lonsam/domain/payroll/tax-table';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import type { ConflictValue } from '../../../ui/forms/conflict-alert.tsx';
import { type FieldErrorMap, kronorToOre, toFieldErrors } from '../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../ui/forms/use-versioned-form.tsx';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { NumberInput } from '../../../ui/inputs/number-input.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useUpdateEmployee } from '../api/change-employee.ts';
import type { Employee } from '../api/types.ts';
import { formatOre, formatPercentValue } from './format-values.ts';

type TaxSettings = NonNullable<Employee['tax']>;
type TaxMethod = TaxSettings['method'];
const TAX_METHODS: TaxMethod[] = [
  'table',
  'sink',
  'adjusted-percent',
  'adjusted-table',
  'adjusted-amount',
  'none',
];
const TAX_COLUMNS = ['1', '2', '3', '4', '5', '6'];

type CustomField = { key: string; value: string };

type TaxFormValues = {
  method: TaxMethod;
  table: string;
  column: string;
  percent: number | string;
  amount: number | string;
  validFrom: string;
  validTo: string;
  growthSupport: boolean;
  customFields: CustomField[];
};

function toFormValues(employee: Pick<Employee, 'tax' | 'growthSupport' | 'customFields'>): TaxFormValues {
  const tax = employee.tax ?? { method: 'table', table: 32, column: 1 };
  return {
    method: tax.method,
    table: 'table' in tax ? String(tax.table) : '32',
    column: 'column' in tax ? String(tax.column) : '1',
    percent: tax.method === 'adjusted-percent' ? tax.percent : '',
    amount: tax.method === 'adjusted-amount' ? tax.amountOre / 100 : '',
    validFrom: tax.validFrom ?? '',
    validTo: tax.validTo ?? '',
    growthSupport: employee.growthSupport ?? false,
    customFields: Object.entries(employee.customFields ?? {}).map(([key, value]) => ({ key, value })),
  };
}

/** The settings object the API takes, from the form; numbers the user left empty stay invalid for the schema. */
export function toTaxSettings(values: TaxFormValues): Record<string, unknown> {
  const validity = {
    ...(values.validFrom ? { validFrom: values.validFrom } : {}),
    ...(values.validTo ? { validTo: values.validTo } : {}),
  };
  switch (values.method) {
    case 'table':
    case 'adjusted-table':
      return {
        method: values.method,
        table: Number(values.table),
        column: Number(values.column),
        ...validity,
      };
    case 'adjusted-percent':
      return {
        method: values.method,
        percent: values.percent === '' ? undefined : Number(values.percent),
        ...validity,
      };
    case 'adjusted-amount':
      return { method: values.method, amountOre: kronorToOre(values.amount), ...validity };
    default:
      return { method: values.method, ...validity };
  }
}

/** "Skattetabell tabell 33, kolumn 1" and the like, for the read-only view and a conflict. */
export function describeTax(t: TFunction<'employees'>, tax: TaxSettings): string {
  const detail =
    tax.method === 'table' || tax.method === 'adjusted-table'
      ? t('tax.tableColumn', { table: tax.table, column: tax.column })
      : tax.method === 'adjusted-percent'
        ? formatPercentValue(tax.percent)
        : tax.method === 'adjusted-amount'
          ? formatOre(tax.amountOre)
          : '';
  return `${t(`tax.method.${tax.method}`)} ${detail}`.trim();
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Tax settings (table and column, SINK, jämkning as percentage, table or amount, no withholding;
 * the decision's validity), the växa-stöd marker and the custom fields. Fields the role may not
 * change are shown as text; what the role may not read is absent.
 */
export function TaxSettingsForm({ scope, employee }: { scope: EmployerScope; employee: Employee }) {
  const { t } = useTranslation('employees');
  const update = useUpdateEmployee(scope, employee.id);
  const form = useVersionedForm({
    initialValues: () => toFormValues(employee),
    version: employee.version,
    isSaving: update.isPending,
    describeConflict: describeStored,
    failureTitle: t('errors.saveFailed'),
  });
  const { values, errors, setErrors } = form;
  const set = form.setValue;
  const canEditTax = employee.tax !== undefined && employee.editableFields.includes('tax');
  const canEditGrowth =
    employee.growthSupport !== undefined && employee.editableFields.includes('growthSupport');
  const canEditCustom =
    employee.customFields !== undefined && employee.editableFields.includes('customFields');
  const canEdit = canEditTax || canEditGrowth || canEditCustom;

  async function save(event: FormEvent) {
    event.preventDefault();
    const body: Record<string, unknown> = {};
    const nextErrors: FieldErrorMap = {};
    if (canEditTax) {
      const parsed = taxSettingsSchema.safeParse(toTaxSettings(values));
      if (parsed.success) {
        if (!sameJson(parsed.data, employee.tax)) body.tax = parsed.data;
      } else Object.assign(nextErrors, toFieldErrors(parsed.error.issues, 'tax'));
    }
    if (values.method === 'adjusted-amount' && kronorToOre(values.amount) === undefined)
      nextErrors['tax.amountOre'] = t('errors.amount');
    if (canEditGrowth && values.growthSupport !== employee.growthSupport)
      body.growthSupport = values.growthSupport;
    if (canEditCustom) {
      const custom = Object.fromEntries(
        values.customFields
          .filter((field) => field.key.trim())
          .map((field) => [field.key.trim(), field.value]),
      );
      if (!sameJson(custom, employee.customFields ?? {})) body.customFields = custom;
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    if (Object.keys(body).length === 0) {
      void showToast({ type: 'info', title: t('form.nothingChanged') });
      return;
    }
    if (await form.save(() => update.mutateAsync({ ...body, version: employee.version })))
      void showToast({ type: 'success', title: t('personal.saved') });
  }

  function describeStored(current: Record<string, unknown>): ConflictValue[] {
    const stored: ConflictValue[] = [];
    if (current.tax) stored.push({ label: t('tabs.tax'), value: describeTax(t, current.tax as TaxSettings) });
    if (typeof current.growthSupport === 'boolean')
      stored.push({
        label: t('tax.growthSupport'),
        value: current.growthSupport ? t('form.yes') : t('form.no'),
      });
    if (current.customFields && typeof current.customFields === 'object') {
      const entries = Object.entries(current.customFields as Record<string, string>);
      stored.push({
        label: t('custom.title'),
        value: entries.length ? entries.map(([key, value]) => `${key} = ${value}`).join(', ') : '–',
      });
    }
    return stored;
  }

  const isTableMethod = values.method === 'table' || values.method === 'adjusted-table';
  return (
    <form onSubmit={save} noValidate aria-label={t('tabs.tax')}>
      <Stack>
        {form.conflictAlert}
        {employee.tax &&
          (canEditTax ? (
            <Fieldset legend={t('tabs.tax')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('tax.methodLabel')}
                  data={TAX_METHODS.map((method) => ({ value: method, label: t(`tax.method.${method}`) }))}
                  value={values.method}
                  allowDeselect={false}
                  onChange={(value) => value && set('method', value as TaxMethod)}
                />
                {isTableMethod && (
                  <Group grow>
                    <Select
                      label={t('fields.taxTable')}
                      data={TAX_TABLE_NUMBERS.map(String)}
                      value={values.table}
                      allowDeselect={false}
                      onChange={(value) => value && set('table', value)}
                      error={errors['tax.table']}
                    />
                    <Select
                      label={t('fields.taxColumn')}
                      data={TAX_COLUMNS}
                      value={values.column}
                      allowDeselect={false}
                      onChange={(value) => value && set('column', value)}
                      error={errors['tax.column']}
                    />
                  </Group>
                )}
                {values.method === 'adjusted-percent' && (
                  <NumberInput
                    label={t('tax.percent')}
                    value={values.percent}
                    onChange={(value) => set('percent', value)}
                    error={errors['tax.percent']}
                    suffix=" %"
                  />
                )}
                {values.method === 'adjusted-amount' && (
                  <NumberInput
                    label={t('tax.amount')}
                    value={values.amount}
                    onChange={(value) => set('amount', value)}
                    error={errors['tax.amountOre']}
                    allowNegative={false}
                  />
                )}
                <DateInput
                  label={t('tax.validFrom')}
                  value={values.validFrom}
                  onChange={(value) => set('validFrom', value)}
                  error={errors['tax.validFrom']}
                />
                <DateInput
                  label={t('tax.validTo')}
                  value={values.validTo}
                  onChange={(value) => set('validTo', value)}
                  error={errors['tax.validTo']}
                />
              </SimpleGrid>
              <Text size="xs" c="dimmed" mt="xs">
                {t('tax.validityHint')}
              </Text>
            </Fieldset>
          ) : (
            <Text>{describeTax(t, employee.tax)}</Text>
          ))}
        {employee.growthSupport !== undefined &&
          (canEditGrowth ? (
            <Switch
              label={t('tax.growthSupport')}
              description={t('tax.growthSupportHint')}
              checked={values.growthSupport}
              onChange={(event) => set('growthSupport', event.currentTarget.checked)}
            />
          ) : (
            <Text size="sm">
              {employee.growthSupport ? t('tax.growthSupport') : t('tax.noGrowthSupport')}
            </Text>
          ))}
        {employee.customFields !== undefined && (
          <CustomFieldsEditor
            fields={values.customFields}
            canEdit={canEditCustom}
            errors={errors}
            onChange={(fields) => set('customFields', fields)}
          />
        )}
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('personal.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

function CustomFieldsEditor(props: {
  fields: CustomField[];
  canEdit: boolean;
  errors: FieldErrorMap;
  onChange: (fields: CustomField[]) => void;
}) {
  const { t } = useTranslation('employees');
  const { fields, canEdit, onChange } = props;
  const change = (index: number, part: Partial<CustomField>) =>
    onChange(fields.map((field, at) => (at === index ? { ...field, ...part } : field)));
  return (
    <Fieldset legend={t('custom.title')}>
      <Stack gap="xs">
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {canEdit ? t('custom.emptyEditable') : t('custom.empty')}
          </Text>
        )}
        {fields.map((field, index) =>
          canEdit ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; a key typed into would remount on every keystroke
            <Group key={index} align="flex-end" wrap="nowrap">
              <TextInput
                label={t('custom.name')}
                value={field.key}
                onChange={(event) => change(index, { key: event.currentTarget.value })}
                error={props.errors[`customFields.${field.key}`]}
                style={{ flex: 1 }}
              />
              <TextInput
                label={t('custom.value')}
                value={field.value}
                onChange={(event) => change(index, { value: event.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('custom.remove', { name: field.key || index + 1 })}
                onClick={() => onChange(fields.filter((_, at) => at !== index))}
              >
                ×
              </ActionIcon>
            </Group>
          ) : (
            <Text key={field.key} size="sm">
              {field.key}: {field.value}
            </Text>
          ),
        )}
        {canEdit && (
          <div>
            <Button size="xs" variant="light" onClick={() => onChange([...fields, { key: '', value: '' }])}>
              {t('custom.add')}
            </Button>
          </div>
        )}
      </Stack>
    </Fieldset>
  );
}
