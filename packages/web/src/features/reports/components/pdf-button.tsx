import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { fetchReportPdf } from '../api/report-data.ts';
import { saveFile } from './report-kit.tsx';

type Props = {
  report: Parameters<typeof fetchReportPdf>[1];
  query: Record<string, string>;
  fileName: string;
};

/** "Ladda ner PDF" beside "Exportera CSV": the server draws the report with the filters shown. */
export function PdfButton({ report, query, fileName }: Props) {
  const scope = useEmployerScope();
  const { t } = useTranslation('reports');
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setLoading(true);
    setFailed(false);
    try {
      saveFile(await fetchReportPdf(scope, report, query), fileName);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button variant="default" onClick={download} loading={loading}>
        {t('common.pdf')}
      </Button>
      {failed && (
        <Text role="alert" size="sm">
          {t('common.pdfFailed')}
        </Text>
      )}
    </>
  );
}
