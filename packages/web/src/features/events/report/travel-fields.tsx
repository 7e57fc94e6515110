import { FREE_MEALS, type FreeMeals, VEHICLES, type Vehicle } from '@lonsam/domain/settings/travel-settings';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { NumberInput } from '../../../ui/inputs/number-input.tsx';
import type { FieldsProps } from './field-props.ts';
import { type MileageValues, type TravelValues, travelDates } from './form-values.ts';
import { formatLongDate } from './format.ts';

/** `0800` → `08:00` as typed, like the date fields put their dashes in. */
function formatTypedTime(text: string): string {
  const digits = text.replaceAll(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/**
 * A business trip: departure and return (date and time), where to, overnight, the 50 km rule, the
 * free meals of each day of the trip, and the kilometres driven (one row per drive).
 */
export function TravelFields({ values, errors, onChange }: FieldsProps<TravelValues>) {
  const { t, i18n } = useTranslation('transaction');
  const dates = travelDates(values);

  const setRow = (index: number, patch: Partial<MileageValues>) =>
    onChange({ mileage: values.mileage.map((row, at) => (at === index ? { ...row, ...patch } : row)) });

  const time = (field: 'departureTime' | 'returnTime', label: string) => (
    <TextInput
      label={label}
      placeholder={t('report.form.timePlaceholder')}
      inputMode="numeric"
      maxLength={5}
      value={values[field]}
      onChange={(event) => onChange({ [field]: formatTypedTime(event.currentTarget.value) })}
    />
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2 }}>
        <DateInput
          label={t('report.form.departureDate')}
          value={values.departureDate}
          onChange={(departureDate) =>
            onChange(
              values.returnDate < departureDate
                ? { departureDate, returnDate: departureDate }
                : { departureDate },
            )
          }
          error={errors.departure}
        />
        {time('departureTime', t('report.form.departureTime'))}
        <DateInput
          label={t('report.form.returnDate')}
          value={values.returnDate}
          onChange={(returnDate) => onChange({ returnDate })}
          error={errors.return}
        />
        {time('returnTime', t('report.form.returnTime'))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('report.form.destination')}
          value={values.destination}
          onChange={(event) => onChange({ destination: event.currentTarget.value })}
          error={errors.destination}
          maxLength={200}
        />
        <TextInput
          label={t('report.form.country')}
          description={t('report.form.countryHint')}
          value={values.country}
          onChange={(event) => onChange({ country: event.currentTarget.value.toUpperCase() })}
          error={errors.country}
          maxLength={2}
        />
      </SimpleGrid>
      <Checkbox
        label={t('report.form.overnight')}
        checked={values.overnight}
        onChange={(event) => onChange({ overnight: event.currentTarget.checked })}
      />
      <Checkbox
        label={t('report.form.moreThan50Km')}
        checked={values.moreThan50Km}
        onChange={(event) => onChange({ moreThan50Km: event.currentTarget.checked })}
      />
      {values.overnight ? (
        <Checkbox
          label={t('report.form.lodgingNotPaid')}
          description={t('report.form.lodgingNotPaidHint')}
          checked={values.lodgingNotPaid}
          onChange={(event) => onChange({ lodgingNotPaid: event.currentTarget.checked })}
        />
      ) : null}
      {dates.length > 0 ? (
        <Fieldset legend={t('report.form.freeMeals')} variant="unstyled">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {dates.map((date) => (
              <NativeSelect
                key={date}
                label={formatLongDate(date, i18n.language)}
                data={FREE_MEALS.map((meal) => ({ value: meal, label: t(`event.freeMeals.${meal}`) }))}
                value={values.mealsByDate[date] ?? 'none'}
                onChange={(event) =>
                  onChange({
                    mealsByDate: { ...values.mealsByDate, [date]: event.currentTarget.value as FreeMeals },
                  })
                }
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      ) : null}
      <Fieldset legend={t('report.form.mileage')} variant="unstyled">
        <Stack gap="xs">
          {values.mileage.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('report.form.noMileage')}
            </Text>
          ) : null}
          {values.mileage.map((row, index) => {
            const rowLabel = (label: string) => t('report.form.rowLabel', { label, row: index + 1 });
            const error = (field: string) => errors[`mileage.${index}.${field}`];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; every input is controlled by its row's values, so removing a row shifts values, not input state
              <Group key={index} align="flex-end" gap="xs" wrap="wrap">
                <DateInput
                  label={rowLabel(t('report.form.date'))}
                  value={row.date}
                  onChange={(date) => setRow(index, { date })}
                  error={error('date')}
                  w={130}
                />
                <NativeSelect
                  label={rowLabel(t('report.form.vehicle'))}
                  data={VEHICLES.map((vehicle) => ({
                    value: vehicle,
                    label: t(`event.vehicles.${vehicle}`),
                  }))}
                  value={row.vehicle}
                  onChange={(event) => setRow(index, { vehicle: event.currentTarget.value as Vehicle })}
                />
                <NumberInput
                  label={rowLabel(t('report.form.kilometres'))}
                  value={row.kilometres}
                  onChange={(kilometres) => setRow(index, { kilometres })}
                  error={error('kilometres')}
                  decimalScale={1}
                  allowNegative={false}
                  w={110}
                />
                <TextInput
                  label={rowLabel(t('report.form.purpose'))}
                  value={row.purpose}
                  onChange={(event) => setRow(index, { purpose: event.currentTarget.value })}
                  maxLength={200}
                />
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => onChange({ mileage: values.mileage.filter((_, at) => at !== index) })}
                >
                  {rowLabel(t('report.form.removeMileage'))}
                </Button>
              </Group>
            );
          })}
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() =>
                onChange({
                  mileage: [
                    ...values.mileage,
                    { date: values.departureDate, vehicle: 'own-car', kilometres: '', purpose: '' },
                  ],
                })
              }
            >
              {t('report.form.addMileage')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
      <Textarea
        label={t('report.form.comment')}
        value={values.comment}
        onChange={(event) => onChange({ comment: event.currentTarget.value })}
        error={errors.comment}
        maxLength={500}
        rows={2}
      />
    </Stack>
  );
}
