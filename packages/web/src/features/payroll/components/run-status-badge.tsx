import type { PayrollRunStatus } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The badge's dot carries the colour; its text stays in the page's (4.5:1 in both colour schemes).
const COLORS: Record<PayrollRunStatus, string> = {
  draft: 'gray',
  calculating: 'blue',
  calculated: 'cyan',
  'first-approved': 'yellow',
  'second-approved': 'orange',
  completed: 'green',
};

export function RunStatusBadge({ status }: { status: PayrollRunStatus }) {
  const { t } = useTranslation('payroll');
  return (
    <Badge color={COLORS[status]} variant="dot" tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}
