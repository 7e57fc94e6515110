import { TAX_TABLE_NUMBERS } from '@lonsam/domain/payroll/tax-table';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { useFocusFirstError } from '../../../ui/focus-first-error.ts';
import { type FieldErrorMap, kronorToOre, readFieldErrors } from '../../../ui/forms/field-errors.ts';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { NumberInput } from '../../../ui/inputs/number-input.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useCreateEmployee } from '../api/change-employee.ts';

/** Fields the form checks itself before sending, so that an empty form shows every gap at once. */
const REQUIRED_TEXT_FIELDS = new Set<string>(['firstName', 'lastName', 'personnummer']);

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'personnummer',
  'email',
  'phone',
  'streetAddress',
  'postalCode',
  'city',
  'clearingNumber',
  'accountNumber',
] as const;

/** The create-employee form: personal data, tax table and the first employment with its salary. */
export function CreateEmployeeForm({ scope, base }: { scope: EmployerScope; base: string }) {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const create = useCreateEmployee(scope);
  const [values, setValues] = useState<Record<(typeof TEXT_FIELDS)[number], string>>(
    Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<
      (typeof TEXT_FIELDS)[number],
      string
    >,
  );
  const [table, setTable] = useState('32');
  const [column, setColumn] = useState('1');
  const [startDate, setStartDate] = useState('');
  const [position, setPosition] = useState('');
  const [employmentType, setEmploymentType] = useState('permanent');
  const [endDate, setEndDate] = useState('');
  const [salaryForm, setSalaryForm] = useState('monthly');
  const [salary, setSalary] = useState<number | string>('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const { containerRef: formRef, focusFirstError } = useFocusFirstError();

  const text = (field: (typeof TEXT_FIELDS)[number]) => (
    <TextInput
      key={field}
      label={t(`fields.${field}`)}
      value={values[field]}
      withAsterisk={REQUIRED_TEXT_FIELDS.has(field)}
      description={field === 'personnummer' ? t('fields.personnummerHelp') : undefined}
      error={errors[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
      }}
    />
  );

  function findMissingFields(): FieldErrorMap {
    const missing: FieldErrorMap = {};
    for (const field of REQUIRED_TEXT_FIELDS) {
      if (values[field as (typeof TEXT_FIELDS)[number]].trim() === '') {
        missing[field] = t(`required.${field}`);
      }
    }
    if (startDate === '') missing['employment.startDate'] = t('required.startDate');
    if (employmentType === 'fixed-term' && endDate === '') {
      missing['employment.endDate'] = t('required.endDate');
    }
    if (position.trim() === '') missing['employment.position'] = t('required.position');
    if (String(salary).trim() === '') {
      missing['employment.salaryRows.0.amountOre'] = t(
        salaryForm === 'monthly' ? 'required.monthlySalary' : 'required.hourlyWage',
      );
    }
    return missing;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amountOre = kronorToOre(salary);
    const missing = findMissingFields();
    if (amountOre === undefined && !missing['employment.salaryRows.0.amountOre']) {
      missing['employment.salaryRows.0.amountOre'] = t('errors.amount');
    }
    if (Object.keys(missing).length > 0 || amountOre === undefined) {
      setErrors(missing);
      focusFirstError();
      return;
    }
    const body = {
      ...Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? null : value]),
      ),
      firstName: values.firstName,
      lastName: values.lastName,
      personnummer: values.personnummer,
      tax: { method: 'table', table: Number(table), column: Number(column) },
      employment: {
        startDate,
        endDate: endDate || null,
        employmentType,
        position,
        salaryForm,
        salaryRows: [{ validFrom: startDate, amountOre }],
      },
    };
    try {
      const created = await create.mutateAsync(body);
      void showToast({ type: 'success', title: t('create.saved') });
      navigate(`${base}/${created.id}`);
    } catch (error) {
      setErrors(readFieldErrors(error, t('errors.saveFailed'), t));
      focusFirstError();
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>{t('create.title')}</Title>
        <Fieldset legend={t('tabs.personal')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{TEXT_FIELDS.map(text)}</SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('tabs.tax')}>
          <Group>
            <Select
              label={t('fields.taxTable')}
              data={TAX_TABLE_NUMBERS.map(String)}
              value={table}
              onChange={(value) => setTable(value ?? '32')}
              error={errors['tax.table']}
            />
            <Select
              label={t('fields.taxColumn')}
              data={['1', '2', '3', '4', '5', '6']}
              value={column}
              onChange={(value) => setColumn(value ?? '1')}
            />
          </Group>
        </Fieldset>
        <Fieldset legend={t('tabs.employment')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateInput
              label={t('fields.startDate')}
              value={startDate}
              onChange={setStartDate}
              withAsterisk
              // The first salary row starts with the employment, so its date errors belong here.
              error={errors['employment.startDate'] ?? errors['employment.salaryRows.0.validFrom']}
            />
            <DateInput
              label={t('fields.endDate')}
              value={endDate}
              onChange={setEndDate}
              withAsterisk={employmentType === 'fixed-term'}
              error={errors['employment.endDate']}
            />
            <TextInput
              label={t('fields.position')}
              value={position}
              onChange={(event) => setPosition(event.currentTarget.value)}
              withAsterisk
              error={errors['employment.position']}
            />
            <Select
              label={t('fields.employmentType')}
              value={employmentType}
              onChange={(value) => setEmploymentType(value ?? 'permanent')}
              data={['permanent', 'fixed-term', 'hourly'].map((value) => ({
                value,
                label: t(`employmentType.${value}`),
              }))}
            />
            <Select
              label={t('fields.salaryForm')}
              value={salaryForm}
              onChange={(value) => setSalaryForm(value ?? 'monthly')}
              data={['monthly', 'hourly'].map((value) => ({ value, label: t(`salaryForm.${value}`) }))}
            />
            <NumberInput
              label={t(salaryForm === 'monthly' ? 'fields.monthlySalary' : 'fields.hourlyWage')}
              value={salary}
              onChange={setSalary}
              allowNegative={false}
              withAsterisk
              error={errors['employment.salaryRows.0.amountOre']}
            />
          </SimpleGrid>
        </Fieldset>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
