import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { Anchor, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useEnclosingPageTitle, usePageTitle } from '../../../ui/page-title.tsx';
import { PrivilegeGate } from '../../../ui/privileges/privilege-gate.tsx';
import { usePrivileges } from '../../../ui/privileges/privileges-context.tsx';
import { useEmployee, useEmployments } from '../api/get-employee.ts';
import type { Employee } from '../api/types.ts';
import { EmploymentPanel } from './employment-panel.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { LifecycleActions } from './lifecycle-actions.tsx';
import { OpeningBalancesForm } from './opening-balances-form.tsx';
import { PersonalDataDownload } from './personal-data-download.tsx';
import { PersonalDataForm } from './personal-data-form.tsx';
import { TaxSettingsForm } from './tax-settings-form.tsx';
import { VacationTermsForm } from './vacation-terms-form.tsx';

const TABS = ['personal', 'employment', 'tax', 'vacation', 'balances', 'history'] as const;

/** The balances tab's content for an employment; the balances feature's, given by app/. */
export type BalancesTabContent = (employmentId: string) => ReactNode;

/**
 * An employee's page: tabs for personal data, employment, tax, vacation, balances (when
 * `balancesTab` is given and the role sees balances) and history; lifecycle actions; a link back
 * to the section's list (`listPath`). `canExportPersonalData`: the admin's GDPR download for the
 * employee (the server lets only admins export someone else).
 */
export function EmployeePage({
  scope,
  employeeId,
  listPath,
  balancesTab,
  canExportPersonalData = false,
}: {
  scope: EmployerScope;
  employeeId: string;
  listPath: string;
  balancesTab?: BalancesTabContent | undefined;
  canExportPersonalData?: boolean;
}) {
  return (
    <Stack>
      <BackLink to={listPath} />
      <EmployeeDetails
        scope={scope}
        employeeId={employeeId}
        balancesTab={balancesTab}
        canExportPersonalData={canExportPersonalData}
      />
    </Stack>
  );
}

/** "Tillbaka till Anställda" (or "Mitt team"): the section's name, as the area titles it. */
function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('employees');
  const [section] = useEnclosingPageTitle();
  return (
    <Anchor component={Link} to={to} size="sm" style={{ alignSelf: 'flex-start' }}>
      <span aria-hidden="true">← </span>
      {t('page.backTo', { section: section ?? '' })}
    </Anchor>
  );
}

function EmployeeDetails({
  scope,
  employeeId,
  balancesTab,
  canExportPersonalData,
}: {
  scope: EmployerScope;
  employeeId: string;
  balancesTab: BalancesTabContent | undefined;
  canExportPersonalData: boolean;
}) {
  const { t } = useTranslation('employees');
  const employee = useEmployee(scope, employeeId);
  const { entries } = usePrivileges();
  const showsBalances = balancesTab !== undefined && hasPrivilege(entries, 'Employee.Balances.Summary');
  // The tab is in the address (`?tab=tax`): a reload, the back button and a shared link keep it.
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((candidate) => candidate === params.get('tab')) ?? 'personal';
  const setTab = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (!next || next === 'personal') updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });
  // "Anna Andersson – Anställda – Testbolaget Demo AB – Lönsam"; the section and company come from the area.
  usePageTitle([employee.data && `${employee.data.firstName} ${employee.data.lastName}`]);
  if (employee.isPending) return <PageLoader />;
  if (!employee.data) return <Text>{t('page.notFound')}</Text>;
  const data = employee.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {data.firstName} {data.lastName}
        </Title>
        {data.archivedAt && <Badge color="gray">{t('page.archived')}</Badge>}
      </Group>
      <LifecycleActions scope={scope} employee={data} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          <Tabs.Tab value="personal">{t('tabs.personal')}</Tabs.Tab>
          <Tabs.Tab value="employment">{t('tabs.employment')}</Tabs.Tab>
          {(data.tax || data.growthSupport !== undefined || data.customFields) && (
            <Tabs.Tab value="tax">{t('tabs.tax')}</Tabs.Tab>
          )}
          <Tabs.Tab value="vacation">{t('tabs.vacation')}</Tabs.Tab>
          {showsBalances && <Tabs.Tab value="balances">{t('tabs.balances')}</Tabs.Tab>}
          <PrivilegeGate privilege="Employee.Register">
            <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
          </PrivilegeGate>
        </Tabs.List>
        <Tabs.Panel value="personal" pt="md">
          <PersonalDataForm scope={scope} employee={data} />
          {canExportPersonalData && (
            <Stack mt="xl" gap="xs">
              <Title order={3} size="h4">
                {t('admin.exportTitle')}
              </Title>
              <PersonalDataDownload
                scope={scope}
                employeeId={employeeId}
                texts="admin"
                fileLabel={fileLabelOf(data)}
              />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="employment" pt="md">
          <EmploymentPanel scope={scope} employeeId={employeeId} />
        </Tabs.Panel>
        <Tabs.Panel value="tax" pt="md">
          <TaxSettingsForm scope={scope} employee={data} />
        </Tabs.Panel>
        <Tabs.Panel value="vacation" pt="md">
          <VacationPanel scope={scope} employee={data} />
        </Tabs.Panel>
        {showsBalances && (
          <Tabs.Panel value="balances" pt="md">
            <BalancesPanel scope={scope} employeeId={employeeId} content={balancesTab} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="history" pt="md">
          <HistoryPanel scope={scope} employeeId={employeeId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** "Åsa Öberg" → "asa-oberg": a file name every system accepts. */
function fileLabelOf(employee: Employee): string {
  return `${employee.firstName} ${employee.lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The current employment's balances (the same one the vacation tab shows the terms of). */
function BalancesPanel({
  scope,
  employeeId,
  content,
}: {
  scope: EmployerScope;
  employeeId: string;
  content: BalancesTabContent;
}) {
  const { t } = useTranslation('employees');
  const employments = useEmployments(scope, employeeId);
  if (employments.isPending) return <PageLoader />;
  const current = employments.data?.[0];
  if (!current)
    return (
      <Text size="sm" c="dimmed">
        {t('vacation.noEmployment')}
      </Text>
    );
  return content(current.id);
}

function VacationPanel({ scope, employee }: { scope: EmployerScope; employee: Employee }) {
  const { t } = useTranslation('employees');
  const { entries } = usePrivileges();
  const employments = useEmployments(scope, employee.id);
  const current = employments.data?.[0];
  // PUT replaces the whole employment: only a role that reads salary rows and pension can send it back.
  const canEditTerms =
    hasPrivilege(entries, 'Employee.EmploymentSettings.Payroll', { requiresWrite: true }) &&
    current?.salaryRows !== undefined &&
    current?.pension !== undefined;
  const canEditBalances = hasPrivilege(
    entries,
    ['Employee.Balances.Details.Vacation', 'Employee.Balances.Details.Income'],
    { requiresWrite: true },
  );
  if (employments.isPending) return <PageLoader />;
  return (
    <Stack>
      <Title order={3} size="h4">
        {t('vacation.terms')}
      </Title>
      {current ? (
        <VacationTermsForm
          key={current.id}
          scope={scope}
          employeeId={employee.id}
          employment={current}
          canEdit={canEditTerms}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('vacation.noEmployment')}
        </Text>
      )}
      {employee.openingBalances !== undefined && (
        <>
          <Title order={3} size="h4">
            {t('balances.title')}
          </Title>
          <OpeningBalancesForm scope={scope} employee={employee} canEdit={canEditBalances} />
        </>
      )}
    </Stack>
  );
}
