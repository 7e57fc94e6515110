import { type Dimension, dimensionObjectInputSchema } from '@lonsam/domain/settings/dimensions';
import { Button, Group, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { type DimensionObjectView, useSaveDimensionObject } from './dimensions-api.ts';

type Values = { code: string; name: string; active: boolean };

/** Adds a cost centre or project, or changes the one given (code, name, active). */
export function DimensionObjectForm(props: {
  scope: EmployerScope;
  dimension: Dimension;
  object?: DimensionObjectView;
  onDone: () => void;
}) {
  const { object, dimension } = props;
  const { t } = useTranslation('settings-dimensions');
  const save = useSaveDimensionObject(props.scope);
  const form = useVersionedForm<Values>({
    initialValues: () => ({
      code: object?.code ?? '',
      name: object?.name ?? '',
      active: object?.active ?? true,
    }),
    version: object?.version ?? 0,
    isSaving: save.isPending,
    failureTitle: t('saveFailed'),
    describeConflict: (current) => [
      { label: t('fields.code'), value: String(current.code ?? '–') },
      { label: t('fields.name'), value: String(current.name ?? '–') },
      { label: t('fields.active'), value: t(current.active ? 'yes' : 'no') },
    ],
  });
  const { values, errors, setErrors } = form;
  const title = object
    ? t('edit.title', { code: object.code })
    : t(`add.title.${dimension === 'cost-centre' ? 'costCentre' : 'project'}`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = dimensionObjectInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const saved = await form.save(() =>
      object
        ? save.mutateAsync({
            kind: 'update',
            id: object.id,
            body: { ...parsed.data, version: object.version },
          })
        : save.mutateAsync({ kind: 'create', dimension, body: parsed.data }),
    );
    if (saved) {
      void showToast({ type: 'success', title: t(object ? 'edit.saved' : 'add.added') });
      props.onDone();
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack>
        <Title order={4}>{title}</Title>
        {form.conflictAlert}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.code')}
            description={t('fields.codeHint')}
            value={values.code}
            maxLength={20}
            error={errors.code}
            onChange={(event) => form.setValue('code', event.currentTarget.value)}
          />
          <TextInput
            label={t('fields.name')}
            value={values.name}
            maxLength={100}
            error={errors.name}
            onChange={(event) => form.setValue('name', event.currentTarget.value)}
          />
        </SimpleGrid>
        {object && (
          <Switch
            label={t('fields.active')}
            description={t('fields.activeHint')}
            checked={values.active}
            onChange={(event) => form.setValue('active', event.currentTarget.checked)}
          />
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t(object ? 'edit.submit' : 'add.submit')}
          </Button>
          <Button variant="default" onClick={props.onDone}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
