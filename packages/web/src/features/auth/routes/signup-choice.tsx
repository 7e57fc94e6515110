import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/page-title.tsx';

/** `/signup`: create an account with email or with BankID. */
export function SignupChoiceRoute() {
  const { t } = useTranslation('auth');
  usePageTitle([t('signupChoice.title')]);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('signupChoice.title')}</Title>
        <Text>{t('signupChoice.lead')}</Text>
      </Stack>
      <Stack gap="sm">
        <Button component={Link} to="/signup/bankid" size="md">
          {t('signupChoice.withBankId')}
        </Button>
        <Button component={Link} to="/signup/email" size="md" variant="default">
          {t('signupChoice.withEmail')}
        </Button>
      </Stack>
      <Text size="sm">
        {t('signupChoice.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('signupChoice.logIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
