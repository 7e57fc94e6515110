import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { Anchor, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
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
import { PersonalDataForm } from './personal-data-form.tsx';
import { TaxSettingsForm } from './tax-settings-form.tsx';
import { VacationTermsForm } from './vacation-terms-form.tsx';

const TABS = ['personal', 'employment', 'tax', 'vacation', 'history'] as const;

/**
 * An employee's page: tabs for personal data, employment, tax, vacation and history; lifecycle
 * actions; a link back to the section's list (`listPath`).
 */
export function EmployeePage({
  scope,
  employeeId,
  listPath,
}: {
  scope: EmployerScope;
  employeeId: string;
  listPath: string;
}) {
  return (
    <Stack>
      <BackLink to={listPath} />
      <EmployeeDetails scope={scope} employeeId={employeeId} />
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

function EmployeeDetails({ scope, employeeId }: { scope: EmployerScope; employeeId: string }) {
  const { t } = useTranslation('employees');
  const employee = useEmployee(scope, employeeId);
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
          <PrivilegeGate privilege="Employee.Register">
            <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
          </PrivilegeGate>
        </Tabs.List>
        <Tabs.Panel value="personal" pt="md">
          <PersonalDataForm scope={scope} employee={data} />
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
        <Tabs.Panel value="history" pt="md">
          <HistoryPanel scope={scope} employeeId={employeeId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
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
