import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { describeApiError } from '../../../lib/api-error-handlers.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { showToast } from '../../../ui/toast.ts';
import {
  type UserAccessDocument,
  useSaveUserAccessSettings,
  useUserAccessSettings,
} from '../api/users-api.ts';

/** How many months an ended employment keeps the employee's own payslips and balances (default 13). */
export function UserAccessSettings(props: { scope: EmployerScope; canEdit: boolean }) {
  const query = useUserAccessSettings(props.scope);
  if (!query.data) return null;
  return <UserAccessForm key={query.data.version} {...props} document={query.data} />;
}

export function UserAccessForm(props: {
  scope: EmployerScope;
  canEdit: boolean;
  document: UserAccessDocument;
}) {
  const { t } = useTranslation('users');
  const { t: translate } = useTranslation();
  const save = useSaveUserAccessSettings(props.scope);
  const [months, setMonths] = useState<number | string>(props.document.value.endedEmploymentAccessMonths);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    setFailure(undefined);
    try {
      await save.mutateAsync({
        version: props.document.version,
        value: { endedEmploymentAccessMonths: typeof months === 'number' ? months : Number.NaN },
      });
      void showToast({ type: 'success', title: t('access.saved') });
    } catch (error) {
      const field = isApiError(error) ? error.problem.errors?.endedEmploymentAccessMonths?.[0] : undefined;
      if (field) setFieldError(field);
      else setFailure(isApiError(error) ? describeApiError(error, translate) : t('access.failed'));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" maw={420}>
        <Title order={3}>{t('access.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('access.intro')}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <NumberInput
          label={t('access.months')}
          min={0}
          max={120}
          allowDecimal={false}
          value={months}
          onChange={setMonths}
          readOnly={!props.canEdit}
          error={fieldError}
        />
        {props.canEdit && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('access.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
