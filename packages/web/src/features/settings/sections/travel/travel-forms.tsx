import { formatNumber } from '@lonsam/domain/format/number';
import {
  type TravelAllowanceRow,
  type TravelMileageRow,
  travelAllowancesSchema,
  travelMileageSchema,
} from '@lonsam/domain/settings/travel-settings';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { type TravelAllowancesDocument, useUpdateTravelAllowances } from './travel-allowances-api.ts';
import { type TravelMileageDocument, useUpdateTravelMileage } from './travel-mileage-api.ts';
import { TravelRatesForm } from './travel-rates-form.tsx';
import {
  type AllowanceFormRow,
  type MileageFormRow,
  toAllowanceCandidate,
  toAllowanceFormRow,
  toMileageCandidate,
  toMileageFormRow,
} from './travel-rows.ts';

const kr = (ore: number) => formatNumber(ore / 100);

/** Traktamente: what the company pays per whole day, half day and night. */
export function TravelAllowancesForm(props: {
  scope: EmployerScope;
  document: TravelAllowancesDocument;
  canEdit: boolean;
}) {
  const { t } = useTranslation('settings-travel');
  const update = useUpdateTravelAllowances(props.scope);
  return (
    <TravelRatesForm<TravelAllowanceRow, AllowanceFormRow>
      title={t('allowances.title')}
      intro={t('allowances.intro')}
      document={props.document}
      canEdit={props.canEdit}
      fields={[
        {
          field: 'wholeDay',
          valueKey: 'wholeDayOre',
          label: t('allowances.wholeDay'),
          taxFreeOre: (p) => p.perDiem.wholeDayOre,
        },
        {
          field: 'halfDay',
          valueKey: 'halfDayOre',
          label: t('allowances.halfDay'),
          taxFreeOre: (p) => p.perDiem.halfDayOre,
        },
        {
          field: 'night',
          valueKey: 'nightOre',
          label: t('allowances.night'),
          taxFreeOre: (p) => p.perDiem.nightOre,
        },
      ]}
      toFormRow={toAllowanceFormRow}
      toCandidate={toAllowanceCandidate}
      newRow={(validFrom) => ({ validFrom, validTo: '', wholeDay: '', halfDay: '', night: '' })}
      schema={travelAllowancesSchema}
      // The normal amounts abroad live in the same document (their own form): sent unchanged.
      send={(body) =>
        update.mutateAsync({
          version: body.version,
          value: { ...body.value, foreignNormalAmounts: props.document.value.foreignNormalAmounts },
        })
      }
      isSaving={update.isPending}
      describeRow={(row) =>
        t('allowances.describe', {
          date: row.validFrom,
          wholeDay: kr(row.wholeDayOre),
          halfDay: kr(row.halfDayOre),
          night: kr(row.nightOre),
        })
      }
    />
  );
}

/** Milersättning: what the company pays per mil for the employee's own car and for förmånsbilar. */
export function TravelMileageForm(props: {
  scope: EmployerScope;
  document: TravelMileageDocument;
  canEdit: boolean;
}) {
  const { t } = useTranslation('settings-travel');
  const update = useUpdateTravelMileage(props.scope);
  return (
    <TravelRatesForm<TravelMileageRow, MileageFormRow>
      title={t('mileage.title')}
      intro={t('mileage.intro')}
      document={props.document}
      canEdit={props.canEdit}
      fields={[
        {
          field: 'ownCar',
          valueKey: 'ownCarPerMilOre',
          label: t('mileage.ownCar'),
          taxFreeOre: (p) => p.mileagePerMil.ownCarOre,
        },
        {
          field: 'companyCarFossil',
          valueKey: 'companyCarFossilPerMilOre',
          label: t('mileage.companyCarFossil'),
          taxFreeOre: (p) => p.mileagePerMil.companyCarFossilOre,
        },
        {
          field: 'companyCarElectric',
          valueKey: 'companyCarElectricPerMilOre',
          label: t('mileage.companyCarElectric'),
          taxFreeOre: (p) => p.mileagePerMil.companyCarElectricOre,
        },
      ]}
      toFormRow={toMileageFormRow}
      toCandidate={toMileageCandidate}
      newRow={(validFrom) => ({
        validFrom,
        validTo: '',
        ownCar: '',
        companyCarFossil: '',
        companyCarElectric: '',
      })}
      schema={travelMileageSchema}
      send={(body) => update.mutateAsync(body)}
      isSaving={update.isPending}
      describeRow={(row) =>
        t('mileage.describe', {
          date: row.validFrom,
          ownCar: kr(row.ownCarPerMilOre),
          companyCarFossil: kr(row.companyCarFossilPerMilOre),
          companyCarElectric: kr(row.companyCarElectricPerMilOre),
        })
      }
    />
  );
}
