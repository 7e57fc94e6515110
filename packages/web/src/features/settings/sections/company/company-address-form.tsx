import { companyAddressSettingsSchema, formatPostalCode } from '@lonsam/domain/settings/company-settings';
import { Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { type CompanyAddressDocument, useUpdateCompanyAddress } from './company-api.ts';

type FormValues = { careOf: string; streetAddress: string; postalCode: string; city: string };

/** Adress: the company's postal address (c/o optional, postnummer shown as "123 45"). */
export function CompanyAddressForm(props: {
  scope: EmployerScope;
  document: CompanyAddressDocument;
  canEdit: boolean;
}) {
  const { document, canEdit } = props;
  const { t } = useTranslation('settings-company');
  const update = useUpdateCompanyAddress(props.scope);
  const form = useVersionedForm<FormValues>({
    initialValues: () => ({ ...document.value }),
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('address.saveFailed'),
    describeConflict: (current) => [
      { label: t('address.careOf'), value: String(current.careOf ?? '') },
      { label: t('address.streetAddress'), value: String(current.streetAddress ?? '') },
      { label: t('address.postalCode'), value: String(current.postalCode ?? '') },
      { label: t('address.city'), value: String(current.city ?? '') },
    ],
  });
  const { values, errors, setErrors } = form;

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = companyAddressSettingsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await form.save(() => update.mutateAsync({ version: document.version, value: parsed.data })))
      void showToast({ type: 'success', title: t('address.saved') });
  }

  const field = (name: keyof FormValues) => ({
    value: values[name],
    disabled: !canEdit,
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(name, event.currentTarget.value),
  });

  return (
    <form onSubmit={save} noValidate aria-label={t('address.title')}>
      <Stack>
        <Title order={3}>{t('address.title')}</Title>
        {form.conflictAlert}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('address.careOf')}
            description={t('address.careOfHint')}
            maxLength={50}
            {...field('careOf')}
          />
          <TextInput
            label={t('address.streetAddress')}
            maxLength={50}
            autoComplete="street-address"
            required
            {...field('streetAddress')}
          />
          <TextInput
            label={t('address.postalCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            required
            {...field('postalCode')}
            // "12345" reads "123 45" once the field is left, as it is stored.
            onBlur={() => form.setValue('postalCode', formatPostalCode(values.postalCode))}
          />
          <TextInput
            label={t('address.city')}
            maxLength={50}
            autoComplete="address-level2"
            required
            {...field('city')}
          />
        </SimpleGrid>
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('address.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
