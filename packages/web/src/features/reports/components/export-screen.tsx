import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { type ExportDataset, fetchDataExport } from '../api/report-data.ts';
import { ReportError, saveFile, thisMonth, useUrlFilter } from './report-kit.tsx';

const DATASETS: readonly ExportDataset[] = ['employees', 'employments', 'events', 'payslip-lines'];

/** Dataexport (`reports/export?dataset=…&from=…&to=…`): the company's data as CSV for a span of months. */
export function ExportScreen() {
  const scope = useEmployerScope();
  const { t } = useTranslation('reports');
  usePageTitle([t('export.title'), t('title')]);
  const [dataset, setDataset] = useUrlFilter('dataset', 'payslip-lines');
  const [from, setFrom] = useUrlFilter('from', thisMonth());
  const [to, setTo] = useUrlFilter('to', thisMonth());
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const chosen = dataset as ExportDataset;
      saveFile(
        await fetchDataExport(scope, { dataset: chosen, from, to }),
        `lonsam-${chosen}-${from}-${to}.csv`,
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <Title order={2}>{t('export.title')}</Title>
      <Text>{t('export.intro')}</Text>
      <Group align="end">
        <Select
          label={t('export.dataset')}
          value={dataset}
          onChange={(value) => setDataset(value)}
          data={DATASETS.map((value) => ({ value, label: t(`export.datasets.${value}`) }))}
          allowDeselect={false}
        />
        <TextInput
          type="month"
          label={t('export.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value || null)}
        />
        <TextInput
          type="month"
          label={t('export.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value || null)}
        />
        <Button onClick={download} loading={busy}>
          {t('export.download')}
        </Button>
      </Group>
      {failed && <ReportError />}
    </Stack>
  );
}
