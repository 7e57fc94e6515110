import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { describeApiError } from '../../../lib/api-error-handlers.ts';
import { showToast } from '../../../ui/toast.ts';
import type { UserChange, UserList, UserRole } from '../api/users-api.ts';

/** Ge roll: another role for a person of the company, a role the caller may give. */
export function GrantDialog(props: {
  person: { identityId: string; name: string } | undefined;
  roles: readonly UserRole[];
  employments: UserList['employments'];
  onSubmit: (change: UserChange) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const { t: translate } = useTranslation();
  const [role, setRole] = useState<UserRole>(props.roles[0] ?? 'user');
  const [employmentId, setEmploymentId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const person = props.person;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!person) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await props.onSubmit({
        kind: 'grant',
        identityId: person.identityId,
        role,
        employmentId: role === 'user' ? employmentId : null,
      });
      void showToast({ type: 'success', title: t('grant.done') });
      props.onClose();
    } catch (error) {
      const fieldError = isApiError(error) ? error.problem.errors?.employmentId?.[0] : undefined;
      setFailure(fieldError ?? (isApiError(error) ? describeApiError(error, translate) : t('grant.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={Boolean(person)}
      onClose={props.onClose}
      title={t('grant.title', { name: person?.name ?? '' })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Select
            label={t('invite.role')}
            required
            allowDeselect={false}
            value={role}
            onChange={(value) => value && setRole(value as UserRole)}
            data={props.roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          />
          {role === 'user' && (
            <Select
              label={t('invite.employment')}
              required
              searchable
              value={employmentId}
              onChange={setEmploymentId}
              data={props.employments.map((row) => ({ value: row.id, label: row.employeeName }))}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isBusy}>
              {t('grant.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
