import type { SalaryVoucherView } from '@lonsam/domain/contracts/accounting/salary-vouchers';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from './report-kit.tsx';

type Voucher = Pick<SalaryVoucherView, 'rows' | 'debitOre' | 'creditOre'>;

/** A voucher's rows as debit and credit with their objects, and the two sums (equal). */
export function VoucherTable({ voucher, label }: { voucher: Voucher; label: string }) {
  const { t } = useTranslation('reports');
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sie.columns.account')}</Table.Th>
            <Table.Th>{t('sie.columns.costCentre')}</Table.Th>
            <Table.Th>{t('sie.columns.project')}</Table.Th>
            <Table.Th ta="right">{t('sie.columns.debit')}</Table.Th>
            <Table.Th ta="right">{t('sie.columns.credit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {voucher.rows.map((row) => (
            <Table.Tr key={`${row.account}-${row.costCentre}-${row.project}`}>
              <Table.Td>
                {row.account} {row.accountName}
              </Table.Td>
              <Table.Td>{row.costCentre ?? ''}</Table.Td>
              <Table.Td>{row.project ?? ''}</Table.Td>
              {row.amountOre > 0 ? <AmountCell ore={row.amountOre} /> : <Table.Td />}
              {row.amountOre < 0 ? <AmountCell ore={-row.amountOre} /> : <Table.Td />}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={3}>
              {t('common.total')}
            </Table.Th>
            <AmountCell ore={voucher.debitOre} strong />
            <AmountCell ore={voucher.creditOre} strong />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
