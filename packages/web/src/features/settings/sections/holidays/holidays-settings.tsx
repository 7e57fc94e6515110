import {
  type CompanyDayOff,
  companyDayOffSchema,
  companyDaysOff,
  DUPLICATE_DAY_OFF_MESSAGE,
} from '@lonsam/domain/settings/company-holidays';
import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { DateInput } from '../../../../ui/inputs/date-input.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { formatHolidayDate } from './format-date.ts';
import { HolidayTable } from './holiday-table.tsx';
import { type HolidaysDocument, useUpdateHolidays } from './holidays-api.ts';

type AddValues = { date: string; name: string; portion: CompanyDayOff['portion'] };
const emptyDay: AddValues = { date: '', name: '', portion: 'whole' };

/**
 * Helgdagar: a year's public holidays (domain rule) with the company's own days off, and a form
 * to add one. Each change saves the whole list with the version read.
 */
export function HolidaysSettings(props: {
  scope: EmployerScope;
  document: HolidaysDocument;
  canEdit: boolean;
  thisYear: number;
}) {
  const { document, canEdit, thisYear } = props;
  const { t, i18n } = useTranslation('settings-holidays');
  const [year, setYear] = useState(thisYear);
  const portionLabelId = useId();
  const [removing, setRemoving] = useState<CompanyDayOff | undefined>();
  const update = useUpdateHolidays(props.scope);
  const stored = document.value.extraDaysOff;
  const form = useVersionedForm<AddValues>({
    initialValues: () => emptyDay,
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('saveFailed'),
    describeConflict: (current) => {
      const days = (current.extraDaysOff ?? []) as CompanyDayOff[];
      return [
        {
          label: t('storedDays'),
          value:
            days.length === 0 ? t('noStoredDays') : days.map((day) => `${day.date} ${day.name}`).join(', '),
        },
      ];
    },
  });
  const { values, errors, setErrors } = form;
  const days = companyDaysOff(year, document.value);
  const ownDaysThisYear = days.filter((day) => day.source === 'company').length;
  const years = [-2, -1, 0, 1, 2].map((offset) => String(thisYear + offset));

  const saveList = (extraDaysOff: CompanyDayOff[]) =>
    update.mutateAsync({ version: document.version, value: { extraDaysOff } });

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = companyDayOffSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    if (stored.some((day) => day.date === parsed.data.date)) {
      setErrors({ date: DUPLICATE_DAY_OFF_MESSAGE });
      return;
    }
    setErrors({});
    const extraDaysOff = [...stored, parsed.data].sort((left, right) => left.date.localeCompare(right.date));
    const index = extraDaysOff.indexOf(parsed.data);
    if (await form.save(() => saveList(extraDaysOff))) {
      form.setValues(emptyDay);
      setYear(Number(parsed.data.date.slice(0, 4)));
      void showToast({ type: 'success', title: t('add.added') });
    } else {
      // The server names the list row (`extraDaysOff.3.date`); the form has one day.
      setErrors((current) =>
        Object.fromEntries(
          Object.entries(current).map(([key, message]) => [
            key.replace(`extraDaysOff.${index}.`, ''),
            message,
          ]),
        ),
      );
    }
  }

  async function remove() {
    if (!removing) return;
    const extraDaysOff = stored.filter((day) => day.date !== removing.date);
    if (await form.save(() => saveList(extraDaysOff)))
      void showToast({ type: 'success', title: t('remove.removed') });
    setRemoving(undefined);
  }

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('year')}
          data={years}
          value={String(year)}
          onChange={(value) => value && setYear(Number(value))}
          allowDeselect={false}
          w={120}
        />
        <Text size="sm" role="status">
          {ownDaysThisYear === 0
            ? t(canEdit ? 'emptyYear' : 'emptyYearReadOnly', { year })
            : t('ownDays', { count: ownDaysThisYear, year })}
        </Text>
      </Group>
      {form.conflictAlert}
      <HolidayTable
        year={year}
        days={days}
        onRemove={
          canEdit ? (day) => setRemoving({ date: day.date, name: day.name, portion: day.portion }) : undefined
        }
      />
      {canEdit && (
        <form onSubmit={add} noValidate aria-label={t('add.title')}>
          <Stack>
            <Title order={3}>{t('add.title')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <DateInput
                label={t('add.date')}
                value={values.date}
                error={errors.date}
                onChange={(value) => form.setValue('date', value)}
              />
              <TextInput
                label={t('add.name')}
                placeholder={t('add.namePlaceholder')}
                value={values.name}
                maxLength={60}
                error={errors.name}
                onChange={(event) => form.setValue('name', event.currentTarget.value)}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id={portionLabelId}>
                  {t('add.portion')}
                </Text>
                <SegmentedControl
                  aria-labelledby={portionLabelId}
                  value={values.portion}
                  onChange={(value) => form.setValue('portion', value as AddValues['portion'])}
                  data={[
                    { value: 'whole', label: t('add.whole') },
                    { value: 'half', label: t('add.half') },
                  ]}
                />
              </Stack>
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={update.isPending}>
                {t('add.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <ConfirmDialog
        isOpen={removing !== undefined}
        title={t('remove.title')}
        message={
          removing
            ? t('remove.message', {
                name: removing.name,
                date: formatHolidayDate(removing.date, i18n.language).date,
              })
            : ''
        }
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        isBusy={update.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(undefined)}
      />
    </Stack>
  );
}
