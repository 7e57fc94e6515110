import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEntry } from '../api/get-entry.ts';

/**
 * `/landing` (and `/`): who is signed in. A first version until the landing-page issue adds the
 * companies, roles and tenant management of the entry data.
 */
export function LandingRoute() {
  const { t } = useTranslation('auth');
  const { data: entry } = useEntry();
  const name = [entry.identity.firstName, entry.identity.lastName].filter(Boolean).join(' ');
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md">
        <Title order={1}>{t('landing.title')}</Title>
        <Text>{t('landing.signedInAs', { who: name || entry.identity.email || '' })}</Text>
        <Text c="dimmed">{t('landing.noCompanies')}</Text>
        <Anchor component={Link} to="/logout">
          {t('landing.logOut')}
        </Anchor>
      </Stack>
    </Container>
  );
}
