import {
  FILE_FORMATS,
  type FileFormat,
  type FileFormatSettings,
  fileFormatSettingsSchema,
  PAIN001_VERSION_CHOICES,
} from '@lonsam/domain/settings/file-format-settings';
import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { type FileFormatDocument, useUpdateFileFormat } from './file-format-api.ts';

// Locale keys cannot hold the dot of "pain.001".
const FORMAT_KEYS: Record<FileFormat, string> = {
  'pain.001': 'pain001',
  'bankgirot-loner': 'bankgirot-loner',
  'bankgirot-lb': 'bankgirot-lb',
};

/** Filformat: which bank file the salary payments are sent in; the server checks Utbetalning has what it needs. */
export function FileFormatForm(props: {
  scope: EmployerScope;
  document: FileFormatDocument;
  canEdit: boolean;
}) {
  const { document, canEdit } = props;
  const { t } = useTranslation('settings-payout');
  const update = useUpdateFileFormat(props.scope);
  const form = useVersionedForm<FileFormatSettings>({
    initialValues: () => ({ ...document.value }),
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('fileFormat.saveFailed'),
    describeConflict: (current) => {
      const parsed = fileFormatSettingsSchema.safeParse(current);
      return parsed.success
        ? [
            {
              label: t('fileFormat.format'),
              value: t(`fileFormat.formats.${FORMAT_KEYS[parsed.data.format]}`),
            },
          ]
        : [];
    },
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    form.setErrors({});
    if (await form.save(() => update.mutateAsync({ version: document.version, value: form.values })))
      void showToast({ type: 'success', title: t('fileFormat.saved') });
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('fileFormat.title')}>
      <Stack>
        <Title order={3}>{t('fileFormat.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('fileFormat.intro')}
        </Text>
        {form.conflictAlert}
        <Radio.Group
          label={t('fileFormat.format')}
          value={form.values.format}
          error={form.errors.format}
          onChange={(value) => form.setValue('format', value as FileFormat)}
        >
          <Stack mt={4} gap="sm">
            {FILE_FORMATS.map((format) => (
              <Radio
                key={format}
                value={format}
                label={t(`fileFormat.formats.${FORMAT_KEYS[format]}`)}
                description={t(`fileFormat.descriptions.${FORMAT_KEYS[format]}`)}
                disabled={!canEdit}
              />
            ))}
          </Stack>
        </Radio.Group>
        {form.values.format === 'pain.001' && (
          // Which pain.001 the bank takes (issue 19); the payment files are written in it.
          <Radio.Group
            label={t('fileFormat.pain001Version')}
            value={form.values.pain001Version}
            onChange={(value) =>
              form.setValue('pain001Version', value as FileFormatSettings['pain001Version'])
            }
          >
            <Group mt={4} gap="md">
              {PAIN001_VERSION_CHOICES.map((version) => (
                <Radio key={version} value={version} label={version} disabled={!canEdit} />
              ))}
            </Group>
          </Radio.Group>
        )}
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('fileFormat.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
