import { formatOrganisationNumber } from '@lonsam/domain/format/organisation-number';
import {
  AGI_DECLARATION_DAYS,
  type AgiDeclarationDay,
  companyInfoSettingsSchema,
} from '@lonsam/domain/settings/company-settings';
import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { type CompanyInfoDocument, useUpdateCompanyInfo } from './company-api.ts';

type FormValues = {
  name: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  agiDeclarationDay: AgiDeclarationDay;
};

// The form's flat fields and the value's paths, for the server's and the schema's field errors.
const FIELD_OF_PATH: Record<string, keyof FormValues> = {
  name: 'name',
  'agiContact.name': 'contactName',
  'agiContact.phone': 'contactPhone',
  'agiContact.email': 'contactEmail',
  agiDeclarationDay: 'agiDeclarationDay',
};

function toFormErrors(errors: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [FIELD_OF_PATH[path] ?? path, message]),
  );
}

/** Företagsuppgifter: name, organisation number (read-only), the AGI contact and due-date rule. */
export function CompanyInfoForm(props: {
  scope: EmployerScope;
  document: CompanyInfoDocument;
  canEdit: boolean;
}) {
  const { document, canEdit } = props;
  const { t } = useTranslation('settings-company');
  const update = useUpdateCompanyInfo(props.scope);
  const form = useVersionedForm<FormValues>({
    initialValues: () => ({
      name: document.value.name,
      contactName: document.value.agiContact.name,
      contactPhone: document.value.agiContact.phone,
      contactEmail: document.value.agiContact.email,
      agiDeclarationDay: document.value.agiDeclarationDay,
    }),
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('info.saveFailed'),
    describeConflict: (current) => {
      const contact = (current.agiContact ?? {}) as Record<string, unknown>;
      return [
        { label: t('info.name'), value: String(current.name ?? '') },
        { label: t('info.contactName'), value: String(contact.name ?? '') },
        { label: t('info.contactPhone'), value: String(contact.phone ?? '') },
        { label: t('info.contactEmail'), value: String(contact.email ?? '') },
        { label: t('info.declarationDay'), value: t(`info.days.${String(current.agiDeclarationDay)}.label`) },
      ];
    },
  });
  const { values, errors, setErrors } = form;
  const shown = toFormErrors(errors);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = companyInfoSettingsSchema.safeParse({
      name: values.name,
      agiContact: { name: values.contactName, phone: values.contactPhone, email: values.contactEmail },
      agiDeclarationDay: values.agiDeclarationDay,
    });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await form.save(() => update.mutateAsync({ version: document.version, value: parsed.data })))
      void showToast({ type: 'success', title: t('info.saved') });
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('info.title')}>
      <Stack>
        <Title order={3}>{t('info.title')}</Title>
        {form.conflictAlert}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('info.name')}
            value={values.name}
            disabled={!canEdit}
            error={shown.name}
            required
            onChange={(event) => form.setValue('name', event.currentTarget.value)}
          />
          <TextInput
            label={t('info.orgNumber')}
            description={t('info.orgNumberHint')}
            value={formatOrganisationNumber(document.orgNumber)}
            readOnly
            disabled
          />
        </SimpleGrid>
        <Title order={4}>{t('info.contactTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('info.contactIntro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('info.contactName')}
            value={values.contactName}
            maxLength={50}
            autoComplete="name"
            disabled={!canEdit}
            error={shown.contactName}
            required
            onChange={(event) => form.setValue('contactName', event.currentTarget.value)}
          />
          <TextInput
            label={t('info.contactPhone')}
            value={values.contactPhone}
            maxLength={20}
            type="tel"
            autoComplete="tel"
            disabled={!canEdit}
            error={shown.contactPhone}
            required
            onChange={(event) => form.setValue('contactPhone', event.currentTarget.value)}
          />
          <TextInput
            label={t('info.contactEmail')}
            value={values.contactEmail}
            maxLength={254}
            type="email"
            autoComplete="email"
            disabled={!canEdit}
            error={shown.contactEmail}
            required
            onChange={(event) => form.setValue('contactEmail', event.currentTarget.value)}
          />
        </SimpleGrid>
        <Radio.Group
          label={t('info.declarationDay')}
          description={t('info.declarationDayIntro')}
          value={values.agiDeclarationDay}
          error={shown.agiDeclarationDay}
          onChange={(value) => form.setValue('agiDeclarationDay', value as AgiDeclarationDay)}
        >
          <Stack gap="xs" mt="xs">
            {AGI_DECLARATION_DAYS.map((day) => (
              <Radio
                key={day}
                value={day}
                disabled={!canEdit}
                label={t(`info.days.${day}.label`)}
                description={t(`info.days.${day}.description`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('info.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
