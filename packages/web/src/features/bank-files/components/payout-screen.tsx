import { Alert, Anchor, Button, Card, Checkbox, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { useHasPrivilege } from '../../../ui/privileges/privilege-gate.tsx';
import { showToast } from '../../../ui/toast.ts';
import { type PayoutView, useCreateBankFile, usePayout } from '../api/payout.ts';
import { BankFileTable } from './bank-file-table.tsx';
import { formatMoney } from './format.ts';
import { PayoutProblem } from './payout-problem.tsx';

function Facts({ payout }: { payout: PayoutView }) {
  const { t } = useTranslation('reports');
  const items = [
    [t('payout.facts.payDate'), payout.run.payDate],
    [t('payout.facts.net'), formatMoney(payout.run.netOre)],
    [t('payout.facts.employees'), String(payout.run.employeeCount)],
    [t('payout.facts.format'), t(`payout.formats.${payout.format.replaceAll('.', '-')}`)],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {items.map(([label, value]) => (
        <Card key={label} withBorder padding="sm">
          <Text component="dt" size="xs">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} data-testid={`payout-fact-${label}`}>
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The formats' privileges: without one of them the page is the payout overview only (PayoutInsight). */
const BANK_FILE_PRIVILEGES = [
  'ReportingAndCompliance.BankFile.Iso20022',
  'ReportingAndCompliance.BankFile.BankgirotSalaries',
  'ReportingAndCompliance.BankFile.BankgirotSupplierPayments',
] as const;

/**
 * `…/payroll/{runId}/payout`: who gets what on which account (masked), what stops the payment
 * file, leaving payees out explicitly, and the files made with download and sent mark. A manager
 * with PayoutInsight (`…/approval/{runId}/payout`) sees the server's team-only overview without
 * the file parts.
 */
export function PayoutScreen({
  runId,
  backTo,
  backLabelKey = 'payout.back',
}: {
  runId: string;
  backTo: string;
  /** The back link's text; the manager's list of team payouts names itself. */
  backLabelKey?: string;
}) {
  const scope = useEmployerScope();
  const { t } = useTranslation('reports');
  const payout = usePayout(scope, runId);
  const create = useCreateBankFile(scope, runId);
  const [leaveOut, setLeaveOut] = useState<string[]>([]);
  const [fileError, setFileError] = useState<unknown>(null);
  const canMakeFiles = useHasPrivilege(BANK_FILE_PRIVILEGES);
  usePageTitle([t('payout.title', { label: payout.data?.run.label ?? '' })]);
  if (payout.isPending) return <PageLoader />;
  if (payout.isError)
    return (
      <Alert color="red">
        <PayoutProblem error={payout.error} employerId={scope.employerId} t={t} />
      </Alert>
    );
  const view = payout.data;
  const completed = view.run.status === 'completed';
  const paid = view.payees.filter((payee) => !leaveOut.includes(payee.employeeId));
  const paidOre = paid.reduce((sum, payee) => sum + payee.netOre, 0);
  const toggle = (employeeId: string, checked: boolean) =>
    setLeaveOut((current) =>
      checked ? [...current, employeeId] : current.filter((id) => id !== employeeId),
    );
  return (
    <Stack gap="md">
      <Anchor component={Link} to={backTo} size="sm">
        {t(backLabelKey)}
      </Anchor>
      <Title order={2}>{t('payout.title', { label: view.run.label })}</Title>
      <Text>{t(canMakeFiles ? 'payout.intro' : 'payout.insightIntro')}</Text>
      <Facts payout={view} />
      {!completed && <Alert color="yellow">{t('payout.notCompleted')}</Alert>}
      {view.settingProblems.length > 0 && (
        <Alert color="red" title={t('payout.settingsTitle')}>
          <Stack gap="xs">
            {view.settingProblems.map((problem) => (
              <Text key={problem.code} size="sm">
                {t(`problems.${problem.code}` as 'problems.generic')}
              </Text>
            ))}
            <Anchor component={Link} to={`/${scope.employerId}/settings/payout`} size="sm">
              {t('payout.settingsLink')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t('payout.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('payout.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('payout.columns.account')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('payout.columns.net')}
              </Table.Th>
              <Table.Th scope="col">{t('payout.columns.status')}</Table.Th>
              {canMakeFiles && <Table.Th scope="col">{t('payout.columns.leaveOut')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.payees.map((payee) => (
              <Table.Tr key={payee.employeeId}>
                <Table.Th scope="row">{payee.name}</Table.Th>
                <Table.Td>{payee.account ?? t('payout.noAccount')}</Table.Td>
                <Table.Td ta="right">{formatMoney(payee.netOre)}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={payee.problem ? 'red.9' : undefined}>
                    {payee.problem?.message ?? t('payout.accountOk')}
                  </Text>
                </Table.Td>
                {canMakeFiles && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('payout.leaveOutLabel', { name: payee.name })}
                      checked={leaveOut.includes(payee.employeeId)}
                      onChange={(event) => toggle(payee.employeeId, event.currentTarget.checked)}
                      disabled={!completed}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {canMakeFiles && (
        <>
          <Text fw={700} data-testid="payout-in-file">
            {t('payout.inFile', { amount: formatMoney(paidOre), count: paid.length })}
          </Text>
          {completed && (
            <div>
              <Button
                loading={create.isPending}
                onClick={() => {
                  setFileError(null);
                  create.mutate(leaveOut, {
                    onSuccess: () => void showToast({ type: 'success', title: t('payout.createdToast') }),
                  });
                }}
              >
                {t('payout.create')}
              </Button>
            </div>
          )}
          {create.isError && (
            <Alert color="red" title={t('payout.invalidTitle')}>
              <PayoutProblem error={create.error} employerId={scope.employerId} t={t} />
            </Alert>
          )}
          {fileError !== null && (
            <Alert color="red">
              <PayoutProblem error={fileError} employerId={scope.employerId} t={t} />
            </Alert>
          )}
          <Title order={3}>{t('payout.filesTitle')}</Title>
          <BankFileTable runId={runId} payDate={view.run.payDate} files={view.files} onError={setFileError} />
        </>
      )}
    </Stack>
  );
}
