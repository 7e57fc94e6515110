import type { CompanyDayOffEntry } from '@lonsam/domain/settings/company-holidays';
import { Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatHolidayDate } from './format-date.ts';

/** One year's days off: public holidays, de facto days and the company's own, with Swedish dates. */
export function HolidayTable(props: {
  year: number;
  days: readonly CompanyDayOffEntry[];
  onRemove?: (day: Extract<CompanyDayOffEntry, { source: 'company' }>) => void;
}) {
  const { t, i18n } = useTranslation('settings-holidays');
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={t('table', { year: props.year })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.date')}</Table.Th>
            <Table.Th>{t('columns.weekday')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.kind')}</Table.Th>
            {props.onRemove && <Table.Th>{t('columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.days.map((day) => {
            const shown = formatHolidayDate(day.date, i18n.language);
            const name = day.source === 'company' ? day.name : t(`holidayNames.${day.holidayId}`);
            const kind =
              day.source === 'company'
                ? t(day.portion === 'half' ? 'kinds.companyHalf' : 'kinds.company')
                : t(`kinds.${day.source}`);
            return (
              <Table.Tr key={`${day.date}-${name}`}>
                <Table.Td>{shown.date}</Table.Td>
                <Table.Td>{shown.weekday}</Table.Td>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{kind}</Table.Td>
                {props.onRemove && (
                  <Table.Td>
                    {day.source === 'company' && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={t('remove.button', { name, date: shown.date })}
                        onClick={() => props.onRemove?.(day)}
                      >
                        {t('remove.confirm')}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
