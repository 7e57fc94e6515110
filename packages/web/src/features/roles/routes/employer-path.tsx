import { isUuid } from '@lonsam/domain/validation/identifier';
import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

/**
 * `/{employerId}/*` only for employer ids (UUIDs); any other first segment is an unmatched route
 * and shows the app's Fallback text (spec §2), without a detour through the sign-in guard.
 */
export function EmployerPathRoute() {
  const { t } = useTranslation();
  const { employerId = '' } = useParams();
  if (!isUuid(employerId)) {
    return (
      <Container py="xl" component="main">
        <Text>{t('fallback')}</Text>
      </Container>
    );
  }
  return <Outlet />;
}
