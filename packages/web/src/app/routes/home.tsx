import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// A first page until the authentication guard and the landing page replace it.
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md">
        <Text fw={700} fz="xl" c="teal.8">
          {t('app.name')}
        </Text>
        <Title order={1}>{t('home.title')}</Title>
        <Text size="lg">{t('home.lead')}</Text>
        <Text c="dimmed">{t('home.comingSoon')}</Text>
      </Stack>
    </Container>
  );
}
