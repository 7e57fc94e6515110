import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { useOperatorEntry } from '../api/get-operator-entry.ts';
import { OverviewTab } from '../components/overview-tab.tsx';
import { PackagingTab } from '../components/packaging-tab.tsx';
import { TenantsTab } from '../components/tenants-tab.tsx';

const TABS = ['overview', 'packaging', 'tenant'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | undefined): value is Tab {
  return (TABS as readonly (string | undefined)[]).includes(value);
}

/** `/tenant-manager/{tenantManagerId}/{tab}`: the operator area (spec §2). */
export function TenantManagerRoute() {
  const { t } = useTranslation('tenant-manager');
  const params = useParams();
  const navigate = useNavigate();
  const { data: entry } = useOperatorEntry();
  usePageTitle([t('title')]);
  const tenantManagerId = params.tenantManagerId;
  if (!tenantManagerId) {
    return (
      <Container py="xl" component="main">
        <Text>{t('missingId')}</Text>
      </Container>
    );
  }
  const tab = params['*']?.split('/')[0];
  if (!isTab(tab)) return <Navigate to={`/tenant-manager/${tenantManagerId}/overview`} replace />;
  // The server answers 403 anyway; this spares a stranger the error screen.
  const isOperator = entry.tenantManagerIds.includes(tenantManagerId);
  return (
    <Container size="xl" py="lg" component="main">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t('title')}</Title>
          <Button variant="default" component={Link} to="/">
            {t('exit')}
          </Button>
        </Group>
        {isOperator ? (
          <Tabs
            value={tab}
            onChange={(value) => value && navigate(`/tenant-manager/${tenantManagerId}/${value}`)}
            keepMounted={false}
          >
            <Tabs.List>
              {TABS.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Suspense fallback={<PageLoader />}>
              <Tabs.Panel value="overview" pt="md">
                <OverviewTab tenantManagerId={tenantManagerId} />
              </Tabs.Panel>
              <Tabs.Panel value="packaging" pt="md">
                <PackagingTab tenantManagerId={tenantManagerId} />
              </Tabs.Panel>
              <Tabs.Panel value="tenant" pt="md">
                <TenantsTab tenantManagerId={tenantManagerId} />
              </Tabs.Panel>
            </Suspense>
          </Tabs>
        ) : (
          <Text>{t('notOperator')}</Text>
        )}
      </Stack>
    </Container>
  );
}
