import { vacationTermsSchema } from '@lonsam/domain/employees/employment-schema';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { toFieldErrors } from '../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../ui/forms/use-versioned-form.tsx';
import { NumberInput } from '../../../ui/inputs/number-input.tsx';
import { showToast } from '../../../ui/toast.ts';
import type { Employment, VacationTerms } from '../api/types.ts';
import { toEmploymentUpdate, useUpdateEmployment } from '../api/update-employment.ts';
import { formatDecimal } from './format-values.ts';

type VacationFormValues = {
  rule: VacationTerms['rule'];
  paidDaysPerYear: number | string;
  supplementPercent: number | string;
  percent: number | string;
};

function toFormValues(vacation: VacationTerms): VacationFormValues {
  return {
    rule: vacation.rule,
    paidDaysPerYear: vacation.paidDaysPerYear,
    supplementPercent: vacation.rule === 'sammaloneregeln' ? vacation.supplementPercent : 0.8,
    percent: vacation.rule === 'procentregeln' ? vacation.percent : 12,
  };
}

const toNumber = (value: number | string) => (value === '' ? undefined : Number(value));

/** The terms as text: "25 betalda semesterdagar per år · sammalöneregeln med semestertillägg 0,8 %". */
export function useDescribeVacation() {
  const { t } = useTranslation('employees');
  return (vacation: VacationTerms) =>
    `${t('vacation.days', { days: formatDecimal(vacation.paidDaysPerYear) })} · ${
      vacation.rule === 'sammaloneregeln'
        ? t('vacation.sammaloneregeln', { percent: formatDecimal(vacation.supplementPercent) })
        : t('vacation.procentregeln', { percent: formatDecimal(vacation.percent) })
    }`;
}

/**
 * Vacation terms of an employment: paid days per year, and sammalöneregeln with its semestertillägg
 * or procentregeln with its percentage (semesterlagen: at least 25 days, 0.8 %, 12 %). Saved with
 * the whole employment (PUT), so the version read decides a conflict.
 */
export function VacationTermsForm(props: {
  scope: EmployerScope;
  employeeId: string;
  employment: Employment;
  canEdit: boolean;
}) {
  const { employment, canEdit } = props;
  const { t } = useTranslation('employees');
  const describe = useDescribeVacation();
  const update = useUpdateEmployment(props.scope, props.employeeId);
  const form = useVersionedForm({
    initialValues: () => toFormValues(employment.vacation),
    version: employment.version,
    isSaving: update.isPending,
    describeConflict: (current) => {
      const stored = current.vacation as VacationTerms | undefined;
      return stored ? [{ label: t('vacation.terms'), value: describe(stored) }] : [];
    },
    failureTitle: t('errors.saveFailed'),
  });
  const { values, errors, setErrors } = form;
  const set = form.setValue;
  if (!canEdit) return <Text>{describe(employment.vacation)}</Text>;

  async function save(event: FormEvent) {
    event.preventDefault();
    const candidate =
      values.rule === 'sammaloneregeln'
        ? {
            rule: values.rule,
            paidDaysPerYear: toNumber(values.paidDaysPerYear),
            supplementPercent: toNumber(values.supplementPercent),
          }
        : {
            rule: values.rule,
            paidDaysPerYear: toNumber(values.paidDaysPerYear),
            percent: toNumber(values.percent),
          };
    const parsed = vacationTermsSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues, 'vacation'));
      return;
    }
    setErrors({});
    const body = toEmploymentUpdate(employment, { vacation: parsed.data });
    if (await form.save(() => update.mutateAsync({ employmentId: employment.id, body })))
      void showToast({ type: 'success', title: t('vacation.saved') });
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('vacation.terms')}>
      <Stack>
        {form.conflictAlert}
        <SegmentedControl
          aria-label={t('vacation.rule')}
          value={values.rule}
          onChange={(value) => set('rule', value as VacationTerms['rule'])}
          data={[
            { value: 'sammaloneregeln', label: t('vacation.rules.sammaloneregeln') },
            { value: 'procentregeln', label: t('vacation.rules.procentregeln') },
          ]}
          fullWidth
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('vacation.paidDays')}
            value={values.paidDaysPerYear}
            onChange={(value) => set('paidDaysPerYear', value)}
            error={errors['vacation.paidDaysPerYear']}
            decimalScale={0}
            allowNegative={false}
          />
          {values.rule === 'sammaloneregeln' ? (
            <NumberInput
              label={t('vacation.supplementPercent')}
              value={values.supplementPercent}
              onChange={(value) => set('supplementPercent', value)}
              error={errors['vacation.supplementPercent']}
              allowNegative={false}
              suffix=" %"
            />
          ) : (
            <NumberInput
              label={t('vacation.percent')}
              value={values.percent}
              onChange={(value) => set('percent', value)}
              error={errors['vacation.percent']}
              allowNegative={false}
              suffix=" %"
            />
          )}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('vacation.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
