import { openingBalancesSchema } from '@lonsam/domain/employees/employment-schema';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { type FieldErrorMap, kronorToOre, toFieldErrors } from '../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../ui/forms/use-versioned-form.tsx';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { NumberInput } from '../../../ui/inputs/number-input.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useSetOpeningBalances } from '../api/set-opening-balances.ts';
import type { Employee, OpeningBalances } from '../api/types.ts';
import { formatDecimal, formatOre } from './format-values.ts';

const DAY_FIELDS = ['savedDays', 'paidDays', 'advanceDays'] as const;
const AMOUNT_FIELDS = ['grossOre', 'taxOre', 'benefitsOre'] as const;
type DayField = (typeof DAY_FIELDS)[number];
type AmountField = (typeof AMOUNT_FIELDS)[number];

type BalanceFormValues = { asOf: string } & Record<DayField | AmountField, number | string>;

function toFormValues(balances: OpeningBalances | null | undefined): BalanceFormValues {
  return {
    asOf: balances?.asOf ?? '',
    savedDays: balances?.vacation.savedDays ?? 0,
    paidDays: balances?.vacation.paidDays ?? 0,
    advanceDays: balances?.vacation.advanceDays ?? 0,
    // Kronor in the form, öre in the API.
    grossOre: balances ? balances.yearToDate.grossOre / 100 : 0,
    taxOre: balances ? balances.yearToDate.taxOre / 100 : 0,
    benefitsOre: balances ? balances.yearToDate.benefitsOre / 100 : 0,
  };
}

const days = formatDecimal;

/** Opening balances as one line of text (read-only view and a conflict's stored values). */
export function useDescribeBalances() {
  const { t } = useTranslation('employees');
  return (balances: OpeningBalances) =>
    t('vacation.opening', {
      asOf: balances.asOf,
      saved: days(balances.vacation.savedDays),
      paid: days(balances.vacation.paidDays),
      advance: days(balances.vacation.advanceDays),
      gross: formatOre(balances.yearToDate.grossOre),
      tax: formatOre(balances.yearToDate.taxOre),
      benefits: formatOre(balances.yearToDate.benefitsOre),
    });
}

/**
 * Balances carried over from another payroll system: saved, paid and advance vacation days, and
 * this year's gross pay, tax and benefits so far (kronor in the form, öre in the API).
 */
export function OpeningBalancesForm(props: { scope: EmployerScope; employee: Employee; canEdit: boolean }) {
  const { employee, canEdit } = props;
  const { t } = useTranslation('employees');
  const describe = useDescribeBalances();
  const save = useSetOpeningBalances(props.scope, employee.id);
  const form = useVersionedForm({
    initialValues: () => toFormValues(employee.openingBalances),
    version: employee.version,
    isSaving: save.isPending,
    describeConflict: (current) => {
      const stored = current.openingBalances as OpeningBalances | null | undefined;
      return [{ label: t('balances.title'), value: stored ? describe(stored) : t('vacation.noOpening') }];
    },
    failureTitle: t('errors.saveFailed'),
  });
  const { values, errors, setErrors } = form;
  if (employee.openingBalances === undefined) return null;
  if (!canEdit) {
    return employee.openingBalances ? (
      <Text size="sm">{describe(employee.openingBalances)}</Text>
    ) : (
      <Text size="sm" c="dimmed">
        {t('vacation.noOpening')}
      </Text>
    );
  }

  const set = (key: keyof BalanceFormValues, value: number | string) => form.setValue(key, value);
  const dayValue = (value: number | string) => (value === '' ? 0 : Number(value));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amountErrors: FieldErrorMap = {};
    const amounts = Object.fromEntries(
      AMOUNT_FIELDS.map((field) => {
        const ore = values[field] === '' ? 0 : kronorToOre(values[field]);
        if (ore === undefined) amountErrors[`yearToDate.${field}`] = t('errors.amount');
        return [field, ore ?? 0];
      }),
    ) as Record<AmountField, number>;
    const parsed = openingBalancesSchema.safeParse({
      version: employee.version,
      asOf: values.asOf,
      vacation: Object.fromEntries(DAY_FIELDS.map((field) => [field, dayValue(values[field])])),
      yearToDate: amounts,
    });
    const nextErrors = { ...(parsed.success ? {} : toFieldErrors(parsed.error.issues)), ...amountErrors };
    setErrors(nextErrors);
    if (!parsed.success || Object.keys(amountErrors).length > 0) return;
    const { data } = parsed;
    if (await form.save(() => save.mutateAsync(data)))
      void showToast({ type: 'success', title: t('balances.saved') });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('balances.title')}>
      <Stack>
        {form.conflictAlert}
        {!employee.openingBalances && (
          <Text size="sm" c="dimmed">
            {t('balances.emptyEditable')}
          </Text>
        )}
        <DateInput
          label={t('balances.asOf')}
          value={values.asOf}
          onChange={(value) => set('asOf', value)}
          error={errors.asOf}
          maw={240}
        />
        <Fieldset legend={t('balances.vacationDays')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {DAY_FIELDS.map((field) => (
              <NumberInput
                key={field}
                label={t(`balances.${field}`)}
                value={values[field]}
                onChange={(value) => set(field, value)}
                error={errors[`vacation.${field}`]}
                allowNegative={false}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('balances.yearToDate')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {AMOUNT_FIELDS.map((field) => (
              <NumberInput
                key={field}
                label={t(`balances.${field}`)}
                value={values[field]}
                onChange={(value) => set(field, value)}
                error={errors[`yearToDate.${field}`]}
                allowNegative={false}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('balances.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
