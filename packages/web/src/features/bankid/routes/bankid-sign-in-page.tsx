import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/page-title.tsx';
import type { BankIdIntent } from '../api/bankid-api.ts';
import { BankIdDialog } from '../components/bankid-dialog.tsx';

/** The page behind `/login/bankid` and `/signup/bankid`: opens the e-identity dialog at once. */
function BankIdPage({ intent }: { intent: BankIdIntent }) {
  const { t } = useTranslation('bankid');
  usePageTitle([t(intent === 'signup' ? 'signupTitle' : 'loginTitle')]);
  const [isOpen, setIsOpen] = useState(true);
  const [hasNoAccount, setHasNoAccount] = useState(false);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t(intent === 'signup' ? 'signupTitle' : 'loginTitle')}</Title>
        <Text>{t(intent === 'signup' ? 'signupLead' : 'loginLead')}</Text>
      </Stack>
      {hasNoAccount ? (
        <Alert color="yellow" role="alert" title={t('noAccountTitle')} data-testid="bankid-no-account">
          <Stack gap="sm">
            <Text size="sm">{t('noAccountText')}</Text>
            <Group gap="sm">
              <Button component={Link} to="/signup/bankid" size="sm">
                {t('noAccountSignUp')}
              </Button>
              <Button component={Link} to="/login/email" size="sm" variant="default">
                {t('noAccountEmail')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      <Button
        size="md"
        onClick={() => {
          setHasNoAccount(false);
          setIsOpen(true);
        }}
      >
        {t('start')}
      </Button>
      <Text size="sm">
        {intent === 'signup' ? t('haveAccount') : t('noAccount')}{' '}
        <Anchor component={Link} to={intent === 'signup' ? '/login' : '/signup/bankid'}>
          {intent === 'signup' ? t('toLogin') : t('toSignup')}
        </Anchor>
      </Text>
      <BankIdDialog
        intent={intent}
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        onNoAccount={intent === 'login' ? () => setHasNoAccount(true) : undefined}
      />
    </Stack>
  );
}

export function LoginBankIdRoute() {
  return <BankIdPage intent="login" />;
}

export function SignupBankIdRoute() {
  return <BankIdPage intent="signup" />;
}
