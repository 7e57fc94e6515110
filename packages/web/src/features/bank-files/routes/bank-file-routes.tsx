import { Suspense } from 'react';
import { Outlet, useParams, useResolvedPath } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { PayoutListScreen } from '../components/payout-list-screen.tsx';
import { PayoutScreen } from '../components/payout-screen.tsx';

/*
 * A run's payout and payment files (`/{employerId}/payroll/{runId}/payout`); app/ mounts it in
 * the payroll section. The manager's Utbetalningar (`/{employerId}/manager/payouts`, PayoutInsight):
 * the completed runs that paid the team and each run's team payout. One module, one chunk.
 */
export function PayoutRoute() {
  const { runId = '' } = useParams();
  const run = useResolvedPath('..', { relative: 'path' }).pathname;
  return <PayoutScreen key={runId} runId={runId} backTo={run} />;
}

export function PayoutsSectionLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

export function PayoutListRoute() {
  return <PayoutListScreen />;
}

/** `…/manager/payouts/{runId}`: the run's team payout, back to the list. */
export function TeamPayoutRoute() {
  const { runId = '' } = useParams();
  const list = useResolvedPath('..', { relative: 'path' }).pathname;
  return <PayoutScreen key={runId} runId={runId} backTo={list} backLabelKey="payouts.back" />;
}
