import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title.tsx';

/** `/login`: choose email and password or BankID; the sign-in screens themselves are their own routes. */
export function LoginChoiceRoute() {
  const { t } = useTranslation();
  usePageTitle([t('login.title')]);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('login.title')}</Title>
        <Text>{t('login.lead')}</Text>
      </Stack>
      <Stack gap="sm">
        <Button component={Link} to="/login/bankid" size="md">
          {t('login.withBankId')}
        </Button>
        <Button component={Link} to="/login/email" size="md" variant="default">
          {t('login.withEmail')}
        </Button>
      </Stack>
      <Text size="sm">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to="/signup">
          {t('login.signUp')}
        </Anchor>
      </Text>
    </Stack>
  );
}
