import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Anchor, Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasPrivilege } from '../../../ui/privileges/privilege-gate.tsx';

/** The monthly reports of issue 21, each with the privileges the server asks for. */
export const MONTHLY_REPORTS = [
  {
    path: 'journal',
    key: 'journal',
    privilege: ['ReportingAndCompliance.Accounting', 'ReportingAndCompliance.Payment'],
  },
  {
    path: 'taxes',
    key: 'taxes',
    privilege: ['ReportingAndCompliance.TaxReport', 'ReportingAndCompliance.Payment'],
  },
  {
    path: 'cost',
    key: 'cost',
    privilege: ['ReportingAndCompliance.StatisticsReports', 'Analytics.Standard'],
  },
  {
    path: 'statistics',
    key: 'statistics',
    privilege: ['ReportingAndCompliance.PersonnelStatistics', 'Analytics.Standard'],
  },
  { path: 'pay-debt', key: 'payDebt', privilege: ['ReportingAndCompliance.PayDebt'] },
  {
    path: 'vacation-liability',
    key: 'vacationLiability',
    privilege: ['ReportingAndCompliance.VacationBalances'],
  },
  { path: 'pension', key: 'pension', privilege: ['ReportingAndCompliance.Pension'] },
  { path: 'sie', key: 'sie', privilege: ['ReportingAndCompliance.Accounting'] },
  { path: 'export', key: 'export', privilege: ['ReportingAndCompliance.DataExport'] },
  // The 12-month comparisons, as in the manager's Analys; the server asks for Analytics.Advanced only.
  { path: 'comparison', key: 'comparison', privilege: ['Analytics.Advanced'] },
] as const satisfies readonly { path: string; key: string; privilege: readonly PrivilegeId[] }[];

function ReportLink({ report }: { report: (typeof MONTHLY_REPORTS)[number] }) {
  const { t } = useTranslation('reports');
  const allowed = useHasPrivilege(report.privilege);
  if (!allowed) return null;
  return (
    <Card component="li" withBorder padding="sm">
      <Anchor component={Link} to={report.path} fw={700}>
        {t(`${report.key}.title`)}
      </Anchor>
      <Text size="sm">{t(`${report.key}.description`)}</Text>
    </Card>
  );
}

/** One list item per report the role may open; for the index's list. */
export function MonthlyReportLinks() {
  return (
    <>
      {MONTHLY_REPORTS.map((report) => (
        <ReportLink key={report.path} report={report} />
      ))}
    </>
  );
}

/** Whether the role may open any of them (the index says "none" otherwise). */
export function useAnyMonthlyReport(): boolean {
  return useHasPrivilege(MONTHLY_REPORTS.flatMap((report) => [...report.privilege]));
}
