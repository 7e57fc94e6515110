import { Button, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The generic route-level error screen (spec §2): `An error occurred!` and `Restart` to /landing. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('routeError.title')}</Title>
        {/* A full page load: whatever state broke the route is dropped. */}
        <Button component="a" href="/landing">
          {t('routeError.restart')}
        </Button>
      </Stack>
    </Container>
  );
}
