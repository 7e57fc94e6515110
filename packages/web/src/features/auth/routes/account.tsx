import { Anchor, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { type BankIdDialogSlot, SignInMethodsSection } from '../components/sign-in-methods-section.tsx';

/** `/account`: the signed-in person's own account — for now its sign-in methods (issue 15). */
export function AccountPage({ bankIdDialog }: { bankIdDialog: BankIdDialogSlot }) {
  const { t } = useTranslation('account');
  usePageTitle([t('title')]);
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="lg">
        <Anchor component={Link} to="/landing" size="sm">
          {t('back')}
        </Anchor>
        <Title order={1}>{t('title')}</Title>
        <SignInMethodsSection bankIdDialog={bankIdDialog} />
      </Stack>
    </Container>
  );
}
