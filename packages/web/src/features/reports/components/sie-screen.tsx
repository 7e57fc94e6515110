import { checkMonthSpan, MONTH_PATTERN } from '@lonsam/domain/accounting/month-span';
import type { AccrualVoucherView } from '@lonsam/domain/contracts/accounting/salary-vouchers';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { fetchSieFile, useVouchers } from '../api/report-data.ts';
import { ProblemText } from './problem-text.tsx';
import { saveFile, thisMonth, useUrlFilter } from './report-kit.tsx';
import { VoucherTable } from './voucher-table.tsx';

function AccrualVoucher({ accrual, label }: { accrual: AccrualVoucherView; label: string }) {
  const { t } = useTranslation('reports');
  return (
    <Stack gap="xs">
      <Title order={3}>{accrual.text}</Title>
      <Text size="sm">
        {accrual.booked
          ? t('sie.series', { series: `${accrual.series} ${accrual.number}`, date: accrual.date })
          : t('sie.accrualUnbooked', { series: accrual.series || '–', date: accrual.date })}
      </Text>
      <VoucherTable voucher={accrual} label={label} />
    </Stack>
  );
}

/**
 * Bokföring (`reports/sie?period=YYYY-MM[&to=YYYY-MM][&accrual=1]`): the salary voucher of each
 * completed run paid in the month, or in the months from `period` to `to` (within one financial
 * year: the calendar year, checked here before asking), optionally each month's vacation accrual
 * voucher, and the SIE 4I file with them.
 */
export function SieScreen() {
  const scope = useEmployerScope();
  const { t } = useTranslation('reports');
  usePageTitle([t('sie.title'), t('title')]);
  const [period, setPeriod] = useUrlFilter('period', thisMonth());
  const [toFilter, setTo] = useUrlFilter('to', '');
  const to = toFilter || period;
  const [accrualFilter, setAccrualFilter] = useUrlFilter('accrual', '');
  const withAccrual = accrualFilter === '1';
  const wellFormed = MONTH_PATTERN.test(period) && MONTH_PATTERN.test(to);
  const spanProblem = wellFormed ? checkMonthSpan(period, to) : null;
  const valid = wellFormed && spanProblem === null;
  const span = period !== to;
  const vouchers = useVouchers(scope, { from: period, to }, withAccrual, valid);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      saveFile(
        await fetchSieFile(scope, { from: period, to }, withAccrual),
        `lonsam-sie-${span ? `${period}--${to}` : period}.si`,
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setDownloading(false);
    }
  };
  const accrual = withAccrual && !span ? vouchers.data?.accrual : undefined;
  const accruals = withAccrual && span ? (vouchers.data?.accruals ?? []) : [];
  const hasVouchers =
    valid && Boolean(vouchers.data && (vouchers.data.vouchers.length > 0 || accrual || accruals.length > 0));
  return (
    <Stack gap="md">
      <Title order={2}>{t('sie.title')}</Title>
      <Text>{t('sie.intro')}</Text>
      <Group align="start">
        <TextInput
          type="month"
          label={t('sie.from')}
          value={period}
          onChange={(event) => setPeriod(event.currentTarget.value || null)}
        />
        <TextInput
          type="month"
          label={t('sie.to')}
          description={t('sie.toHint')}
          value={to}
          error={spanProblem ? t(`sie.spanProblems.${spanProblem}`) : undefined}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setTo(next && next !== period ? next : null);
          }}
        />
      </Group>
      <Group>
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
      {!valid ? null : vouchers.isPending ? (
        <PageLoader />
      ) : vouchers.isError ? (
        <Alert color="red" title={t('common.errorTitle')}>
          <ProblemText error={vouchers.error} employerId={scope.employerId} t={t} />
        </Alert>
      ) : (
        <>
          {vouchers.data.vouchers.length === 0 && <Text>{t(span ? 'sie.emptySpan' : 'sie.empty')}</Text>}
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
          {withAccrual && !span && accrual === null && <Text>{t('sie.accrualNone')}</Text>}
          {withAccrual && span && accruals.length === 0 && <Text>{t('sie.accrualNoneSpan')}</Text>}
          {accrual && <AccrualVoucher accrual={accrual} label={t('sie.accrualTableLabel')} />}
          {accruals.map((entry) => (
            <AccrualVoucher
              key={entry.period}
              accrual={entry}
              label={t('sie.accrualTableLabelMonth', { period: entry.period })}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
