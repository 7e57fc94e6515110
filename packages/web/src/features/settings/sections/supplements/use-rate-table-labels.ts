import { useTranslation } from 'react-i18next';
import type { DatedRowsLabels } from '../../../../ui/forms/dated-rows-table.tsx';

/** The dated table's own words ("Gäller från", "Lägg till sats") in this section's namespace. */
export function useRateTableLabels(): DatedRowsLabels {
  const { t } = useTranslation('settings-supplements');
  return {
    validFrom: t('rates.validFrom'),
    validTo: t('rates.validTo'),
    add: t('rates.add'),
    remove: (row) => t('rates.remove', { row }),
    row: (row) => t('rates.row', { row }),
  };
}
