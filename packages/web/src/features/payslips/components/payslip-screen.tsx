import { buildPayslipDocument } from '@lonsam/domain/documents/payslip-document';
import { Alert, Anchor, Button, Center, Group, List, Loader, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { fetchPayslipPdf, type PayslipDetailView, usePayslip } from '../api/payslips.ts';
import { downloadFile } from './download-file.ts';
import { PayslipDocumentView } from './payslip-document-view.tsx';

export type PayslipScreenProps = {
  payslipId: string;
  /** A link back to where the payslip was opened from (the list, a payroll run). */
  backTo?: { to: string; label: string };
};

function pdfFileName(detail: PayslipDetailView): string {
  return `lönespecifikation-${detail.period}-${detail.employeeName}.pdf`;
}

function PdfButton({ detail }: { detail: PayslipDetailView }) {
  const scope = useEmployerScope();
  const { t } = useTranslation('payslip');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  async function download() {
    setState('loading');
    try {
      downloadFile(await fetchPayslipPdf(scope, detail.id), pdfFileName(detail));
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <Stack gap="xs" align="flex-end">
      <Button onClick={download} loading={state === 'loading'} variant="light">
        {t('detail.downloadPdf')}
      </Button>
      {state === 'failed' && (
        <Alert color="red" role="alert" py="xs">
          {t('detail.downloadFailed')}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * One payslip as its reader may see it (the server decides: an employee their own, a manager the
 * team's, an admin with the employer contributions), with its PDF. Used by the employee's
 * "Lönespecifikationer" and mounted by the payroll run page (features/payroll) for admins.
 */
export function PayslipScreen({ payslipId, backTo }: PayslipScreenProps) {
  const scope = useEmployerScope();
  const { t } = useTranslation('payslip');
  const payslip = usePayslip(scope, payslipId);
  const document = useMemo(() => payslip.data && buildPayslipDocument(payslip.data), [payslip.data]);
  usePageTitle([payslip.data?.runLabel, payslip.data?.employeeName]);

  const back = backTo && (
    <Anchor component={Link} to={backTo.to} size="sm">
      ← {backTo.label}
    </Anchor>
  );
  if (payslip.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('title')} />
      </Center>
    );
  if (payslip.isError || !document || !payslip.data) {
    const notFound = isApiError(payslip.error) && payslip.error.status === 404;
    return (
      <Stack gap="sm">
        {back}
        <Alert color={notFound ? 'gray' : 'red'} role="alert">
          {t(notFound ? 'detail.notFound' : 'detail.loadFailed')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>{back}</div>
        <PdfButton detail={payslip.data} />
      </Group>
      {!payslip.data.completed && payslip.data.problems.length > 0 && (
        <Alert color="orange" title={t('detail.problems')}>
          <List size="sm">
            {payslip.data.problems.map((problem) => (
              <List.Item key={problem.code}>{problem.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <PayslipDocumentView document={document} />
    </Stack>
  );
}
