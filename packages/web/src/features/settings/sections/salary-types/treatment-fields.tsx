import {
  AGI_BOXES,
  AGI_HOUSING_FLAGS,
  type AgiBox,
  type AgiHousingFlag,
  SALARY_TYPE_EFFECTS,
  type SalaryTypeEffect,
  TAX_TREATMENTS,
  type TaxTreatment,
} from '@lonsam/domain/salary-types/salary-type-enums';
import type { SalaryTypeTreatment } from '@lonsam/domain/salary-types/salary-type-schema';
import { Checkbox, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrorMap } from '../../../../ui/forms/field-errors.ts';

export type TreatmentValues = Omit<SalaryTypeTreatment, 'rateRule'>;

/**
 * The treatment a version fixes: effect, tax, contribution base, vacation and pension earning, AGI
 * box and housing flag. Errors are read as the server keys them (`treatment.tax`).
 */
export function TreatmentFields(props: {
  values: TreatmentValues;
  errors: FieldErrorMap;
  onChange: (values: TreatmentValues) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('salary-types');
  const { values, errors, disabled } = props;
  const set = <K extends keyof TreatmentValues>(key: K, value: TreatmentValues[K]) =>
    props.onChange({ ...values, [key]: value });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('treatment.effect')}
          value={values.effect}
          disabled={disabled}
          error={errors['treatment.effect']}
          onChange={(event) => set('effect', event.currentTarget.value as SalaryTypeEffect)}
          data={SALARY_TYPE_EFFECTS.map((effect) => ({ value: effect, label: t(`effects.${effect}`) }))}
        />
        <NativeSelect
          label={t('treatment.tax')}
          value={values.tax}
          disabled={disabled}
          error={errors['treatment.tax']}
          onChange={(event) => set('tax', event.currentTarget.value as TaxTreatment)}
          data={TAX_TREATMENTS.map((tax) => ({ value: tax, label: t(`taxes.${tax}`) }))}
        />
        <NativeSelect
          label={t('treatment.agiBox')}
          value={values.agiBox ?? ''}
          disabled={disabled}
          error={errors['treatment.agiBox']}
          onChange={(event) => set('agiBox', (event.currentTarget.value || null) as AgiBox | null)}
          data={[
            { value: '', label: t('treatment.noBox') },
            ...AGI_BOXES.map((box) => ({ value: box, label: t(`agiBoxes.${box}`) })),
          ]}
        />
        <NativeSelect
          label={t('treatment.housingFlag')}
          value={values.agiHousingFlag ?? ''}
          disabled={disabled}
          error={errors['treatment.agiHousingFlag']}
          onChange={(event) =>
            set('agiHousingFlag', (event.currentTarget.value || null) as AgiHousingFlag | null)
          }
          data={[
            { value: '', label: t('treatment.noFlag') },
            ...AGI_HOUSING_FLAGS.map((flag) => ({ value: flag, label: t(`housingFlags.${flag}`) })),
          ]}
        />
      </SimpleGrid>
      <Checkbox
        label={t('treatment.contributionBase')}
        checked={values.contributionBase}
        disabled={disabled}
        error={errors['treatment.contributionBase']}
        onChange={(event) => set('contributionBase', event.currentTarget.checked)}
      />
      <Checkbox
        label={t('treatment.vacationEarning')}
        checked={values.vacationEarning}
        disabled={disabled}
        error={errors['treatment.vacationEarning']}
        onChange={(event) => set('vacationEarning', event.currentTarget.checked)}
      />
      <Checkbox
        label={t('treatment.pensionEarning')}
        checked={values.pensionEarning}
        disabled={disabled}
        error={errors['treatment.pensionEarning']}
        onChange={(event) => set('pensionEarning', event.currentTarget.checked)}
      />
    </Stack>
  );
}

/** Splits a form's flat values into the treatment fields. */
export function pickTreatment(values: TreatmentValues): TreatmentValues {
  return {
    effect: values.effect,
    tax: values.tax,
    contributionBase: values.contributionBase,
    vacationEarning: values.vacationEarning,
    pensionEarning: values.pensionEarning,
    agiBox: values.agiBox,
    agiHousingFlag: values.agiHousingFlag,
  };
}
