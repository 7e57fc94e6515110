import { findPrivilege } from '@lonsam/domain/privileges/catalogue';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chosenPrivileges,
  PrivilegeChoiceTable,
  usePrivilegeChoice,
} from '../../../ui/privileges/privilege-choice-table.tsx';
import type { NewApiToken, TokenCompany } from '../api/api-tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function defaultExpiry(now = new Date()): string {
  return new Date(now.getTime() + 90 * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Name, company (one of the person's roles with Me.ApiAccess), last day and privileges: every
 * privilege the person holds there, none ticked, read only unless "Ändra" is ticked too.
 */
export function ApiTokenForm(props: {
  companies: readonly TokenCompany[];
  isBusy: boolean;
  errors: Record<string, string | undefined>;
  onSubmit: (token: NewApiToken) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const { companies } = props;
  const [name, setName] = useState('');
  const [roleId, setRoleId] = useState<string | null>(companies.length === 1 ? companies[0]!.roleId : null);
  const [expiresOn, setExpiresOn] = useState(defaultExpiry());
  const { choice, setChoice, toggle } = usePrivilegeChoice(() => ({}));
  const company = companies.find((entry) => entry.roleId === roleId);
  const held = useMemo(
    () =>
      (company?.privileges ?? [])
        .filter((privilege) => privilege.id !== 'Me.ApiAccess')
        .map((privilege) => ({
          ...privilege,
          label: findPrivilege(privilege.id)?.description ?? privilege.id,
        }))
        .sort((a, b) => a.label.localeCompare(b.label, 'sv')),
    [company],
  );
  const chosen = chosenPrivileges(choice);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!roleId) return;
    props.onSubmit({
      name,
      roleId,
      expiresOn,
      privileges: chosen,
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('apiTokens.name')}
          description={t('apiTokens.nameHint')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={props.errors.name}
          required
        />
        <Select
          label={t('apiTokens.company')}
          data={companies.map((entry) => ({
            value: entry.roleId,
            label: t('apiTokens.companyOption', {
              company: entry.employerName,
              role: t(`apiTokens.roles.${entry.role}`),
            }),
          }))}
          value={roleId}
          onChange={(value) => {
            setRoleId(value);
            setChoice({});
          }}
          error={props.errors.roleId}
          required
          allowDeselect={false}
        />
        <TextInput
          type="date"
          label={t('apiTokens.expiresOn')}
          description={t('apiTokens.expiresOnHint')}
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.currentTarget.value)}
          error={props.errors.expiresOn}
          required
        />
        {company ? (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>
              <Text fw={600}>{t('apiTokens.privileges')}</Text>
            </legend>
            <Text size="sm" c="dimmed" mb="xs">
              {t('apiTokens.privilegesHint')}
            </Text>
            {props.errors.privileges ? (
              <Text c="red" size="sm" role="alert">
                {props.errors.privileges}
              </Text>
            ) : null}
            <PrivilegeChoiceTable
              privileges={held.map((privilege) => ({ ...privilege, canWrite: privilege.writeAccess }))}
              choice={choice}
              onToggle={toggle}
              texts={{
                privilege: t('apiTokens.privilege'),
                read: t('apiTokens.read'),
                write: t('apiTokens.write'),
                readOf: (privilege) => t('apiTokens.readOf', { privilege }),
                writeOf: (privilege) => t('apiTokens.writeOf', { privilege }),
              }}
            />
          </fieldset>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('apiTokens.cancel')}
          </Button>
          <Button
            type="submit"
            loading={props.isBusy}
            disabled={!roleId || chosen.length === 0 || !name.trim()}
          >
            {t('apiTokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
