import { formatCurrency } from '@lonsam/domain/format/number';
import { TRAVEL_TAX_FREE_PARAMETERS } from '@lonsam/domain/payroll/travel-parameters';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const money = (ore: number) => formatCurrency(ore / 100);

/** Skatteverket's tax-free amounts per year (domain data), for reference beside the company's own. */
export function TaxFreeAmounts() {
  const { t } = useTranslation('settings-travel');
  const years = TRAVEL_TAX_FREE_PARAMETERS;
  const rows: [string, (index: number) => number][] = [
    [t('taxFree.wholeDay'), (i) => years[i]!.perDiem.wholeDayOre],
    [t('taxFree.halfDay'), (i) => years[i]!.perDiem.halfDayOre],
    [t('taxFree.night'), (i) => years[i]!.perDiem.nightOre],
    [t('taxFree.breakfast'), (i) => years[i]!.mealReductions.breakfastOre],
    [t('taxFree.lunchOrDinner'), (i) => years[i]!.mealReductions.lunchOrDinnerOre],
    [t('taxFree.allMeals'), (i) => years[i]!.mealReductions.allMealsOre],
    [t('taxFree.ownCar'), (i) => years[i]!.mileagePerMil.ownCarOre],
    [t('taxFree.companyCarFossil'), (i) => years[i]!.mileagePerMil.companyCarFossilOre],
    [t('taxFree.companyCarElectric'), (i) => years[i]!.mileagePerMil.companyCarElectricOre],
  ];
  return (
    <Stack gap="xs">
      <Title order={4}>{t('taxFree.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('taxFree.intro')}
      </Text>
      <Table.ScrollContainer minWidth={360}>
        <Table aria-label={t('taxFree.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('taxFree.item')}</Table.Th>
              {years.map((year) => (
                <Table.Th key={year.validFrom}>{year.validFrom.slice(0, 4)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([label, amount]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                {years.map((year, index) => (
                  <Table.Td key={year.validFrom}>{money(amount(index))}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
