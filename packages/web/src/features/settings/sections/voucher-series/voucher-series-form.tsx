import { voucherSeriesSchema } from '@lonsam/domain/accounting/voucher-series';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { NumberInput } from '../../../../ui/inputs/number-input.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { useUpdateVoucherSeries, type VoucherSeriesDocument } from './voucher-series-api.ts';

type FormValues = { series: string; name: string; nextNumber: number | string };

/** Verifikationsserie: the series letters, name and next number of the salary vouchers. */
export function VoucherSeriesForm(props: {
  scope: EmployerScope;
  document: VoucherSeriesDocument;
  canEdit: boolean;
}) {
  const { document, canEdit } = props;
  const { t } = useTranslation('settings-accounts');
  const update = useUpdateVoucherSeries(props.scope);
  const form = useVersionedForm<FormValues>({
    initialValues: () => ({ ...document.value }),
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('voucherSeries.saveFailed'),
    describeConflict: (current) => [
      { label: t('voucherSeries.series'), value: String(current.series ?? '') },
      { label: t('voucherSeries.name'), value: String(current.name ?? '') },
      { label: t('voucherSeries.nextNumber'), value: String(current.nextNumber ?? '') },
    ],
  });
  const { values, errors, setErrors } = form;

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = voucherSeriesSchema.safeParse({
      series: values.series,
      name: values.name,
      nextNumber: values.nextNumber === '' ? undefined : Number(values.nextNumber),
    });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await form.save(() => update.mutateAsync({ version: document.version, value: parsed.data })))
      void showToast({ type: 'success', title: t('voucherSeries.saved') });
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('voucherSeries.title')}>
      <Stack>
        <Title order={3}>{t('voucherSeries.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('voucherSeries.intro')}
        </Text>
        {form.conflictAlert}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('voucherSeries.series')}
            description={t('voucherSeries.seriesHint')}
            value={values.series}
            maxLength={2}
            readOnly={!canEdit}
            error={errors.series}
            // Series are upper case; typing "l" means L.
            onChange={(event) => form.setValue('series', event.currentTarget.value.toUpperCase())}
          />
          <TextInput
            label={t('voucherSeries.name')}
            value={values.name}
            readOnly={!canEdit}
            error={errors.name}
            onChange={(event) => form.setValue('name', event.currentTarget.value)}
          />
          <NumberInput
            label={t('voucherSeries.nextNumber')}
            value={values.nextNumber}
            decimalScale={0}
            allowNegative={false}
            readOnly={!canEdit}
            error={errors.nextNumber}
            onChange={(value) => form.setValue('nextNumber', value)}
          />
        </SimpleGrid>
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('voucherSeries.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
