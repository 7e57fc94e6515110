import { Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { showToast } from '../../../ui/toast.ts';
import { type BankFileView, fetchBankFile, useMarkBankFileSent } from '../api/payout.ts';
import { downloadFile } from './download-file.ts';
import { formatMoment, formatMoney } from './format.ts';

function fileName(file: BankFileView, payDate: string): string {
  const extension = file.format.startsWith('pain.') ? 'xml' : 'txt';
  return `lon-${payDate}-${file.format}.${extension}`;
}

/** The files made of the run: download each (audited by the server) and mark it sent. */
export function BankFileTable({
  runId,
  payDate,
  files,
  onError,
}: {
  runId: string;
  payDate: string;
  files: BankFileView[];
  onError: (error: unknown) => void;
}) {
  const scope = useEmployerScope();
  const { t } = useTranslation('reports');
  const markSent = useMarkBankFileSent(scope, runId);
  const [busy, setBusy] = useState<string | null>(null);
  if (files.length === 0) return <Text>{t('payout.noFiles')}</Text>;
  const download = async (file: BankFileView) => {
    setBusy(file.id);
    try {
      downloadFile(await fetchBankFile(scope, file.id), fileName(file, payDate));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped aria-label={t('payout.filesLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('payout.fileColumns.createdAt')}</Table.Th>
            <Table.Th scope="col">{t('payout.fileColumns.format')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('payout.fileColumns.payments')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('payout.fileColumns.total')}
            </Table.Th>
            <Table.Th scope="col">{t('payout.fileColumns.unpaid')}</Table.Th>
            <Table.Th scope="col">{t('payout.fileColumns.sent')}</Table.Th>
            <Table.Th scope="col">{t('payout.fileColumns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => {
            const createdAt = formatMoment(file.createdAt);
            return (
              <Table.Tr key={file.id}>
                <Table.Th scope="row">{createdAt}</Table.Th>
                <Table.Td>{t(`payout.formats.${file.format.replaceAll('.', '-')}`)}</Table.Td>
                <Table.Td ta="right">{file.paymentCount}</Table.Td>
                <Table.Td ta="right" data-testid="bank-file-total">
                  {formatMoney(file.totalOre)}
                </Table.Td>
                <Table.Td>
                  {file.leftOut.length === 0
                    ? t('payout.unpaidNone')
                    : file.leftOut.map((payee) => (
                        <Text key={payee.employeeId} size="sm">
                          {t('payout.unpaidEntry', { name: payee.name, amount: formatMoney(payee.netOre) })}
                        </Text>
                      ))}
                </Table.Td>
                <Table.Td>{file.sentAt ? formatMoment(file.sentAt) : t('payout.notSent')}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      loading={busy === file.id}
                      onClick={() => void download(file)}
                      aria-label={t('payout.downloadLabel', { createdAt })}
                    >
                      {t('payout.download')}
                    </Button>
                    {!file.sentAt && (
                      <Button
                        size="xs"
                        variant="subtle"
                        loading={markSent.isPending && markSent.variables?.id === file.id}
                        onClick={() =>
                          markSent.mutate(
                            { id: file.id, version: file.version },
                            {
                              onSuccess: () =>
                                void showToast({ type: 'success', title: t('payout.sentToast') }),
                              onError,
                            },
                          )
                        }
                      >
                        {t('payout.markSent')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
