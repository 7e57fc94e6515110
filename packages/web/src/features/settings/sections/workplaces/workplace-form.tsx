import { workplaceInputSchema } from '@lonsam/domain/settings/workplace';
import { Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { useSaveWorkplace, type WorkplaceView } from './workplaces-api.ts';

type Values = {
  name: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  workplaceNumber: string;
};

const toValues = (workplace: WorkplaceView | undefined): Values => ({
  name: workplace?.name ?? '',
  streetAddress: workplace?.streetAddress ?? '',
  postalCode: workplace?.postalCode ?? '',
  city: workplace?.city ?? '',
  workplaceNumber: workplace?.workplaceNumber ?? '',
});

/**
 * Adds an arbetsställe, or changes the one given, with the address and number the AGI needs. The
 * domain schema checks the values first (nothing is sent with a field error); a 409 lists what is
 * stored and keeps what was typed.
 */
export function WorkplaceForm(props: {
  scope: EmployerScope;
  workplace?: WorkplaceView;
  onDone: () => void;
}) {
  const { workplace } = props;
  const { t } = useTranslation('settings-workplaces');
  const save = useSaveWorkplace(props.scope);
  const form = useVersionedForm<Values>({
    initialValues: () => toValues(workplace),
    version: workplace?.version ?? 0,
    isSaving: save.isPending,
    failureTitle: t('saveFailed'),
    describeConflict: (current) =>
      (['name', 'streetAddress', 'postalCode', 'city', 'workplaceNumber'] as const).map((field) => ({
        label: t(`fields.${field}`),
        value: typeof current[field] === 'string' && current[field] ? String(current[field]) : '–',
      })),
  });
  const { values, errors, setErrors } = form;
  const title = workplace ? t('edit.title', { name: workplace.name }) : t('add.title');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = workplaceInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const saved = await form.save(() =>
      workplace
        ? save.mutateAsync({
            kind: 'update',
            id: workplace.id,
            body: { ...parsed.data, version: workplace.version },
          })
        : save.mutateAsync({ kind: 'create', body: parsed.data }),
    );
    if (saved) {
      void showToast({ type: 'success', title: t(workplace ? 'edit.saved' : 'add.added') });
      props.onDone();
    }
  }

  const input = (field: keyof Values, extra: { description?: string; maxLength?: number } = {}) => (
    <TextInput
      label={t(`fields.${field}`)}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => form.setValue(field, event.currentTarget.value)}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack>
        <Title order={3}>{title}</Title>
        {form.conflictAlert}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input('name', { maxLength: 100 })}
          {input('workplaceNumber', { description: t('fields.workplaceNumberHint'), maxLength: 10 })}
          {input('streetAddress', { maxLength: 200 })}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {input('postalCode', { maxLength: 6 })}
            {input('city', { maxLength: 100 })}
          </SimpleGrid>
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t(workplace ? 'edit.submit' : 'add.submit')}
          </Button>
          <Button variant="default" onClick={props.onDone}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
