import { socialFeeLiabilitySchema } from '@lonsam/domain/accounting/social-fee-liability';
import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { NumberInput } from '../../../../ui/inputs/number-input.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { useChartOfAccounts } from './chart-of-accounts-api.ts';
import { type SocialFeeLiabilityDocument, useUpdateSocialFeeLiability } from './social-fee-liability-api.ts';

type FormValues = { accrueMonthly: boolean; percent: number | string };

const formatPercent = (basisPoints: number) =>
  (basisPoints / 100).toLocaleString('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Upplupna sociala avgifter: whether the month's change in vacation liability is accrued with
 * employer contributions, and the percentage (31,42 % unless the company's staff pay less). The
 * accounts come from the chart's roles, so they are shown, not edited, here.
 */
export function SocialFeeLiabilityForm(props: {
  scope: EmployerScope;
  document: SocialFeeLiabilityDocument;
  canEdit: boolean;
}) {
  const { document, canEdit } = props;
  const { t } = useTranslation('settings-accounts');
  const update = useUpdateSocialFeeLiability(props.scope);
  const chart = useChartOfAccounts(props.scope);
  const form = useVersionedForm<FormValues>({
    initialValues: () => ({
      accrueMonthly: document.value.accrueMonthly,
      percent: document.value.rateBasisPoints / 100,
    }),
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('socialFees.saveFailed'),
    describeConflict: (current) => [
      { label: t('socialFees.accrueMonthly'), value: current.accrueMonthly ? t('yes') : t('no') },
      { label: t('socialFees.rate'), value: `${formatPercent(Number(current.rateBasisPoints))} %` },
    ],
  });
  const { values, errors, setErrors } = form;
  const roles = chart.data?.value.roleAccounts;
  const nameOf = (number: string) =>
    `${number} ${chart.data?.value.accounts.find((account) => account.number === number)?.name ?? ''}`.trim();

  async function save(event: FormEvent) {
    event.preventDefault();
    const percent = values.percent === '' ? Number.NaN : Number(values.percent);
    const parsed = socialFeeLiabilitySchema.safeParse({
      accrueMonthly: values.accrueMonthly,
      rateBasisPoints: Number.isFinite(percent) ? Math.round(percent * 100) : undefined,
    });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await form.save(() => update.mutateAsync({ version: document.version, value: parsed.data })))
      void showToast({ type: 'success', title: t('socialFees.saved') });
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('socialFees.title')}>
      <Stack>
        <Title order={3}>{t('socialFees.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('socialFees.intro')}
        </Text>
        {form.conflictAlert}
        <Switch
          label={t('socialFees.accrueMonthly')}
          checked={values.accrueMonthly}
          disabled={!canEdit}
          onChange={(event) => form.setValue('accrueMonthly', event.currentTarget.checked)}
        />
        <NumberInput
          label={t('socialFees.rate')}
          description={t('socialFees.rateHint')}
          value={values.percent}
          onChange={(value) => form.setValue('percent', value)}
          error={errors.rateBasisPoints}
          readOnly={!canEdit}
          allowNegative={false}
          suffix=" %"
          maw={260}
        />
        {roles && (
          <Text size="sm">
            {t('socialFees.accounts', {
              cost: nameOf(roles.vacationLiabilityContributionsCost),
              liability: nameOf(roles.accruedEmployerContributions),
            })}
          </Text>
        )}
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('socialFees.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
