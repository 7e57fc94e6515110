import {
  ISO_SENDER_ID_SCHEMES,
  PAY_PERIODS,
  PAYING_ACCOUNT_KINDS,
  payoutSettingsSchema,
} from '@lonsam/domain/settings/payout-settings';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import type { DateOnly } from '@lonsam/domain/time/date-shapes';
import { findBankNameByClearingNumber } from '@lonsam/domain/validation/bank-account';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import type { ConflictValue } from '../../../../ui/forms/conflict-alert.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { type PayoutSettingsDocument, useUpdatePayoutSettings } from './payout-api.ts';
import {
  type AccountChoice,
  type IsoSenderIdScheme,
  type PayoutFormValues,
  toFormValues,
  toSettingsInput,
} from './payout-form-values.ts';
import { UpcomingPayDates } from './upcoming-pay-dates.tsx';

/** The fields typed as text (numbers with their dashes and spaces as people write them). */
type TextField =
  | 'bankgiroNumber'
  | 'clearingNumber'
  | 'accountNumber'
  | 'iban'
  | 'bic'
  | 'bankgirotCustomerNumber'
  | 'senderBankgiroNumber'
  | 'isoSenderId'
  | 'grossChangeWarningPercent'
  | 'minimumHourlyWage';

const PAY_DAYS = Array.from({ length: 28 }, (_, index) => String(index + 1));
const ACCOUNT_CHOICES: readonly AccountChoice[] = ['none', ...PAYING_ACCOUNT_KINDS];

