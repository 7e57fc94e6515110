import type { BalanceKind } from '@lonsam/domain/events/event-schema';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { Stack } from '@mantine/core';
import { usePrivileges } from '../../../ui/privileges/privileges-context.tsx';
import { BalanceAdjustmentForm } from './balance-adjustment-form.tsx';
import { BalancesScreen } from './balances-screen.tsx';

// In the order of the cards: vacation first.
const DETAILS: Record<BalanceKind, string> = {
  'vacation-days': 'Employee.Balances.Details.Vacation',
  'saved-vacation-days': 'Employee.Balances.Details.Vacation',
  'comp-time': 'Employee.Balances.Details.CompTime',
  flex: 'Employee.Balances.Details.FlexTime',
};

/**
 * The balances tab of an employee's page (admins and managers): the same cards as the employee's
 * Saldon, with each kind's history, and "Justera saldo" for the kinds the role may adjust (it
 * reports and attests balance events, and sees the kind's details; as the server checks).
 */
export function EmployeeBalancesTab({ employmentId }: { employmentId: string }) {
  const { entries } = usePrivileges();
  const write = { requiresWrite: true };
  const mayAdjust =
    hasPrivilege(entries, 'Employee.Events.Report.Balances', write) &&
    hasPrivilege(entries, 'Employee.Events.Attestation', write);
  const kinds = mayAdjust
    ? (Object.keys(DETAILS) as BalanceKind[]).filter((kind) => hasPrivilege(entries, DETAILS[kind]))
    : [];
  return (
    <Stack gap="md">
      <BalancesScreen employmentId={employmentId} />
      {kinds.length > 0 && (
        <BalanceAdjustmentForm key={employmentId} employmentId={employmentId} kinds={kinds} />
      )}
    </Stack>
  );
}
