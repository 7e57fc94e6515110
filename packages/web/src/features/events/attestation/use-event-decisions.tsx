import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { type EmployerScope, employerKey } from '../../../lib/employer-scope.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useDecideEvents } from '../api/decide-events.ts';
import { EVENTS_KEY_INDEX } from '../api/list-events.ts';

type Decision = 'attest' | 'reject';
type Pending = { decision: Decision; events: readonly EventView[] };

/**
 * Attesting and rejecting one or many events, from the manager's attestation and the admin's list:
 * `request(decision, events)` opens a dialog (a confirmation; for a rejection a required comment),
 * then one all-or-nothing request. The outcome is a toast; a 409 (an event changed meanwhile) is
 * explained beside the list with a way to reload, since nothing was saved.
 */
export function useEventDecisions(scope: EmployerScope, { onDecided }: { onDecided?: () => void } = {}) {
  const { t } = useTranslation(['transaction', 'errors']);
  const queryClient = useQueryClient();
  const decide = useDecideEvents(scope);
  const [pending, setPending] = useState<Pending | null>(null);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [hasConflict, setHasConflict] = useState(false);

  const close = () => {
    setPending(null);
    setComment('');
    setCommentError(null);
  };

  // Stable: the admin's table builds its action column from it.
  const request = useCallback((decision: Decision, events: readonly EventView[]) => {
    if (events.length === 0) return;
    setHasConflict(false);
    setComment('');
    setCommentError(null);
    setPending({ decision, events });
  }, []);

  function send() {
    if (!pending) return;
    const { decision, events } = pending;
    const text = comment.trim();
    if (decision === 'reject' && text === '') {
      setCommentError(t('attestation.commentRequired'));
      return;
    }
    decide.mutate(
      {
        decision,
        events: events.map((event) => ({ eventId: event.id, version: event.version })),
        ...(text ? { comment: text } : {}),
      },
      {
        onSuccess: (result) => {
          const count = result.events.length;
          showToast({
            type: 'success',
            title: t(decision === 'attest' ? 'attestation.attested' : 'attestation.rejected', { count }),
          });
          close();
          onDecided?.();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            setHasConflict(true);
            close();
            onDecided?.();
            return;
          }
          const fieldMessage = isApiError(error) ? error.problem.errors?.comment?.[0] : undefined;
          if (fieldMessage) {
            setCommentError(fieldMessage);
            return;
          }
          // The problem's code names the reason in the errors namespace (the server's detail is
          // for developers); an unknown code gets the general text.
          const code = isApiError(error) ? error.problem.code : undefined;
          const reason = code ? t(code, { ns: 'errors', defaultValue: '' }) : '';
          showToast({
            type: 'error',
            title: t('attestation.failed'),
            description: reason || t('generic', { ns: 'errors', defaultValue: '' }) || undefined,
          });
        },
      },
    );
  }

  const reload = () => {
    setHasConflict(false);
    void queryClient.invalidateQueries({
      queryKey: employerKey(scope.employerId),
      predicate: (query) => query.queryKey[EVENTS_KEY_INDEX] === 'events',
    });
  };

  const count = pending?.events.length ?? 0;
  const isReject = pending?.decision === 'reject';
  const dialog: ReactNode = (
    <Modal
      opened={pending !== null}
      onClose={close}
      title={isReject ? t('attestation.rejectTitle') : t('attestation.confirmAttestTitle')}
      withCloseButton={false}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack>
          <Text size="sm">
            {isReject
              ? t('attestation.rejectMessage', { count })
              : t('attestation.confirmAttestMessage', { count })}
          </Text>
          {isReject && (
            <Textarea
              label={t('attestation.comment')}
              required
              rows={3}
              maxLength={500}
              value={comment}
              error={commentError}
              data-autofocus
              onChange={(event) => {
                setComment(event.currentTarget.value);
                setCommentError(null);
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('attestation.cancel')}
            </Button>
            <Button type="submit" color={isReject ? 'red' : undefined} loading={decide.isPending}>
              {isReject ? t('attestation.reject') : t('attestation.attest')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );

  const conflictAlert: ReactNode = hasConflict ? (
    <Alert color="orange" title={t('attestation.conflict')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('attestation.conflictDescription')}</Text>
        <Button size="xs" variant="light" onClick={reload}>
          {t('attestation.reload')}
        </Button>
      </Stack>
    </Alert>
  ) : null;

  return { request, dialog, conflictAlert, isPending: decide.isPending };
}
