import { isStillEmployed } from '@lonsam/domain/employees/archive-rule';
import { TERMINATION_REASONS } from '@lonsam/domain/employees/employee-schema';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { describeApiError } from '../../../lib/api-error-handlers.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { type FieldErrorMap, isVersionConflict, readFieldErrors } from '../../../ui/forms/field-errors.ts';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { PrivilegeGate } from '../../../ui/privileges/privilege-gate.tsx';
import { usePrivileges } from '../../../ui/privileges/privileges-context.tsx';
import { showToast } from '../../../ui/toast.ts';
import { type LifecycleAction, useLifecycleAction } from '../api/change-employee.ts';
import { useEmployments } from '../api/get-employee.ts';
import type { Employee, Employment } from '../api/types.ts';

type Dialog = 'terminate' | 'archive' | undefined;

/**
 * Terminate, archive and restore behind their write privileges. Terminating and archiving ask
 * first in a modal (Mantine traps focus inside and gives it back on close); restoring undoes
 * archiving, so it needs no question. Archiving waits until every employment has ended (the
 * server's rule, `isStillEmployed`): while the employments the page can read show one running, the
 * button is disabled with the reason; otherwise the server's 409 comes back as a toast.
 */
export function LifecycleActions({ scope, employee }: { scope: EmployerScope; employee: Employee }) {
  const { t, i18n } = useTranslation(['employees', 'errors']);
  const { entries } = usePrivileges();
  const action = useLifecycleAction(scope, employee.id);
  const canArchive =
    !employee.archivedAt && hasPrivilege(entries, 'Employee.Lifecycle.Archive', { requiresWrite: true });
  const employments = useEmployments(
    scope,
    employee.id,
    canArchive && hasPrivilege(entries, 'Employee.EmploymentOverview'),
  );
  const archiveBlocker = employments.data ? describeArchiveBlocker(employments.data) : undefined;
  const archiveBlockerId = useId();
  const [dialog, setDialog] = useState<Dialog>();
  const [endDate, setEndDate] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [conflictMessage, setConflictMessage] = useState<string | undefined>();
  const name = `${employee.firstName ?? ''} ${employee.lastName ?? ''}`.trim();

  function close() {
    setDialog(undefined);
    setErrors({});
    setConflictMessage(undefined);
  }

  async function run(kind: LifecycleAction, body: Record<string, unknown>) {
    try {
      await action.mutateAsync({ action: kind, body: { ...body, version: employee.version } });
      close();
      setEndDate('');
      setReason(null);
      setNote('');
      void showToast({ type: 'success', title: t(`actions.${kind}Done`) });
    } catch (error) {
      if (isVersionConflict(error)) {
        // The page now shows the stored values (refetched); the user decides again.
        setConflictMessage(t('errors.conflictAction'));
        return;
      }
      if (isApiError(error) && !error.problem.errors) {
        // A refusal such as EMPLOYEE_STILL_EMPLOYED: the Swedish text of its code, not the English detail.
        close();
        void showToast({
          type: 'error',
          title: t('errors.saveFailed'),
          description: describeApiError(error, (key, options) => i18n.t(key, options)),
        });
        return;
      }
      setErrors(readFieldErrors(error, t('errors.saveFailed'), t));
    }
  }

  function describeArchiveBlocker(list: readonly Employment[]): string | undefined {
    const today = toDateOnly(new Date());
    if (!isStillEmployed(list, today)) return undefined;
    const running = list.filter((employment) => employment.endDate === null || employment.endDate >= today);
    if (running.some((employment) => employment.endDate === null)) return t('actions.archiveWhileOpen');
    const lastDay = running
      .map((employment) => employment.endDate!)
      .sort()
      .at(-1);
    return t('actions.archiveBeforeEnd', { date: lastDay });
  }

  return (
    <>
      <Group gap="xs">
        <PrivilegeGate privilege="Employee.Lifecycle.Terminate" requiresWrite>
          {/* Not orange text on light orange: no shade of Mantine's orange reads 4.5:1 there. */}
          <Button variant="default" onClick={() => setDialog('terminate')}>
            {t('actions.terminate')}
          </Button>
        </PrivilegeGate>
        {employee.archivedAt ? (
          <PrivilegeGate privilege="Employee.Lifecycle.Restore" requiresWrite>
            <Button variant="light" onClick={() => run('restore', {})} loading={action.isPending}>
              {t('actions.restore')}
            </Button>
          </PrivilegeGate>
        ) : (
          <PrivilegeGate privilege="Employee.Lifecycle.Archive" requiresWrite>
            {/* Gray text on light gray reads 3:1 (axe: color-contrast) once the button is enabled. */}
            <Button
              variant="default"
              onClick={() => setDialog('archive')}
              disabled={archiveBlocker !== undefined}
              aria-describedby={archiveBlocker ? archiveBlockerId : undefined}
            >
              {t('actions.archive')}
            </Button>
            {archiveBlocker && (
              <Text id={archiveBlockerId} size="sm" c="dimmed">
                {archiveBlocker}
              </Text>
            )}
          </PrivilegeGate>
        )}
      </Group>
      <Modal
        opened={dialog === 'terminate'}
        onClose={close}
        title={t('actions.terminateTitle', { name })}
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run('terminate', { endDate, reason, note: note.trim() || null });
          }}
        >
          <Stack>
            <Text size="sm">{t('actions.terminateBody')}</Text>
            {conflictMessage && (
              <Text size="sm" c="orange" role="alert">
                {conflictMessage}
              </Text>
            )}
            <DateInput
              label={t('fields.endDate')}
              value={endDate}
              onChange={setEndDate}
              error={errors.endDate}
              data-autofocus
            />
            <Select
              label={t('actions.reason')}
              value={reason}
              onChange={setReason}
              error={errors.reason}
              data={TERMINATION_REASONS.map((value) => ({ value, label: t(`reason.${value}`) }))}
              comboboxProps={{ withinPortal: false }}
            />
            <Textarea
              label={t('actions.note')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={errors.note}
              rows={2}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" color="orange" loading={action.isPending}>
                {t('actions.confirmTerminate')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal
        opened={dialog === 'archive'}
        onClose={close}
        title={t('actions.archiveTitle', { name })}
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        <Stack>
          <Text size="sm">{t('actions.archiveBody')}</Text>
          {conflictMessage && (
            <Text size="sm" c="orange" role="alert">
              {conflictMessage}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              {t('form.cancel')}
            </Button>
            <Button color="gray" onClick={() => run('archive', {})} loading={action.isPending}>
              {t('actions.confirmArchive')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
