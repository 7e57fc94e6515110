import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { type FieldErrorMap, readFieldErrors } from '../../../ui/forms/field-errors.ts';
import {
  type ApiTokenView,
  type NewApiToken,
  useApiTokens,
  useCreateApiToken,
  useRevokeApiToken,
  useTokenCompanies,
} from '../api/api-tokens.ts';
import { ApiTokenForm } from './api-token-form.tsx';

const dateFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short' });
const dateTimeFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short' });

function statusOf(token: ApiTokenView, now: Date): 'revoked' | 'expired' | 'active' {
  if (token.revokedAt) return 'revoked';
  return new Date(token.expiresAt) <= now ? 'expired' : 'active';
}

/**
 * "API-nycklar" on Mitt konto (issue 22): the person's personal API tokens, a form to make one (shown
 * once, with a copy button), and revocation after a confirmation. Shown to everyone signed in; making
 * one needs a company where they hold Me.ApiAccess.
 */
export function ApiTokensSection() {
  const { t } = useTranslation('account');
  const { t: translate } = useTranslation();
  const tokens = useApiTokens();
  const companies = useTokenCompanies();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [isCreating, setIsCreating] = useState(false);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [shown, setShown] = useState<string | undefined>();
  const [revoking, setRevoking] = useState<ApiTokenView | undefined>();
  const now = new Date();
  const available = companies.data?.companies ?? [];

  async function submit(body: NewApiToken) {
    setErrors({});
    try {
      const made = await create.mutateAsync(body);
      setIsCreating(false);
      setShown(made.token);
    } catch (error) {
      setErrors(readFieldErrors(error, t('apiTokens.createFailed'), translate));
    }
  }

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking);
    } catch (error) {
      readFieldErrors(error, t('apiTokens.revokeFailed'), translate);
    }
    setRevoking(undefined);
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="api-tokens-title">
      <Title order={2} id="api-tokens-title">
        {t('apiTokens.title')}
      </Title>
      <Text>{t('apiTokens.lead')}</Text>
      {tokens.isPending || companies.isPending ? <Loader aria-label={t('apiTokens.title')} /> : null}
      {tokens.isError || companies.isError ? (
        <Alert color="red" role="alert">
          {t('apiTokens.loadFailed')}
        </Alert>
      ) : null}
      {companies.data ? (
        available.length > 0 ? (
          <Group>
            <Button onClick={() => setIsCreating(true)}>{t('apiTokens.new')}</Button>
          </Group>
        ) : (
          <Text c="dimmed">{t('apiTokens.noCompany')}</Text>
        )
      ) : null}
      {tokens.data && tokens.data.apiTokens.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('apiTokens.name')}</Table.Th>
                <Table.Th>{t('apiTokens.company')}</Table.Th>
                <Table.Th>{t('apiTokens.expires')}</Table.Th>
                <Table.Th>{t('apiTokens.lastUsed')}</Table.Th>
                <Table.Th>{t('apiTokens.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('apiTokens.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.apiTokens.map((token) => {
                const status = statusOf(token, now);
                return (
                  <Table.Tr key={token.id} data-testid="api-token-row">
                    <Table.Td>
                      <Text>{token.name}</Text>
                      <Text size="xs" c="dimmed">
                        {t('apiTokens.prefix', { prefix: token.tokenPrefix })} ·{' '}
                        {t('apiTokens.privilegeCount', { count: token.privileges.length })}
                      </Text>
                    </Table.Td>
                    <Table.Td>{token.employerName}</Table.Td>
                    <Table.Td>{dateFormat.format(new Date(token.expiresAt))}</Table.Td>
                    <Table.Td>
                      {token.lastUsedAt
                        ? t('apiTokens.lastUsedAt', {
                            at: dateTimeFormat.format(new Date(token.lastUsedAt)),
                            address: token.lastUsedAddress ?? '',
                          })
                        : t('apiTokens.neverUsed')}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={status === 'active' ? 'teal.9' : 'gray.7'}>
                        {t(`apiTokens.statuses.${status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {status === 'active' ? (
                        <Button
                          variant="subtle"
                          color="red.9"
                          size="xs"
                          onClick={() => setRevoking(token)}
                          aria-label={t('apiTokens.revokeNamed', { name: token.name })}
                        >
                          {t('apiTokens.revoke')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : tokens.data ? (
        <Text c="dimmed">{t('apiTokens.none')}</Text>
      ) : null}

      <Modal opened={isCreating} onClose={() => setIsCreating(false)} title={t('apiTokens.new')} size="lg">
        <ApiTokenForm
          companies={available}
          isBusy={create.isPending}
          errors={errors}
          onSubmit={(body) => void submit(body)}
          onCancel={() => setIsCreating(false)}
        />
      </Modal>

      <Modal
        opened={shown !== undefined}
        onClose={() => setShown(undefined)}
        title={t('apiTokens.shownTitle')}
        size="lg"
        closeOnClickOutside={false}
      >
        <Stack>
          <Alert color="yellow">{t('apiTokens.shownOnce')}</Alert>
          <Code block data-testid="api-token-secret">
            {shown}
          </Code>
          <Group justify="space-between">
            <CopyButton value={shown ?? ''}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('apiTokens.copied') : t('apiTokens.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setShown(undefined)}>{t('apiTokens.done')}</Button>
          </Group>
        </Stack>
      </Modal>

      <ConfirmDialog
        isOpen={revoking !== undefined}
        title={t('apiTokens.revokeTitle', { name: revoking?.name ?? '' })}
        message={t('apiTokens.revokeMessage')}
        confirmLabel={t('apiTokens.revoke')}
        cancelLabel={t('apiTokens.cancel')}
        isBusy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(undefined)}
      />
    </Stack>
  );
}
