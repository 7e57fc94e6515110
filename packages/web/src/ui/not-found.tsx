import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Spec §2: an unmatched route shows the text Fallback.
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Container py="xl" component="main">
      <Text>{t('fallback')}</Text>
    </Container>
  );
}
