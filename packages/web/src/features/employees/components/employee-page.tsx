import { TERMINATION_REASONS } from '@lonsam/domain/employees/employee-schema';
import { Badge, Button, Group, Select, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { showToast } from '../../../ui/toast.ts';
import { PrivilegeGate } from '../../privileges/components/privilege-gate.tsx';
import { type LifecycleAction, useLifecycleAction } from '../api/change-employee.ts';
import { useEmployee, useEmployeeAudit, useEmployments } from '../api/get-employee.ts';
import type { Employee } from '../api/types.ts';
import { EmploymentPanel } from './employment-panel.tsx';
import { type FieldErrorMap, formatOre, readFieldErrors } from './field-errors.ts';
import { PersonalDataForm } from './personal-data-form.tsx';

/** An employee's page: tabs for personal data, employment, tax, vacation and history; lifecycle actions. */
export function EmployeePage({ employerId, employeeId }: { employerId: string; employeeId: string }) {
  const { t } = useTranslation('employees');
  const employee = useEmployee(employerId, employeeId);
  const [tab, setTab] = useState<string | null>('personal');
  if (employee.isPending) return <PageLoader />;
  if (!employee.data) return <Text>{t('page.notFound')}</Text>;
  const data = employee.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {data.firstName} {data.lastName}
        </Title>
        {data.archivedAt && <Badge color="gray">{t('page.archived')}</Badge>}
      </Group>
      <LifecycleActions employerId={employerId} employee={data} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="personal">{t('tabs.personal')}</Tabs.Tab>
          <Tabs.Tab value="employment">{t('tabs.employment')}</Tabs.Tab>
          {data.tax && <Tabs.Tab value="tax">{t('tabs.tax')}</Tabs.Tab>}
          <Tabs.Tab value="vacation">{t('tabs.vacation')}</Tabs.Tab>
          <PrivilegeGate privilege="Employee.Register">
            <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
          </PrivilegeGate>
        </Tabs.List>
        <Tabs.Panel value="personal" pt="md">
          <PersonalDataForm employerId={employerId} employee={data} />
        </Tabs.Panel>
        <Tabs.Panel value="employment" pt="md">
          <EmploymentPanel employerId={employerId} employeeId={employeeId} />
        </Tabs.Panel>
        <Tabs.Panel value="tax" pt="md">
          <TaxPanel employee={data} />
        </Tabs.Panel>
        <Tabs.Panel value="vacation" pt="md">
          <VacationPanel employerId={employerId} employee={data} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryPanel employerId={employerId} employeeId={employeeId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function TaxPanel({ employee }: { employee: Employee }) {
  const { t } = useTranslation('employees');
  const tax = employee.tax;
  if (!tax) return null;
  const detail =
    tax.method === 'table' || tax.method === 'adjusted-table'
      ? t('tax.tableColumn', { table: tax.table, column: tax.column })
      : tax.method === 'adjusted-percent'
        ? `${tax.percent} %`
        : tax.method === 'adjusted-amount'
          ? formatOre(tax.amountOre)
          : '';
  return (
    <Stack gap="xs">
      <Text>
        {t(`tax.method.${tax.method}`)} {detail}
      </Text>
      {(tax.validFrom || tax.validTo) && (
        <Text size="sm" c="dimmed">
          {t('tax.validity', { from: tax.validFrom ?? '–', to: tax.validTo ?? '–' })}
        </Text>
      )}
      {employee.growthSupport !== undefined && (
        <Text size="sm">{employee.growthSupport ? t('tax.growthSupport') : t('tax.noGrowthSupport')}</Text>
      )}
    </Stack>
  );
}

function VacationPanel({ employerId, employee }: { employerId: string; employee: Employee }) {
  const { t } = useTranslation('employees');
  const employments = useEmployments(employerId, employee.id);
  const current = employments.data?.[0];
  const balances = employee.openingBalances;
  return (
    <Stack gap="xs">
      {current && (
        <Text>
          {t('vacation.days', { days: current.vacation.paidDaysPerYear })} ·{' '}
          {current.vacation.rule === 'sammaloneregeln'
            ? t('vacation.sammaloneregeln', { percent: current.vacation.supplementPercent })
            : t('vacation.procentregeln', { percent: current.vacation.percent })}
        </Text>
      )}
      {balances ? (
        <Text size="sm">
          {t('vacation.opening', {
            asOf: balances.asOf,
            saved: balances.vacation.savedDays,
            paid: balances.vacation.paidDays,
            advance: balances.vacation.advanceDays,
            gross: formatOre(balances.yearToDate.grossOre),
            tax: formatOre(balances.yearToDate.taxOre),
          })}
        </Text>
      ) : (
        employee.openingBalances === null && (
          <Text size="sm" c="dimmed">
            {t('vacation.noOpening')}
          </Text>
        )
      )}
    </Stack>
  );
}

function HistoryPanel({ employerId, employeeId }: { employerId: string; employeeId: string }) {
  const { t } = useTranslation('employees');
  const audit = useEmployeeAudit(employerId, employeeId, true);
  if (audit.isPending) return <PageLoader />;
  return (
    <Table aria-label={t('tabs.history')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('history.when')}</Table.Th>
          <Table.Th>{t('history.who')}</Table.Th>
          <Table.Th>{t('history.what')}</Table.Th>
          <Table.Th>{t('history.change')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(audit.data ?? []).map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{new Date(entry.occurredAt).toLocaleString('sv-SE')}</Table.Td>
            <Table.Td>{entry.actor ?? ''}</Table.Td>
            <Table.Td>
              {t(`history.actions.${entry.action.replaceAll('.', '_')}`, { defaultValue: entry.action })}
            </Table.Td>
            <Table.Td>
              <Text size="xs" ff="monospace">
                {entry.before ? JSON.stringify(entry.before) : ''} →{' '}
                {entry.after ? JSON.stringify(entry.after) : ''}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function LifecycleActions({ employerId, employee }: { employerId: string; employee: Employee }) {
  const { t } = useTranslation('employees');
  const action = useLifecycleAction(employerId, employee.id);
  const [isTerminating, setIsTerminating] = useState(false);
  const [endDate, setEndDate] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});

  async function run(kind: LifecycleAction, body: Record<string, unknown>) {
    try {
      await action.mutateAsync({ action: kind, body: { ...body, version: employee.version } });
      setErrors({});
      setIsTerminating(false);
      void showToast({ type: 'success', title: t(`actions.${kind}Done`) });
    } catch (error) {
      setErrors(readFieldErrors(error, t('errors.saveFailed')));
    }
  }

  return (
    <Stack gap="xs">
      <Group>
        <PrivilegeGate privilege="Employee.Lifecycle.Terminate" requiresWrite>
          <Button variant="light" color="orange" onClick={() => setIsTerminating((value) => !value)}>
            {t('actions.terminate')}
          </Button>
        </PrivilegeGate>
        {employee.archivedAt ? (
          <PrivilegeGate privilege="Employee.Lifecycle.Restore" requiresWrite>
            <Button variant="light" onClick={() => run('restore', {})} loading={action.isPending}>
              {t('actions.restore')}
            </Button>
          </PrivilegeGate>
        ) : (
          <PrivilegeGate privilege="Employee.Lifecycle.Archive" requiresWrite>
            <Button
              variant="light"
              color="gray"
              onClick={() => run('archive', {})}
              loading={action.isPending}
            >
              {t('actions.archive')}
            </Button>
          </PrivilegeGate>
        )}
      </Group>
      {isTerminating && (
        <Group align="flex-end">
          <DateInput
            label={t('fields.endDate')}
            value={endDate}
            onChange={setEndDate}
            error={errors.endDate}
          />
          <Select
            label={t('actions.reason')}
            value={reason}
            onChange={setReason}
            error={errors.reason}
            data={TERMINATION_REASONS.map((value) => ({ value, label: t(`reason.${value}`) }))}
          />
          <Button
            color="orange"
            onClick={() => run('terminate', { endDate, reason })}
            loading={action.isPending}
          >
            {t('actions.confirmTerminate')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
