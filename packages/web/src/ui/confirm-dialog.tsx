import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * Asks before a destructive step ("Ta bort Klämdag?"): the question, what happens, and the two
 * buttons; the caller gives every text in the user's language.
 */
export function ConfirmDialog(props: {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      opened={props.isOpen}
      onClose={props.onCancel}
      title={props.title}
      // The cancel button closes it (as does Escape): one way out, one name.
      withCloseButton={false}
    >
      <Stack>
        <Text size="sm">{props.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {props.cancelLabel}
          </Button>
          <Button color="red" loading={props.isBusy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