/** Utbetalning: pay day and its next dates, pay periods, the paying account and the sender identities. */
export function PayoutForm(props: {
  scope: EmployerScope;
  document: PayoutSettingsDocument;
  canEdit: boolean;
  /** Where the upcoming pay dates start; today in Sweden unless a test says otherwise. */
  today?: DateOnly;
}) {
  const { document, canEdit } = props;
  const { t } = useTranslation('settings-payout');
  const update = useUpdatePayoutSettings(props.scope);
  const form = useVersionedForm<PayoutFormValues>({
    initialValues: () => toFormValues(document.value),
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('payout.saveFailed'),
    describeConflict: (current) => describeStored(current, t),
  });
  const { values, errors, setErrors } = form;
  const today = props.today ?? toDateOnly(new Date());
  const bankName = findBankNameByClearingNumber(values.clearingNumber);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = payoutSettingsSchema.safeParse(toSettingsInput(values));
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await form.save(() => update.mutateAsync({ version: document.version, value: parsed.data })))
      void showToast({ type: 'success', title: t('payout.saved') });
  }

  const text = (field: TextField, errorKey: string, label: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      value={values[field]}
      readOnly={!canEdit}
      error={errors[errorKey]}
      onChange={(event) => form.setValue(field, event.currentTarget.value)}
    />
  );

  return (
    <form onSubmit={save} noValidate aria-label={t('payout.title')}>
      <Stack>
        <Title order={3}>{t('payout.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('payout.intro')}
        </Text>
        {form.conflictAlert}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('payout.payDay')}
            description={t('payout.payDayHint')}
            value={values.payDay}
            disabled={!canEdit}
            error={errors.payDay}
            data={[
              ...PAY_DAYS.map((day) => ({ value: day, label: t('payout.payDayOption', { day }) })),
              { value: 'last', label: t('payout.lastBankDay') },
            ]}
            onChange={(event) => form.setValue('payDay', event.currentTarget.value)}
          />
          <UpcomingPayDates
            payDay={values.payDay === 'last' ? 'last' : Number(values.payDay)}
            today={today}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['salaryPeriod', 'variablePeriod'] as const).map((field) => (
            <Radio.Group
              key={field}
              label={t(`payout.${field}`)}
              value={values[field]}
              error={errors[field]}
              onChange={(value) => form.setValue(field, value as PayoutFormValues[typeof field])}
            >
              <Group mt={4}>
                {PAY_PERIODS.map((period) => (
                  <Radio
                    key={period}
                    value={period}
                    label={t(`payout.periods.${period}`)}
                    disabled={!canEdit}
                  />
                ))}
              </Group>
            </Radio.Group>
          ))}
        </SimpleGrid>
        <Radio.Group
          label={t('payout.account')}
          value={values.accountKind}
          onChange={(value) => form.setValue('accountKind', value as AccountChoice)}
        >
          <Group mt={4}>
            {ACCOUNT_CHOICES.map((kind) => (
              <Radio key={kind} value={kind} label={t(`payout.accountKinds.${kind}`)} disabled={!canEdit} />
            ))}
          </Group>
        </Radio.Group>
        {values.accountKind === 'bankgiro' &&
          text(
            'bankgiroNumber',
            'account.bankgiroNumber',
            t('payout.bankgiroNumber'),
            t('payout.bankgiroHint'),
          )}
        {values.accountKind === 'bank-account' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text(
              'clearingNumber',
              'account.clearingNumber',
              t('payout.clearingNumber'),
              bankName ? t('payout.bankName', { bank: bankName }) : undefined,
            )}
            {text('accountNumber', 'account.accountNumber', t('payout.accountNumber'))}
          </SimpleGrid>
        )}
        {values.accountKind === 'iban' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('iban', 'account.iban', t('payout.iban'), t('payout.ibanHint'))}
            {text('bic', 'account.bic', t('payout.bic'))}
          </SimpleGrid>
        )}
        <Fieldset legend={t('payout.senders')} variant="unstyled">
          <Stack>
            <Text size="sm" c="dimmed">
              {t('payout.sendersIntro')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text(
                'bankgirotCustomerNumber',
                'senders.bankgirotCustomerNumber',
                t('payout.customerNumber'),
                t('payout.customerNumberHint'),
              )}
              {text(
                'senderBankgiroNumber',
                'senders.bankgiroNumber',
                t('payout.senderBankgiro'),
                t('payout.senderBankgiroHint'),
              )}
              {text(
                'isoSenderId',
                'senders.isoSenderId',
                t('payout.isoSenderId'),
                t('payout.isoSenderIdHint'),
              )}
              <NativeSelect
                label={t('payout.isoSenderIdScheme')}
                value={values.isoSenderIdScheme}
                disabled={!canEdit}
                data={ISO_SENDER_ID_SCHEMES.map((scheme) => ({
                  value: scheme,
                  label: t(`payout.schemes.${scheme}`),
                }))}
                onChange={(event) =>
                  form.setValue('isoSenderIdScheme', event.currentTarget.value as IsoSenderIdScheme)
                }
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Checkbox
          label={t('payout.requireDifferentApprovers')}
          description={t('payout.requireDifferentApproversHint')}
          checked={values.requireDifferentApprovers}
          disabled={!canEdit}
          onChange={(event) => form.setValue('requireDifferentApprovers', event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text(
            'grossChangeWarningPercent',
            'grossChangeWarningPercent',
            t('payout.grossChangeWarningPercent'),
            t('payout.grossChangeWarningPercentHint'),
          )}
          {text(
            'minimumHourlyWage',
            'minimumHourlyWageOre',
            t('payout.minimumHourlyWage'),
            t('payout.minimumHourlyWageHint'),
          )}
        </SimpleGrid>
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('payout.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The stored values a 409 carries, as the form shows them. */
function describeStored(current: Record<string, unknown>, t: TFunction): ConflictValue[] {
  const parsed = payoutSettingsSchema.safeParse(current);
  if (!parsed.success) return [];
  const stored = toFormValues(parsed.data);
  const account =
    stored.accountKind === 'bankgiro'
      ? stored.bankgiroNumber
      : stored.accountKind === 'bank-account'
        ? `${stored.clearingNumber}-${stored.accountNumber}`
        : stored.accountKind === 'iban'
          ? `${stored.iban} (${stored.bic})`
          : t('payout.accountKinds.none');
  return [
    {
      label: t('payout.payDay'),
      value:
        stored.payDay === 'last' ? t('payout.lastBankDay') : t('payout.payDayOption', { day: stored.payDay }),
    },
    { label: t('payout.salaryPeriod'), value: t(`payout.periods.${stored.salaryPeriod}`) },
    { label: t('payout.variablePeriod'), value: t(`payout.periods.${stored.variablePeriod}`) },
    { label: t('payout.account'), value: account },
    {
      label: t('payout.requireDifferentApprovers'),
      value: t(stored.requireDifferentApprovers ? 'payout.yes' : 'payout.no'),
    },
    { label: t('payout.grossChangeWarningPercent'), value: `${stored.grossChangeWarningPercent} %` },
    {
      label: t('payout.minimumHourlyWage'),
      value: stored.minimumHourlyWage === '' ? t('payout.none') : `${stored.minimumHourlyWage} kr`,
    },
  ];
}
