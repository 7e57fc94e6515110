import {
  PAYROLL_RUN_KINDS,
  type PayrollRunKind,
  type PayrollRunView,
} from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { Alert, Button, Group, MultiSelect, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { showToast } from '../../../ui/toast.ts';
import { type CreatePayrollRunBody, useCreatePayrollRun } from '../api/create-payroll-run.ts';
import { usePayrollRuns } from '../api/list-payroll-runs.ts';
import { useRunEmployeeChoices } from '../api/list-run-employees.ts';
import { describeRunProblem } from './run-problem.ts';

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

type Values = {
  kind: PayrollRunKind;
  period: string;
  payDate: string;
  correctsRunId: string | null;
  employmentIds: string[];
};
type Field = 'period' | 'payDate' | 'correctsRunId';
type Errors = Partial<Record<Field, string>>;

function readKind(value: string | null): PayrollRunKind {
  return (PAYROLL_RUN_KINDS as readonly string[]).includes(value ?? '')
    ? (value as PayrollRunKind)
    : 'ordinary';
}

/** The form's own checks, the same as the contract's, so a mistake shows before anything is sent. */
export function validateRunForm(values: Values): Record<Field, boolean> {
  return {
    period: PERIOD.test(values.period),
    payDate: DATE.test(values.payDate) && !Number.isNaN(Date.parse(values.payDate)),
    correctsRunId: values.kind !== 'correction' || Boolean(values.correctsRunId),
  };
}

/**
 * A new run: kind, period and pay date (the address's, from the suggested next run, or the
 * server's suggestion), the completed run a correction corrects, and for extra and correction runs
 * the employees it is limited to. After saving, the run's page opens.
 */
export function CreateRunForm() {
  const scope = useEmployerScope();
  const runs = usePayrollRuns(scope);
  if (runs.isPending) return <PageLoader />;
  return <RunForm next={runs.data?.next} completedRuns={(runs.data?.runs ?? []).filter(isCompleted)} />;
}

const isCompleted = (run: PayrollRunView) => run.status === 'completed';

function RunForm({
  next,
  completedRuns,
}: {
  next?: { period: string; payDate: string };
  completedRuns: PayrollRunView[];
}) {
  const scope = useEmployerScope();
  const { t } = useTranslation('payroll');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [shown, setValues] = useState<Values>(() => ({
    kind: readKind(params.get('kind')),
    period: params.get('period') ?? next?.period ?? '',
    payDate: params.get('payDate') ?? next?.payDate ?? '',
    correctsRunId: null,
    employmentIds: [],
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const needsEmployees = shown.kind !== 'ordinary';
  const choices = useRunEmployeeChoices(scope, { enabled: needsEmployees });
  const create = useCreatePayrollRun(scope);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    if (key in errors) setErrors((old) => ({ ...old, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const valid = validateRunForm(shown);
    const found: Errors = {
      period: valid.period ? undefined : t('create.errors.period'),
      payDate: valid.payDate ? undefined : t('create.errors.payDate'),
      correctsRunId: valid.correctsRunId ? undefined : t('create.errors.correctsRun'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const body: CreatePayrollRunBody = {
      kind: shown.kind,
      period: shown.period,
      payDate: shown.payDate,
      ...(shown.kind === 'correction' && shown.correctsRunId ? { correctsRunId: shown.correctsRunId } : {}),
      ...(needsEmployees && shown.employmentIds.length > 0 ? { employmentIds: shown.employmentIds } : {}),
    };
    try {
      const run = await create.mutateAsync(body);
      void showToast({ type: 'success', title: t('run.done.created') });
      navigate(`../${run.id}`, { relative: 'path' });
    } catch (error) {
      const fields = isApiError(error) ? error.problem.errors : undefined;
      if (fields) {
        const first = (name: string) => fields[name]?.[0] ?? fields[`body.${name}`]?.[0];
        setErrors({
          period: first('period'),
          payDate: first('payDate'),
          correctsRunId: first('correctsRunId'),
        });
      }
      setProblem(describeRunProblem(error, t));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <Radio.Group
          label={t('create.kind')}
          value={shown.kind}
          onChange={(kind) => set('kind', readKind(kind))}
          description={t(`create.kindHelp.${shown.kind}`)}
        >
          <Group gap="md" mt="xs">
            {PAYROLL_RUN_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={t(`kind.${kind}`)} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label={t('create.period')}
          value={shown.period}
          onChange={(event) => set('period', event.currentTarget.value.trim())}
          error={errors.period}
          inputMode="numeric"
          maxLength={7}
          required
        />
        <DateInput
          label={t('create.payDate')}
          value={shown.payDate}
          onChange={(payDate) => set('payDate', payDate)}
          error={errors.payDate}
          required
        />
        {shown.kind === 'correction' &&
          (completedRuns.length === 0 ? (
            <Text c="dimmed" size="sm" role="note">
              {t('create.noCompletedRuns')}
            </Text>
          ) : (
            <Select
              label={t('create.correctsRun')}
              placeholder={t('create.correctsRunPlaceholder')}
              data={completedRuns.map((run) => ({ value: run.id, label: run.label }))}
              value={shown.correctsRunId}
              onChange={(id) => set('correctsRunId', id)}
              error={errors.correctsRunId}
              required
            />
          ))}
        {shown.kind === 'correction' && completedRuns.length === 0 && errors.correctsRunId && (
          <Text c="red.9" size="sm">
            {errors.correctsRunId}
          </Text>
        )}
        {needsEmployees && (
          <MultiSelect
            label={t('create.employees')}
            placeholder={t('create.employeesPlaceholder')}
            description={t('create.employeesHelp')}
            data={(choices.data ?? []).map((choice) => ({ value: choice.employmentId, label: choice.name }))}
            value={shown.employmentIds}
            onChange={(ids) => set('employmentIds', ids)}
            searchable
            clearable
          />
        )}
        {problem && (
          <Alert color="red" title={t('problems.title')} role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
