import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { showToast } from '../../../ui/toast.ts';
import { PrivilegeGate } from '../../privileges/components/privilege-gate.tsx';
import { useAddSalaryRow } from '../api/change-employee.ts';
import { useEmployments } from '../api/get-employee.ts';
import type { Employment } from '../api/types.ts';
import { type FieldErrorMap, formatOre, parseKronor, readFieldErrors } from './field-errors.ts';

/** The employments, newest first, each with its salary history and (with write access) a new salary row. */
export function EmploymentPanel({ employerId, employeeId }: { employerId: string; employeeId: string }) {
  const { t } = useTranslation('employees');
  const employments = useEmployments(employerId, employeeId);
  if (employments.isPending) return <PageLoader />;
  if (!employments.data?.length) return <Text>{t('employment.none')}</Text>;
  return (
    <Stack>
      {employments.data.map((employment) => (
        <Card key={employment.id} withBorder>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3} size="h4">
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
            <Text size="sm" c="dimmed">
              {t('employment.rate', { rate: employment.employmentRate, hours: employment.weeklyHours })}
              {employment.workplace ? ` · ${employment.workplace}` : ''}
              {employment.costCentre ? ` · ${t('fields.costCentre')} ${employment.costCentre}` : ''}
            </Text>
            {employment.salaryRows && (
              <>
                <Title order={4} size="h5">
                  {t('employment.salaryHistory')}
                </Title>
                <Table aria-label={t('employment.salaryHistory')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('fields.validFrom')}</Table.Th>
                      <Table.Th>{t('fields.validTo')}</Table.Th>
                      <Table.Th>
                        {t(
                          employment.salaryForm === 'monthly' ? 'fields.monthlySalary' : 'fields.hourlyWage',
                        )}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {employment.salaryRows.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>{row.validFrom}</Table.Td>
                        <Table.Td>{row.validTo ?? ''}</Table.Td>
                        <Table.Td>{formatOre(row.amountOre)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <PrivilegeGate privilege="Employee.EmploymentSettings.Salary" requiresWrite>
                  <NewSalaryRowForm employerId={employerId} employeeId={employeeId} employment={employment} />
                </PrivilegeGate>
              </>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function NewSalaryRowForm(props: { employerId: string; employeeId: string; employment: Employment }) {
  const { t } = useTranslation('employees');
  const add = useAddSalaryRow(props.employerId, props.employeeId);
  const [validFrom, setValidFrom] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amountOre = parseKronor(amount);
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
      setErrors(readFieldErrors(error, t('errors.saveFailed')));
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
        <TextInput
          label={t('employment.newSalaryAmount')}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={errors.amountOre}
        />
        <Button type="submit" variant="light" loading={add.isPending}>
          {t('employment.addSalary')}
        </Button>
      </Group>
    </form>
  );
}
