import { Alert, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { fetchSieFile, useVouchers } from '../api/report-data.ts';
import { ProblemText } from './problem-text.tsx';
import { ReportError, saveFile, thisMonth, useUrlFilter } from './report-kit.tsx';
import { VoucherTable } from './voucher-table.tsx';

/**
 * Bokföring (`reports/sie?period=YYYY-MM[&accrual=1]`): the salary voucher of each completed run
 * paid in the month, optionally the month's vacation accrual voucher, and the SIE 4I file with them.
 */
export function SieScreen() {
  const scope = useEmployerScope();
  const { t } = useTranslation('reports');
  usePageTitle([t('sie.title'), t('title')]);
  const [period, setPeriod] = useUrlFilter('period', thisMonth());
  const [accrualFilter, setAccrualFilter] = useUrlFilter('accrual', '');
  const withAccrual = accrualFilter === '1';
  const vouchers = useVouchers(scope, period, withAccrual);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      saveFile(await fetchSieFile(scope, period, withAccrual), `lonsam-sie-${period}.si`);
    } catch (error) {
      setFailure(error);
    } finally {
      setDownloading(false);
    }
  };
  const accrual = withAccrual ? vouchers.data?.accrual : undefined;
  const hasVouchers = Boolean(vouchers.data && (vouchers.data.vouchers.length > 0 || accrual));
  return (
    <Stack gap="md">
      <Title order={2}>{t('sie.title')}</Title>
      <Text>{t('sie.intro')}</Text>
      <Group align="end">
        <TextInput
          type="month"
          label={t('common.month')}
          value={period}
          onChange={(event) => setPeriod(event.currentTarget.value || null)}
        />
        {hasVouchers && (
          <Button onClick={download} loading={downloading}>
            {t('sie.download')}
          </Button>
        )}
      </Group>
      <Checkbox
        label={t('sie.accrual')}
        description={t('sie.accrualHint')}
        checked={withAccrual}
        onChange={(event) => setAccrualFilter(event.currentTarget.checked ? '1' : null)}
      />
      {failure !== null && (
        <Alert color="red" title={t('sie.downloadFailed')}>
          <ProblemText error={failure} employerId={scope.employerId} t={t} />
        </Alert>
      )}
      {vouchers.isPending ? (
        <PageLoader />
      ) : vouchers.isError ? (
        <ReportError />
      ) : (
        <>
          {vouchers.data.vouchers.length === 0 && <Text>{t('sie.empty')}</Text>}
          {vouchers.data.vouchers.map((voucher) => (
            <Stack key={voucher.runId} gap="xs">
              <Title order={3}>{voucher.text}</Title>
              <Text size="sm">
                {t('sie.series', {
                  series: [voucher.series || '–', voucher.number].filter((part) => part !== null).join(' '),
                  date: voucher.date,
                })}
              </Text>
              <VoucherTable voucher={voucher} label={t('sie.tableLabel', { run: voucher.runLabel })} />
            </Stack>
          ))}
          {withAccrual && accrual === null && <Text>{t('sie.accrualNone')}</Text>}
          {accrual && (
            <Stack gap="xs">
              <Title order={3}>{accrual.text}</Title>
              <Text size="sm">
                {accrual.booked
                  ? t('sie.series', { series: `${accrual.series} ${accrual.number}`, date: accrual.date })
                  : t('sie.accrualUnbooked', { series: accrual.series || '–', date: accrual.date })}
              </Text>
              <VoucherTable voucher={accrual} label={t('sie.accrualTableLabel')} />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
