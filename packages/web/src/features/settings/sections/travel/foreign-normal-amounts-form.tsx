import { formatNumber } from '@lonsam/domain/format/number';
import { type ForeignNormalAmountRow, travelAllowancesSchema } from '@lonsam/domain/settings/travel-settings';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput as MantineNumberInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { kronorToOre, toFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { useVersionedForm } from '../../../../ui/forms/use-versioned-form.tsx';
import { NumberInput } from '../../../../ui/inputs/number-input.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { type TravelAllowancesDocument, useUpdateTravelAllowances } from './travel-allowances-api.ts';

type FormRow = { country: string; year: number | string; amount: number | string };

/** Codes Intl knows as regions that are not countries (EU, UN …), and Sweden itself. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'SE']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Every ISO 3166 alpha-2 country with its name in `language`, sorted by name. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const options: { value: string; label: string }[] = [];
  for (const first of LETTERS)
    for (const second of LETTERS) {
      const code = first + second;
      const label = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (label) options.push({ value: code, label });
    }
  return options.sort((a, b) => a.label.localeCompare(b.label, language));
}

const toFormRow = (row: ForeignNormalAmountRow): FormRow => ({
  country: row.country,
  year: row.year,
  amount: row.normalAmountOre / 100,
});

const toCandidate = (row: FormRow) => ({
  country: row.country,
  year: row.year === '' ? undefined : Number(row.year),
  normalAmountOre: kronorToOre(row.amount),
});

/**
 * Normalbelopp för utlandstraktamente: Skatteverket's tax-free whole day per country and year,
 * copied in by the admin from Skatteverket's yearly list. Saved in the travel-allowances document
 * beside the company's own amounts, which it sends unchanged.
 */
export function ForeignNormalAmountsForm(props: {
  scope: EmployerScope;
  document: TravelAllowancesDocument;
  canEdit: boolean;
}) {
  const { document, canEdit } = props;
  const { t, i18n } = useTranslation('settings-travel');
  const update = useUpdateTravelAllowances(props.scope);
  const title = t('foreign.title');
  const options = countryOptions(i18n.language || 'sv');
  const nameOf = (code: string) => options.find((option) => option.value === code)?.label ?? code;
  const form = useVersionedForm<{ rows: FormRow[] }>({
    initialValues: () => ({ rows: (document.value.foreignNormalAmounts ?? []).map(toFormRow) }),
    version: document.version,
    isSaving: update.isPending,
    failureTitle: t('saveFailed'),
    describeConflict: (current) => [
      {
        label: title,
        value:
          ((current.foreignNormalAmounts ?? []) as ForeignNormalAmountRow[])
            .map((row) => `${nameOf(row.country)} ${row.year}: ${formatNumber(row.normalAmountOre / 100)} kr`)
            .join('; ') || t('none'),
      },
    ],
  });
  const { values, errors, setErrors } = form;
  const setRow = (index: number, row: FormRow) =>
    form.setValue(
      'rows',
      values.rows.map((current, i) => (i === index ? row : current)),
    );

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = travelAllowancesSchema.safeParse({
      rates: document.value.rates,
      foreignNormalAmounts: values.rows.map(toCandidate),
    });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await form.save(() => update.mutateAsync({ version: document.version, value: parsed.data })))
      void showToast({ type: 'success', title: t('saved') });
  }

  const error = (index: number, field: string) => errors[`foreignNormalAmounts.${index}.${field}`];
  return (
    <form onSubmit={save} noValidate aria-label={title}>
      <Stack>
        <Title order={3}>{title}</Title>
        <Text size="sm" c="dimmed">
          {t('foreign.intro')}
        </Text>
        {form.conflictAlert}
        {values.rows.length === 0 ? (
          <Text size="sm">{t('foreign.empty')}</Text>
        ) : (
          <Table>
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('foreign.country')}</Table.Th>
                <Table.Th>{t('foreign.year')}</Table.Th>
                <Table.Th>{t('foreign.amount')}</Table.Th>
                {canEdit && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {values.rows.map((row, index) => {
                const rowNumber = index + 1;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; every input is controlled by its row's values, so removing a row shifts values, not input state
                  <Table.Tr key={index}>
                    <Table.Td>
                      <Select
                        aria-label={t('foreign.countryOfRow', { row: rowNumber })}
                        data={options}
                        searchable
                        value={row.country || null}
                        readOnly={!canEdit}
                        error={error(index, 'country')}
                        onChange={(country) => setRow(index, { ...row, country: country ?? '' })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <MantineNumberInput
                        aria-label={t('foreign.yearOfRow', { row: rowNumber })}
                        value={row.year}
                        decimalScale={0}
                        allowNegative={false}
                        hideControls
                        readOnly={!canEdit}
                        error={error(index, 'year')}
                        onChange={(year) => setRow(index, { ...row, year })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('foreign.amountOfRow', { row: rowNumber })}
                        value={row.amount}
                        suffix=" kr"
                        decimalScale={0}
                        readOnly={!canEdit}
                        error={error(index, 'normalAmountOre')}
                        onChange={(amount) => setRow(index, { ...row, amount })}
                      />
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('foreign.remove', { row: rowNumber })}
                          onClick={() =>
                            form.setValue(
                              'rows',
                              values.rows.filter((_, i) => i !== index),
                            )
                          }
                        >
                          ×
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {canEdit && (
          <Group>
            <Button
              variant="default"
              onClick={() =>
                form.setValue('rows', [
                  ...values.rows,
                  { country: '', year: new Date().getFullYear(), amount: '' },
                ])
              }
            >
              {t('foreign.add')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
