import { useTranslation } from 'react-i18next';
import { useParams, useResolvedPath } from 'react-router';
import { PayslipScreen } from '../../features/payslips/components/payslip-screen.tsx';

/*
 * A payslip opened from a payroll run (`…/payroll/{runId}/payslips/{payslipId}`, and the same under
 * the manager's approval): the payslips feature's screen inside the payroll section. Wired here
 * because a feature does not import another feature.
 */
export function RunPayslipRoute() {
  const { payslipId = '' } = useParams();
  const { t } = useTranslation('payroll');
  const run = useResolvedPath('../..', { relative: 'path' }).pathname;
  return (
    <PayslipScreen key={payslipId} payslipId={payslipId} backTo={{ to: run, label: t('run.backToRun') }} />
  );
}
