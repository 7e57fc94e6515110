import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { linkBankId, type SignInMethods, signInMethodsQuery, useSignInMethods } from '../api/account.ts';
import { AddEmailForm } from './add-email-form.tsx';

/** What the page gives the section to run a BankID identification (the bankid feature's dialog, wired in app/). */
export type BankIdDialogSlot = (props: {
  opened: boolean;
  onClose: () => void;
  /** Called with the one-time token of the completed order instead of signing in. */
  onComplete: (token: string) => Promise<void>;
}) => ReactNode;

/**
 * "Inloggningssätt": the e-mail and BankID of the signed-in account, with "Lägg till BankID" and
 * "Lägg till e-post och lösenord" for the one that is missing (issue 15).
 */
export function SignInMethodsSection({ bankIdDialog }: { bankIdDialog: BankIdDialogSlot }) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const queryClient = useQueryClient();
  const { data: methods, isPending, isError } = useSignInMethods();
  const [isBankIdOpen, setIsBankIdOpen] = useState(false);
  const [isAddingEmail, setIsAddingEmail] = useState(false);
  const [notice, setNotice] = useState<{ color: 'green' | 'red'; text: string } | undefined>();

  const update = (next: SignInMethods, text: string) => {
    queryClient.setQueryData(signInMethodsQuery.queryKey, next);
    void queryClient.invalidateQueries({ queryKey: ['entry'] });
    setNotice({ color: 'green', text });
  };

  async function handleBankIdComplete(token: string) {
    try {
      update(await linkBankId(token), t('methods.bankIdAdded'));
    } catch (failure) {
      setNotice({
        color: 'red',
        text: isApiError(failure)
          ? tErrors(failure.code ?? 'generic', { defaultValue: t('methods.failed') })
          : t('methods.failed'),
      });
    }
  }

  const name = methods?.bankId
    ? [methods.bankId.firstName, methods.bankId.lastName].filter(Boolean).join(' ')
    : '';

  return (
    <Stack gap="md" component="section" aria-labelledby="sign-in-methods-title">
      <Title order={2} id="sign-in-methods-title">
        {t('methods.title')}
      </Title>
      <Text>{t('methods.lead')}</Text>
      {notice ? (
        <Alert color={notice.color} role={notice.color === 'red' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
      {isPending ? <Loader aria-label={t('methods.title')} /> : null}
      {isError ? (
        <Alert color="red" role="alert">
          {t('methods.failed')}
        </Alert>
      ) : null}
      {methods ? (
        <>
          <Card withBorder data-testid="sign-in-method-email">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Text fw={600}>{t('methods.email')}</Text>
                <Text c={methods.email ? undefined : 'dimmed'}>{methods.email ?? t('methods.notAdded')}</Text>
              </Stack>
              {methods.email ? (
                <Badge color="teal.9">{t('methods.added')}</Badge>
              ) : (
                !isAddingEmail && (
                  <Button variant="light" onClick={() => setIsAddingEmail(true)}>
                    {t('methods.addEmail')}
                  </Button>
                )
              )}
            </Group>
            {isAddingEmail && !methods.email ? (
              <Stack mt="md">
                <AddEmailForm
                  onCancel={() => setIsAddingEmail(false)}
                  onDone={(next) => {
                    setIsAddingEmail(false);
                    update(next, t('methods.emailAdded'));
                  }}
                />
              </Stack>
            ) : null}
          </Card>
          <Card withBorder data-testid="sign-in-method-bankid">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Text fw={600}>{t('methods.bankId')}</Text>
                <Text c={methods.bankId ? undefined : 'dimmed'}>
                  {methods.bankId
                    ? t('methods.bankIdPerson', { name, personnummer: methods.bankId.personnummerMasked })
                    : t('methods.notAdded')}
                </Text>
              </Stack>
              {methods.bankId ? (
                <Badge color="teal.9">{t('methods.added')}</Badge>
              ) : (
                <Button
                  variant="light"
                  onClick={() => {
                    setNotice(undefined);
                    setIsBankIdOpen(true);
                  }}
                >
                  {t('methods.addBankId')}
                </Button>
              )}
            </Group>
          </Card>
        </>
      ) : null}
      {bankIdDialog({
        opened: isBankIdOpen,
        onClose: () => setIsBankIdOpen(false),
        onComplete: handleBankIdComplete,
      })}
    </Stack>
  );
}
