import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { useMyEmployee } from '../api/get-employee.ts';
import { EmploymentPanel } from './employment-panel.tsx';
import { PersonalDataDownload } from './personal-data-download.tsx';
import { PersonalDataForm } from './personal-data-form.tsx';

/** The user area's own page: personal data (editable where allowed) and the employment overview. */
export function MyEmployeePage({ scope }: { scope: EmployerScope }) {
  const { t } = useTranslation('employees');
  const mine = useMyEmployee(scope);
  // "Anna Andersson – Mina uppgifter – Testbolaget Demo AB – Lönsam", as an employee's own page.
  const name = [mine.data?.firstName, mine.data?.lastName].filter(Boolean).join(' ');
  usePageTitle([name]);
  if (mine.isPending) return <PageLoader />;
  if (!mine.data) return <Text>{t('page.notFound')}</Text>;
  return (
    <Stack>
      <Title order={2}>{t('me.title')}</Title>
      <PersonalDataForm scope={scope} employee={mine.data} />
      <Title order={3}>{t('me.employment')}</Title>
      <EmploymentPanel scope={scope} employeeId={mine.data.id} />
      <Title order={3}>{t('me.exportTitle')}</Title>
      <PersonalDataDownload scope={scope} employeeId={mine.data.id} />
    </Stack>
  );
}
