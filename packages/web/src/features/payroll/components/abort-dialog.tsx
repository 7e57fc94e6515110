import type { ApprovalStep } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks why a step is sent back; the reason is required (the server refuses an empty one too). */
export function AbortDialog(props: {
  step: ApprovalStep | null;
  isBusy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('payroll');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    props.onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(t('run.abort.reasonRequired'));
      return;
    }
    props.onConfirm(reason.trim());
  };
  return (
    <Modal
      opened={props.step !== null}
      onClose={close}
      title={props.step ? t('run.abort.title', { step: t(`run.steps.${props.step}`) }) : ''}
      withCloseButton={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={t('run.abort.reason')}
            description={t('run.abort.reasonHelp')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            maxLength={500}
            rows={3}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('run.abort.cancel')}
            </Button>
            <Button type="submit" color="red" loading={props.isBusy}>
              {t('run.abort.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
