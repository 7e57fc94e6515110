import { findPrivilege } from '@lonsam/domain/privileges/catalogue';
import { Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrorMap } from '../../../../ui/forms/field-errors.ts';
import {
  chosenPrivileges,
  type PrivilegeChoice,
  PrivilegeChoiceTable,
  usePrivilegeChoice,
} from '../../../../ui/privileges/privilege-choice-table.tsx';
import type { PrivilegeGroupInput, PrivilegeGroupList, PrivilegeGroupView } from './privilege-groups-api.ts';

function toChoice(group: PrivilegeGroupView | undefined): PrivilegeChoice {
  return Object.fromEntries(
    (group?.privileges ?? []).map(({ id, writeAccess }) => [id, { read: true, write: writeAccess }]),
  );
}

/**
 * A group's name, description, privileges (each Läsa, or Läsa and Ändra) and members. Only what the
 * company's packaging enables for some role is offered: a group can never give more than that.
 */
export function PrivilegeGroupForm(props: {
  list: PrivilegeGroupList;
  group: PrivilegeGroupView | undefined;
  isBusy: boolean;
  errors: FieldErrorMap;
  onSubmit: (body: PrivilegeGroupInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings-privilege-groups');
  const { list, group } = props;
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const { choice, toggle } = usePrivilegeChoice(() => toChoice(group));
  const [members, setMembers] = useState<string[]>(group?.memberRoleIds ?? []);
  const offered = useMemo(() => {
    const ids = new Set([...list.packaging.admin, ...list.packaging.manager, ...list.packaging.user]);
    return [...ids]
      .map((id) => ({ id, label: findPrivilege(id)?.description ?? id, canWrite: true }))
      .sort((a, b) => a.label.localeCompare(b.label, 'sv'));
  }, [list]);

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit({
      name,
      description,
      privileges: chosenPrivileges(choice),
      memberRoleIds: members,
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('form.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={props.errors.name}
          required
        />
        <Textarea
          label={t('form.description')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={props.errors.description}
          rows={2}
        />
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>
            <Text fw={600}>{t('form.members')}</Text>
          </legend>
          <Text size="sm" c="dimmed" mb="xs">
            {t('form.membersHint')}
          </Text>
          {props.errors.memberRoleIds ? (
            <Text c="red" size="sm" role="alert">
              {props.errors.memberRoleIds}
            </Text>
          ) : null}
          <Checkbox.Group value={members} onChange={setMembers}>
            <Stack gap={4}>
              {list.roles.map((role) => (
                <Checkbox
                  key={role.roleId}
                  value={role.roleId}
                  label={t('form.member', {
                    name: role.name || t('form.unnamed'),
                    role: t(`roles.${role.role}`),
                  })}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </fieldset>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>
            <Text fw={600}>{t('form.privileges')}</Text>
          </legend>
          <Text size="sm" c="dimmed" mb="xs">
            {t('form.privilegesHint')}
          </Text>
          <PrivilegeChoiceTable
            privileges={offered}
            choice={choice}
            onToggle={toggle}
            maxHeight={360}
            texts={{
              privilege: t('form.privilege'),
              read: t('form.read'),
              write: t('form.write'),
              readOf: (privilege) => t('form.readOf', { privilege }),
              writeOf: (privilege) => t('form.writeOf', { privilege }),
            }}
          />
        </fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={props.isBusy}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
