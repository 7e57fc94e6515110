import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { useReportEmployees } from '../api/list-report-employees.ts';

/** "Rapportera åt någon": choose an active employee, then report on their behalf at `${reportBase}/{employmentId}`. */
export function ReportForSomeone({ scope, reportBase }: { scope: EmployerScope; reportBase: string }) {
  const { t } = useTranslation('transaction');
  const navigate = useNavigate();
  const employees = useReportEmployees(scope);
  const [employmentId, setEmploymentId] = useState<string | null>(null);
  if (!employees.data?.length) return null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (employmentId) navigate(`${reportBase}/${employmentId}`);
      }}
    >
      <Group align="flex-end" gap="sm">
        <Select
          label={t('eventList.reportForSomeone')}
          placeholder={t('eventList.chooseEmployeePlaceholder')}
          searchable
          clearable
          w={{ base: '100%', xs: 280 }}
          value={employmentId}
          onChange={setEmploymentId}
          data={employees.data.map((employee) => ({ value: employee.employmentId, label: employee.name }))}
        />
        <Button type="submit" variant="light" disabled={!employmentId}>
          {t('eventList.goToReport')}
        </Button>
      </Group>
    </form>
  );
}
