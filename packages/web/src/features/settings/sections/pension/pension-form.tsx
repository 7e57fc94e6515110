import { formatCurrency, formatNumber } from '@lonsam/domain/format/number';
import { findPensionYearParameters } from '@lonsam/domain/payroll/pension-parameters';
import {
  itp1LikeRule,
  PENSION_PROVIDERS,
  type PensionProvider,
  type PensionSettings,
  pensionSettingsSchema,
} from '@lonsam/domain/settings/pension-settings';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { type DatedRowsColumn, DatedRowsTable } from '../../../../ui/forms/dated-rows-table.tsx';
import { kronorToOre, toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { NumberInput } from '../../../../ui/inputs/number-input.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { type PensionDocument, useUpdatePension } from './pension-api.ts';
import {
  type PlanFormValues,
  previewPremium,
  type RuleFormRow,
  toPlanCandidate,
  toPlanFormValues,
  toRuleFormRow,
} from './pension-rows.ts';

type FormValues = { plans: PlanFormValues[]; bookSpecialPayrollTaxMonthly: boolean };

const money = (ore: number) => formatCurrency(ore / 100);

function slpPercentOn(date: string): string | undefined {
  try {
    return formatNumber(findPensionYearParameters(date).specialPayrollTaxPercent);
  } catch {
    return undefined;
  }
}

/**
 * Pension: the company's plans with dated premium rules (per cent below and above a limit in
 * inkomstbasbelopp) and whether särskild löneskatt is booked monthly. An example monthly salary
 * shows each plan's premium and särskild löneskatt on `today`.
 */
export function PensionForm(props: {
  scope: EmployerScope;
  document: PensionDocument;
  canEdit: boolean;
  today: string;
}) {
  const { document, canEdit, today } = props;
  const { t } = useTranslation('settings-pension');
  const update = useUpdatePension(props.scope);
  const [exampleSalary, setExampleSalary] = useState<number | string>(60_000);
  const form = useVersionedForm<FormValues>({
    initialValues: () => ({ ...document.value, plans: document.value.plans.map(toPlanFormValues) }),
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('saveFailed'),
    describeConflict: (current) => {
      const stored = current as Partial<PensionSettings>;
      return [
        {
          label: t('plans'),
          value: (stored.plans ?? []).map((plan) => plan.name).join(', ') || t('noPlans'),
        },
        {
          label: t('bookMonthly'),
          value: stored.bookSpecialPayrollTaxMonthly ? t('yes') : t('no'),
        },
      ];
    },
  });
  const { values, errors, setErrors, setValues } = form;
  const setPlan = (index: number, plan: PlanFormValues) =>
    setValues((current) => ({
      ...current,
      plans: current.plans.map((old, at) => (at === index ? plan : old)),
    }));
  const addPlan = (plan: Omit<PlanFormValues, 'id'>) =>
    setValues((current) => ({ ...current, plans: [...current.plans, { id: crypto.randomUUID(), ...plan }] }));

  const percentColumn = (
    field: 'percentBelow' | 'percentAbove',
    label: string,
  ): DatedRowsColumn<RuleFormRow> => ({
    label,
    errorKeys: [field],
    render: (row, cell) => (
      <NumberInput
        aria-label={cell.label}
        value={row[field]}
        suffix=" %"
        readOnly={cell.readOnly}
        error={cell.error}
        onChange={(value) => cell.onChange({ ...row, [field]: value })}
      />
    ),
  });
  const ibbColumn = (field: 'limitIbb' | 'capIbb', label: string): DatedRowsColumn<RuleFormRow> => ({
    label,
    errorKeys: [field],
    render: (row, cell) => (
      <NumberInput
        aria-label={cell.label}
        value={row[field]}
        suffix=" IBB"
        readOnly={cell.readOnly}
        error={cell.error}
        onChange={(value) => cell.onChange({ ...row, [field]: value })}
      />
    ),
  });
  const columns: DatedRowsColumn<RuleFormRow>[] = [
    percentColumn('percentBelow', t('rules.percentBelow')),
    ibbColumn('limitIbb', t('rules.limitIbb')),
    percentColumn('percentAbove', t('rules.percentAbove')),
    ibbColumn('capIbb', t('rules.capIbb')),
    {
      label: t('rules.fixedAmount'),
      errorKeys: ['fixedAmountOre'],
      render: (row, cell) => (
        <NumberInput
          aria-label={cell.label}
          value={row.fixedAmount}
          suffix=" kr"
          readOnly={cell.readOnly}
          error={cell.error}
          onChange={(value) => cell.onChange({ ...row, fixedAmount: value })}
        />
      ),
    },
  ];
  const tableLabels = {
    validFrom: t('rules.validFrom'),
    validTo: t('rules.validTo'),
    add: t('rules.add'),
    remove: (row: number) => t('rules.remove', { row }),
    row: (row: number) => t('rules.row', { row }),
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = pensionSettingsSchema.safeParse({ ...values, plans: values.plans.map(toPlanCandidate) });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await form.save(() => update.mutateAsync({ version: document.version, value: parsed.data })))
      void showToast({ type: 'success', title: t('saved') });
  }

  const exampleOre = kronorToOre(exampleSalary);
  const slpPercent = slpPercentOn(today);

  return (
    <form onSubmit={save} noValidate aria-label={t('title')}>
      <Stack>
        <Title order={3}>{t('title')}</Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {form.conflictAlert}
        <Switch
          label={t('bookMonthly')}
          description={t('bookMonthlyHint', { percent: slpPercent ?? '–' })}
          checked={values.bookSpecialPayrollTaxMonthly}
          disabled={!canEdit}
          onChange={(event) => form.setValue('bookSpecialPayrollTaxMonthly', event.currentTarget.checked)}
        />
        <NumberInput
          label={t('exampleSalary')}
          value={exampleSalary}
          onChange={setExampleSalary}
          allowNegative={false}
          suffix=" kr"
          maw={320}
        />
        {values.plans.length === 0 && <Alert variant="light">{t('noPlansYet')}</Alert>}
        {values.plans.map((plan, index) => {
          const premium = previewPremium(plan, exampleOre, today);
          return (
            <Fieldset key={plan.id} legend={plan.name || t('newPlan')}>
              <Stack gap="xs">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('name')}
                    value={plan.name}
                    readOnly={!canEdit}
                    error={errors[`plans.${index}.name`]}
                    onChange={(event) => setPlan(index, { ...plan, name: event.currentTarget.value })}
                  />
                  <Select
                    label={t('provider')}
                    data={PENSION_PROVIDERS.map((provider) => ({
                      value: provider,
                      label: t(`providers.${provider}`),
                    }))}
                    value={plan.provider}
                    allowDeselect={false}
                    readOnly={!canEdit}
                    onChange={(provider) =>
                      provider && setPlan(index, { ...plan, provider: provider as PensionProvider })
                    }
                  />
                </SimpleGrid>
                <DatedRowsTable
                  caption={t('rules.caption', { name: plan.name || t('newPlan') })}
                  rows={plan.rules}
                  onChange={(rules) => setPlan(index, { ...plan, rules })}
                  columns={columns}
                  createRow={() =>
                    toRuleFormRow({ ...itp1LikeRule(today), percentBelow: 0, percentAbove: 0 })
                  }
                  errors={errors}
                  errorPrefix={`plans.${index}.rules`}
                  canEdit={canEdit}
                  labels={tableLabels}
                />
                <Text size="sm" role="status">
                  {premium
                    ? t('example', {
                        limit: money(premium.limitOre),
                        premium: money(premium.premiumOre),
                        tax: money(premium.specialPayrollTaxOre),
                      })
                    : t('exampleUnavailable')}
                </Text>
                {canEdit && (
                  <Group>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() =>
                        setValues((current) => ({
                          ...current,
                          plans: current.plans.filter((_, at) => at !== index),
                        }))
                      }
                    >
                      {t('removePlan', { name: plan.name || t('newPlan') })}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Fieldset>
          );
        })}
        {canEdit && (
          <Group>
            <Button
              variant="light"
              onClick={() =>
                addPlan({ name: 'ITP 1', provider: 'collectum', rules: [toRuleFormRow(itp1LikeRule(today))] })
              }
            >
              {t('addItp1')}
            </Button>
            <Button
              variant="light"
              onClick={() =>
                addPlan({
                  name: '',
                  provider: 'own',
                  rules: [toRuleFormRow({ ...itp1LikeRule(today), percentBelow: 0, percentAbove: 0 })],
                })
              }
            >
              {t('addOwn')}
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
