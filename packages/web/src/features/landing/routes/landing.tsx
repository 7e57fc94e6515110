import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { type EntryRole, useLandingEntry } from '../api/get-entry.ts';

const ROLE_PATHS: Record<EntryRole, string> = { admin: '', manager: '/manager', user: '/user' };

/** `/` and `/landing`: the user's companies with a button per role area, new company, tenant management. */
export function LandingRoute() {
  const { t } = useTranslation('company');
  const { t: tAccount } = useTranslation('account');
  usePageTitle([t('landing.title')]);
  const { data: entry } = useLandingEntry();
  const name = [entry.identity.firstName, entry.identity.lastName].filter(Boolean).join(' ');
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md">
        <Title order={1}>{t('landing.title')}</Title>
        <Text>{t('landing.signedInAs', { who: name || entry.identity.email || '' })}</Text>
        {entry.companies.length === 0 && <Text c="dimmed">{t('landing.noCompanies')}</Text>}
        {entry.companies.map((company) => (
          <Card key={company.employerId} withBorder data-testid="landing-company">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {company.name}
              </Title>
              <Group gap="xs">
                {company.roles.map((role) => (
                  <Button
                    key={role}
                    component={Link}
                    to={`/${company.employerId}${ROLE_PATHS[role]}`}
                    variant="light"
                    size="sm"
                  >
                    {t(`roles.${role}`)}
                  </Button>
                ))}
              </Group>
            </Stack>
          </Card>
        ))}
        <Group>
          <Button component={Link} to="/add-company">
            {t('landing.addCompany')}
          </Button>
          {entry.isTenantManager &&
            entry.tenantManagerIds.map((id) => (
              <Button key={id} component={Link} to={`/tenant-manager/${id}`} variant="outline">
                {t('landing.tenantManager')}
              </Button>
            ))}
          <Button component={Link} to="/account" variant="default">
            {tAccount('link')}
          </Button>
          <Button component={Link} to="/logout" variant="subtle">
            {t('landing.logOut')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
