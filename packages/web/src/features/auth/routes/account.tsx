import { Anchor, Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { type BankIdDialogSlot, SignInMethodsSection } from '../components/sign-in-methods-section.tsx';

/**
 * `/account`: the signed-in person's own account — its sign-in methods (issue 15) and what other
 * features add below them (`sections`, wired in app/: the API keys of issue 22).
 */
export function AccountPage({
  bankIdDialog,
  sections,
}: {
  bankIdDialog: BankIdDialogSlot;
  sections?: ReactNode;
}) {
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
        {sections}
      </Stack>
    </Container>
  );
}
