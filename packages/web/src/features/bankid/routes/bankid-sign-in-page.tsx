import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
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
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t(intent === 'signup' ? 'signupTitle' : 'loginTitle')}</Title>
        <Text>{t(intent === 'signup' ? 'signupLead' : 'loginLead')}</Text>
      </Stack>
      <Button size="md" onClick={() => setIsOpen(true)}>
        {t('start')}
      </Button>
      <Text size="sm">
        {intent === 'signup' ? t('haveAccount') : t('noAccount')}{' '}
        <Anchor component={Link} to={intent === 'signup' ? '/login' : '/signup/bankid'}>
          {intent === 'signup' ? t('toLogin') : t('toSignup')}
        </Anchor>
      </Text>
      <BankIdDialog intent={intent} opened={isOpen} onClose={() => setIsOpen(false)} />
    </Stack>
  );
}

export function LoginBankIdRoute() {
  return <BankIdPage intent="login" />;
}

export function SignupBankIdRoute() {
  return <BankIdPage intent="signup" />;
}
