import { findEffectiveEnds } from '@lonsam/domain/employees/salary-rows';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { type FieldErrorMap, kronorToOre, readFieldErrors } from '../../../ui/forms/field-errors.ts';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { NumberInput } from '../../../ui/inputs/number-input.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { PrivilegeGate } from '../../../ui/privileges/privilege-gate.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useAddSalaryRow } from '../api/change-employee.ts';
import { useEmployments } from '../api/get-employee.ts';
import type { Employment } from '../api/types.ts';
import { EmploymentForm } from './employment-form.tsx';
import { formatDecimal, formatOre, formatPercentValue } from './format-values.ts';

/** The employments, newest first, each with its salary history and (with write access) a new salary row. */
export function EmploymentPanel({ scope, employeeId }: { scope: EmployerScope; employeeId: string }) {
  const { t } = useTranslation('employees');
  const employments = useEmployments(scope, employeeId);
  if (employments.isPending) return <PageLoader />;
  if (!employments.data?.length) return <Text c="dimmed">{t('employment.none')}</Text>;
  return (
    <Stack>
      {employments.data.map((employment) => (
        <Card key={employment.id} withBorder>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {employment.position}
              </Title>
              <Badge variant="light">{t(`employmentType.${employment.employmentType}`)}</Badge>
            </Group>
            <Text>
              {t('employment.period', {
                start: employment.startDate,
                end: employment.endDate ?? t('employment.open'),
              })}
              {employment.endReason ? ` · ${t(`reason.${employment.endReason}`)}` : ''}
            </Text>
            <EmploymentDetails scope={scope} employeeId={employeeId} employment={employment} />
            {employment.salaryRows && (
              <>
                <Title order={4} size="h5">
                  {t('employment.salaryHistory')}
                </Title>
                <SalaryHistory employment={employment} />
                <PrivilegeGate privilege="Employee.EmploymentSettings.Salary" requiresWrite>
                  <NewSalaryRowForm scope={scope} employeeId={employeeId} employment={employment} />
                </PrivilegeGate>
              </>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The salary rows with the day each stops applying: its own end, or the day before the next row. */
function SalaryHistory({ employment }: { employment: Employment }) {
  const { t } = useTranslation('employees');
  const rows = employment.salaryRows ?? [];
  const ends = findEffectiveEnds(rows, employment.endDate);
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table aria-label={t('employment.salaryHistory')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.validFrom')}</Table.Th>
            <Table.Th>{t('fields.validTo')}</Table.Th>
            <Table.Th>
              {t(employment.salaryForm === 'monthly' ? 'fields.monthlySalary' : 'fields.hourlyWage')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.validFrom}</Table.Td>
              <Table.Td>{ends[index] ?? ''}</Table.Td>
              <Table.Td>{formatOre(row.amountOre)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Rate, hours, workplace, manager, pension and groups; with write access an editor for them. */
function EmploymentDetails(props: { scope: EmployerScope; employeeId: string; employment: Employment }) {
  const { employment } = props;
  const { t } = useTranslation('employees');
  const [isEditing, setIsEditing] = useState(false);
  const details = [
    t('employment.rate', {
      rate: formatDecimal(employment.employmentRate),
      hours: formatDecimal(employment.weeklyHours),
    }),
    employment.workplace,
    employment.costCentre ? `${t('fields.costCentre')} ${employment.costCentre}` : null,
    employment.managerRoleId ? t('employment.hasManager') : null,
    employment.pension
      ? `${t('fields.pensionPlan')}: ${t(`pension.${employment.pension.plan}`)}${
          employment.pension.percent === null ? '' : ` ${formatPercentValue(employment.pension.percent)}`
        }`
      : null,
    employment.groups?.length ? `${t('fields.groups')}: ${employment.groups.join(', ')}` : null,
  ].filter(Boolean);
  // The API replaces the whole employment: without the salary rows (and pension) a role cannot send it back intact.
  const canSendWhole = employment.salaryRows !== undefined && employment.pension !== undefined;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {details.join(' · ')}
      </Text>
      {canSendWhole && (
        <PrivilegeGate privilege="Employee.EmploymentSettings.Payroll" requiresWrite>
          {isEditing ? (
            <EmploymentForm
              scope={props.scope}
              employeeId={props.employeeId}
              employment={employment}
              onDone={() => setIsEditing(false)}
            />
          ) : (
            <Group>
              <Button size="xs" variant="light" onClick={() => setIsEditing(true)}>
                {t('employmentForm.edit')}
              </Button>
            </Group>
          )}
        </PrivilegeGate>
      )}
    </Stack>
  );
}

function NewSalaryRowForm(props: { scope: EmployerScope; employeeId: string; employment: Employment }) {
  const { t } = useTranslation('employees');
  const add = useAddSalaryRow(props.scope, props.employeeId);
  const [validFrom, setValidFrom] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [errors, setErrors] = useState<FieldErrorMap>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amountOre = kronorToOre(amount);
    if (amountOre === undefined) {
      setErrors({ amountOre: t('errors.amount') });
      return;
    }
    try {
      await add.mutateAsync({
        employmentId: props.employment.id,
        version: props.employment.version,
        validFrom,
        amountOre,
      });
      setErrors({});
      setValidFrom('');
      setAmount('');
      void showToast({ type: 'success', title: t('employment.salaryAdded') });
    } catch (error) {
      setErrors(readFieldErrors(error, t('errors.saveFailed'), t));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('employment.newSalary')}>
      <Group align="flex-end">
        <DateInput
          label={t('employment.newSalaryFrom')}
          value={validFrom}
          onChange={setValidFrom}
          error={errors.validFrom}
        />
        <NumberInput
          label={t('employment.newSalaryAmount')}
          value={amount}
          onChange={setAmount}
          error={errors.amountOre}
          allowNegative={false}
        />
        <Button type="submit" variant="light" loading={add.isPending}>
          {t('employment.addSalary')}
        </Button>
      </Group>
    </form>
  );
}
