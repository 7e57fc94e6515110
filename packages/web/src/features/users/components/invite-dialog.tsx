import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { describeApiError } from '../../../lib/api-error-handlers.ts';
import { showToast } from '../../../ui/toast.ts';
import type { UserChange, UserList, UserRole } from '../api/users-api.ts';

/** Bjud in användare: by email or personnummer, a role the caller may give, its employment or team. */
export function InviteDialog(props: {
  isOpen: boolean;
  roles: readonly UserRole[];
  employments: UserList['employments'];
  onSubmit: (change: UserChange) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const { t: translate } = useTranslation();
  const [method, setMethod] = useState<'email' | 'personnummer'>('email');
  const [address, setAddress] = useState('');
  const [role, setRole] = useState<UserRole>(props.roles[props.roles.length - 1] ?? 'user');
  const [employmentId, setEmploymentId] = useState<string | null>(null);
  const [team, setTeam] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const choices = props.employments
    .filter((row) => !row.ended)
    .map((row) => ({ value: row.id, label: row.employeeName }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFailure(undefined);
    setBusy(true);
    const target = {
      role,
      employmentId: role === 'user' ? employmentId : null,
      ...(role === 'manager' ? { teamEmploymentIds: team } : {}),
    };
    try {
      await props.onSubmit({
        kind: 'invite',
        body:
          method === 'email'
            ? { method, email: address, ...target }
            : { method, personnummer: address, ...target },
      });
      void showToast({ type: 'success', title: method === 'email' ? t('invite.sent') : t('invite.created') });
      setAddress('');
      props.onClose();
    } catch (error) {
      if (isApiError(error) && error.problem.errors) {
        setErrors(
          Object.fromEntries(Object.entries(error.problem.errors).map(([key, list]) => [key, list[0]])),
        );
      } else setFailure(isApiError(error) ? describeApiError(error, translate) : t('invite.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={props.isOpen} onClose={props.onClose} title={t('invite.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <SegmentedControl
            aria-label={t('invite.method')}
            value={method}
            onChange={(value) => setMethod(value as 'email' | 'personnummer')}
            data={[
              { value: 'email', label: t('invite.byEmail') },
              { value: 'personnummer', label: t('invite.byPersonnummer') },
            ]}
          />
          <TextInput
            label={method === 'email' ? t('invite.email') : t('invite.personnummer')}
            description={method === 'email' ? t('invite.emailHint') : t('invite.personnummerHint')}
            type={method === 'email' ? 'email' : 'text'}
            required
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            error={errors[method]}
          />
          <Select
            label={t('invite.role')}
            required
            allowDeselect={false}
            value={role}
            onChange={(value) => value && setRole(value as UserRole)}
            data={props.roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
            error={errors.role}
          />
          {role === 'user' && (
            <Select
              label={t('invite.employment')}
              required
              searchable
              value={employmentId}
              onChange={setEmploymentId}
              data={choices}
              error={errors.employmentId}
            />
          )}
          {role === 'manager' && (
            <MultiSelect
              label={t('invite.team')}
              searchable
              value={team}
              onChange={setTeam}
              data={choices}
              error={errors.teamEmploymentIds}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('invite.cancel')}
            </Button>
            <Button type="submit" loading={isBusy}>
              {t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
