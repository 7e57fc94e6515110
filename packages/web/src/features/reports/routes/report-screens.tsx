import { Anchor, Box, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useHasPrivilege } from '../../../ui/privileges/privilege-gate.tsx';
import { ComparisonScreen } from '../components/comparison-screen.tsx';
import { CostScreen } from '../components/cost-screen.tsx';
import { ExportScreen } from '../components/export-screen.tsx';
import { JournalScreen } from '../components/journal-screen.tsx';
import { PayDebtScreen } from '../components/pay-debt-screen.tsx';
import { PensionScreen } from '../components/pension-screen.tsx';
import { SieScreen } from '../components/sie-screen.tsx';
import { StatisticsScreen } from '../components/statistics-screen.tsx';
import { TaxesScreen } from '../components/taxes-screen.tsx';
import { VacationLiabilityScreen } from '../components/vacation-liability-screen.tsx';

/*
 * The monthly reports (issue 21) as child routes of the admin's "Rapporter" (reports/journal,
 * reports/taxes, reports/cost, reports/statistics, reports/sie, reports/comparison) and the manager's "Analys"
 * (analytics: the cost view, analytics/statistics, analytics/comparison with Analytics.Advanced),
 * where the server limits them to the team.
 */

export const JournalRoute = () => <JournalScreen />;
export const TaxesRoute = () => <TaxesScreen />;
export const CostRoute = () => <CostScreen />;
export const StatisticsRoute = () => <StatisticsScreen />;
export const SieRoute = () => <SieScreen />;
export const ExportRoute = () => <ExportScreen />;
export const PayDebtRoute = () => <PayDebtScreen />;
export const PensionRoute = () => <PensionScreen />;
export const VacationLiabilityRoute = () => <VacationLiabilityScreen />;

/** The admin's 12-month comparisons (`reports/comparison`): with Analytics.Advanced, else a sentence. */
export function ComparisonRoute() {
  const { t } = useTranslation('reports');
  const advanced = useHasPrivilege('Analytics.Advanced');
  return advanced ? <ComparisonScreen /> : <Text role="note">{t('comparison.notAllowed')}</Text>;
}

type AnalyticsView = 'cost' | 'statistics' | 'comparison';

/**
 * The Analys section's views; the comparisons only with Analytics.Advanced (the server refuses
 * them otherwise). Links are by path: the cost view is the section's index.
 */
export function AnalyticsLinks({ at }: { at: AnalyticsView }) {
  const { t } = useTranslation('reports');
  const advanced = useHasPrivilege('Analytics.Advanced');
  const to = (view: AnalyticsView) => {
    if (view === 'cost') return at === 'cost' ? '.' : '..';
    return at === 'cost' ? view : `../${view}`;
  };
  const link = (view: AnalyticsView, label: string) => (
    <Anchor
      component={Link}
      to={to(view)}
      relative="path"
      aria-current={view === at ? 'page' : undefined}
      fw={view === at ? 700 : undefined}
    >
      {label}
    </Anchor>
  );
  return (
    <Group component="nav" aria-label={t('analytics.navLabel')} gap="md" mb="md">
      {link('cost', t('cost.teamTitle'))}
      {link('statistics', t('statistics.teamTitle'))}
      {advanced && link('comparison', t('comparison.navTitle'))}
    </Group>
  );
}

export function AnalyticsSectionLayout() {
  return (
    <Box miw={0} maw="100%">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

export function AnalyticsCostRoute() {
  return (
    <>
      <AnalyticsLinks at="cost" />
      <CostScreen titleKey="cost.teamTitle" />
    </>
  );
}

export function AnalyticsStatisticsRoute() {
  return (
    <>
      <AnalyticsLinks at="statistics" />
      <StatisticsScreen titleKey="statistics.teamTitle" />
    </>
  );
}

/** The 12-month comparisons: without Analytics.Advanced a sentence, not a refused request. */
export function AnalyticsComparisonRoute() {
  const { t } = useTranslation('reports');
  const advanced = useHasPrivilege('Analytics.Advanced');
  return (
    <>
      <AnalyticsLinks at="comparison" />
      {advanced ? <ComparisonScreen /> : <Text role="note">{t('comparison.notAllowed')}</Text>}
    </>
  );
}
