import { formatOre } from '@lonsam/domain/documents/payslip-texts';
import { Alert, Badge, Center, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { type PayslipSummaryView, usePayslipList } from '../api/payslips.ts';

const NUMBERS = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function PayslipCard({ payslip, to }: { payslip: PayslipSummaryView; to: string }) {
  const { t } = useTranslation('payslip');
  const net = formatOre(payslip.netOre);
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
      <UnstyledButton component={Link} to={to} display="block" w="100%">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{payslip.runLabel}</Text>
              {!payslip.completed && (
                <Badge color="yellow" variant="light">
                  {t('list.preliminary')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('list.payDate', { date: payslip.payDate })}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {t('list.net')}
            </Text>
            <Text fw={700} size="lg" style={NUMBERS}>
              {net}
            </Text>
          </Stack>
        </Group>
        <Group gap="md" mt={4}>
          <Text size="sm" c="dimmed" style={NUMBERS}>
            {t('list.gross')} {formatOre(payslip.grossOre)}
          </Text>
          <Text size="sm" c="dimmed" style={NUMBERS}>
            {t('list.tax')} {formatOre(payslip.taxOre)}
          </Text>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}

/**
 * The caller's payslips, newest pay date first (the server's order), as one column of cards that
 * reads the same on a phone and a desktop. `employmentId` narrows an admin's or manager's list.
 */
export function PayslipList({ employmentId }: { employmentId?: string }) {
  const scope = useEmployerScope();
  const { t } = useTranslation('payslip');
  const payslips = usePayslipList(scope, employmentId ? { employmentId } : {});
  if (payslips.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('title')} />
      </Center>
    );
  if (payslips.isError)
    return (
      <Alert color="red" role="alert">
        {t('list.loadFailed')}
      </Alert>
    );
  if (payslips.data.length === 0) return <Text c="dimmed">{t('list.empty')}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} maw={720}>
      {payslips.data.map((payslip) => (
        <PayslipCard key={payslip.id} payslip={payslip} to={payslip.id} />
      ))}
    </Stack>
  );
}
