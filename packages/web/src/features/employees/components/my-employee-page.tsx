import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useMyEmployee } from '../api/get-employee.ts';
import { EmploymentPanel } from './employment-panel.tsx';
import { PersonalDataForm } from './personal-data-form.tsx';

/** The user area's own page: personal data (editable where allowed) and the employment overview. */
export function MyEmployeePage({ employerId }: { employerId: string }) {
  const { t } = useTranslation('employees');
  const mine = useMyEmployee(employerId);
  if (mine.isPending) return <PageLoader />;
  if (!mine.data) return <Text>{t('page.notFound')}</Text>;
  return (
    <Stack>
      <Title order={2}>{t('me.title')}</Title>
      <PersonalDataForm employerId={employerId} employee={mine.data} />
      <Title order={3}>{t('me.employment')}</Title>
      <EmploymentPanel employerId={employerId} employeeId={mine.data.id} />
    </Stack>
  );
}
