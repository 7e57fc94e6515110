import { ABSENCE_TYPES, type EventKind } from '@lonsam/domain/events/event-schema';
import { Alert, Button, Group, List, Paper, Radio, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { useFocusFirstError } from '../../../ui/focus-first-error.ts';
import { type FieldErrorMap, isVersionConflict, readFieldErrors } from '../../../ui/forms/field-errors.ts';
import { showToast } from '../../../ui/toast.ts';
import { useCreateEvent } from '../api/create-event.ts';
import type { EventCalendar, EventView } from '../api/get-event-calendar.ts';
import { usePreviewEvent } from '../api/preview-event.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { AbsenceFields } from './absence-fields.tsx';
import { BalanceFields } from './balance-fields.tsx';
import { EffectPreview } from './effect-preview.tsx';
import { type EventFormValues, emptyValues, toFormErrors, toPayload } from './form-values.ts';
import { TransactionFields } from './transaction-fields.tsx';
import { TravelFields } from './travel-fields.tsx';

/** How long typing rests before the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

/** The payload paths each kind's fields show; any other error is listed above the buttons. */
const SHOWN_FIELDS: Record<EventKind, RegExp> = {
  absence: /^(absenceType|fromDate|toDate|extent\.hoursPerDay|extent\.percent|comment)$/,
  transaction: /^(salaryTypeCode|date|quantity|amountOre|comment)$/,
  travel: /^(departure|return|destination|country|comment|mileage\.\d+\.(date|kilometres))$/,
  balance: /^(balance|date|change|reason)$/,
};

/** Every message of each field (the rules may refuse several days of one absence), else the toast. */
function readAllFieldErrors(error: unknown, title: string, translate: Parameters<typeof readFieldErrors>[2]) {
  if (isApiError(error) && error.problem.errors)
    return Object.fromEntries(
      Object.entries(error.problem.errors).map(([field, messages]) => [field, messages.join(' ')]),
    );
  return readFieldErrors(error, title, translate);
}

/** The first absence type the employee's event groups allow (sick leave when it is allowed). */
export function firstAllowedAbsenceType(allowed: readonly string[]) {
  return ABSENCE_TYPES.find((type) => allowed.includes(type));
}

/**
 * Reports a new event or changes one: the kind (those the calendar says may be reported), its
 * fields, the server's preview of the effect as the user types, and save. What was typed stays on
 * every failure; field errors are the domain's Swedish messages, checked here first and then by
 * the server (its `payload.…` paths); a refusal without a field is listed above the buttons.
 */
export function EventForm(props: {
  scope: EmployerScope;
  employmentId: string;
  calendar: Pick<EventCalendar, 'reportableKinds' | 'absenceTypes' | 'salaryTypes' | 'monthCompleted'>;
  initialValues: EventFormValues;
  event?: EventView;
  onDone: () => void;
  /** Told every change: the screen puts what was typed on another day picked in the calendar. */
  onValuesChange?: (values: EventFormValues) => void;
}) {
  const { t } = useTranslation('transaction');
  const { t: translate } = useTranslation();
  const { event, calendar } = props;
  const [values, setValues] = useState(props.initialValues);
  const [hasTriedSave, setHasTriedSave] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrorMap>({});
  const [refusals, setRefusals] = useState<string[]>([]);
  const { containerRef, focusFirstError } = useFocusFirstError();
  const create = useCreateEvent(props.scope);
  const update = useUpdateEvent(props.scope);
  const isSaving = create.isPending || update.isPending;

  const { onValuesChange } = props;
  useEffect(() => onValuesChange?.(values), [onValuesChange, values]);

  const built = useMemo(() => toPayload(values), [values]);
  const previewJson = built.payload
    ? JSON.stringify({ employmentId: props.employmentId, payload: built.payload, eventId: event?.id })
    : null;
  const [debouncedJson] = useDebouncedValue(previewJson, PREVIEW_DELAY_MS);
  const preview = usePreviewEvent(props.scope, debouncedJson ? JSON.parse(debouncedJson) : null);

  const errors: FieldErrorMap = { ...(hasTriedSave ? (built.errors ?? {}) : {}), ...serverErrors };
  const unshownErrors = Object.entries(errors)
    .filter(([key, message]) => message && !SHOWN_FIELDS[values.kind].test(key))
    .map(([, message]) => message as string);
  const messages = [...new Set([...refusals, ...unshownErrors])];

  function change(patch: Partial<EventFormValues>) {
    setValues((current) => ({ ...current, ...patch }) as EventFormValues);
    setServerErrors({});
    setRefusals([]);
  }

  function chooseKind(kind: EventKind) {
    const date =
      'fromDate' in values ? values.fromDate : 'date' in values ? values.date : values.departureDate;
    setValues(emptyValues(kind, date, { absenceType: firstAllowedAbsenceType(calendar.absenceTypes) }));
    setHasTriedSave(false);
    setServerErrors({});
    setRefusals([]);
  }

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setHasTriedSave(true);
    if (!built.payload) {
      focusFirstError();
      return;
    }
    setServerErrors({});
    setRefusals([]);
    try {
      if (event) {
        await update.mutateAsync({
          eventId: event.id,
          body: { payload: built.payload, version: event.version },
        });
      } else {
        await create.mutateAsync({ employmentId: props.employmentId, payload: built.payload });
      }
      void showToast({ type: 'success', title: t(event ? 'report.form.updated' : 'report.form.created') });
      props.onDone();
    } catch (error) {
      if (isVersionConflict(error)) {
        setRefusals([t('report.form.conflict')]);
        return;
      }
      const problems = isApiError(error) ? error.problem.problems : undefined;
      if (Array.isArray(problems) && problems.every((problem) => typeof problem === 'string')) {
        setRefusals(problems as string[]);
        return;
      }
      setServerErrors(toFormErrors(readAllFieldErrors(error, t('report.form.saveFailed'), translate)));
      focusFirstError();
    }
  }

  const title = event ? t('report.form.editTitle') : t('report.form.newTitle');
  return (
    <Paper withBorder p="md" radius="md">
      <form ref={containerRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Title order={3}>{title}</Title>
          {calendar.monthCompleted && !event ? (
            <Alert color="yellow">{t('report.form.correctionNote')}</Alert>
          ) : null}
          {!event && calendar.reportableKinds.length > 1 ? (
            <Radio.Group
              label={t('report.form.kind')}
              value={values.kind}
              onChange={(kind) => chooseKind(kind as EventKind)}
            >
              <Group gap="md" mt={4}>
                {calendar.reportableKinds.map((kind) => (
                  <Radio key={kind} value={kind} label={t(`event.kinds.${kind}`)} />
                ))}
              </Group>
            </Radio.Group>
          ) : null}
          {values.kind === 'absence' ? (
            <AbsenceFields
              values={values}
              errors={errors}
              onChange={change}
              allowedTypes={calendar.absenceTypes}
            />
          ) : values.kind === 'transaction' ? (
            <TransactionFields
              values={values}
              errors={errors}
              onChange={change}
              salaryTypes={calendar.salaryTypes}
            />
          ) : values.kind === 'travel' ? (
            <TravelFields values={values} errors={errors} onChange={change} />
          ) : (
            <BalanceFields values={values} errors={errors} onChange={change} />
          )}
          <EffectPreview
            preview={built.payload ? preview.data : undefined}
            isLoading={preview.isFetching || previewJson !== debouncedJson}
            isComplete={built.payload !== undefined}
          />
          {messages.length > 0 ? (
            <Alert color="red" title={t('report.form.refused')}>
              <List size="sm">
                {messages.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={isSaving}>
              {t(event ? 'report.form.saveChanges' : 'report.form.save')}
            </Button>
            <Button variant="default" onClick={props.onDone}>
              {t('report.form.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
