import { TERMINATION_REASONS } from '@lonsam/domain/employees/employee-schema';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { DateInput } from '../../../ui/inputs/date-input.tsx';
import { PrivilegeGate } from '../../../ui/privileges/privilege-gate.tsx';
import { showToast } from '../../../ui/toast.ts';
import { type LifecycleAction, useLifecycleAction } from '../api/change-employee.ts';
import type { Employee } from '../api/types.ts';
import { type FieldErrorMap, isVersionConflict, readFieldErrors } from './field-errors.ts';

type Dialog = 'terminate' | 'archive' | undefined;

/**
 * Terminate, archive and restore behind their write privileges. Terminating and archiving ask
 * first in a modal (Mantine traps focus inside and gives it back on close); restoring undoes
 * archiving, so it needs no question.
 */
export function LifecycleActions({ scope, employee }: { scope: EmployerScope; employee: Employee }) {
  const { t } = useTranslation('employees');
  const action = useLifecycleAction(scope, employee.id);
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
      setErrors(readFieldErrors(error, t('errors.saveFailed')));
    }
  }

  return (
    <>
      <Group gap="xs">
        <PrivilegeGate privilege="Employee.Lifecycle.Terminate" requiresWrite>
          <Button variant="light" color="orange" onClick={() => setDialog('terminate')}>
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
            <Button variant="light" color="gray" onClick={() => setDialog('archive')}>
              {t('actions.archive')}
            </Button>
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
