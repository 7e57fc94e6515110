import '@mantine/notifications/styles.css';
import { Button, Stack, Text } from '@mantine/core';
import { type NotificationData, Notifications, notifications } from '@mantine/notifications';
import type { Toast, ToastType } from './toast.ts';

export { notifications };

const toastColours: Record<ToastType, string | undefined> = {
  info: undefined,
  success: 'teal',
  error: 'red',
  loading: undefined,
};

const autoCloseByType: Record<ToastType, number | false> = {
  info: 4000,
  success: 4000,
  error: 8000,
  loading: false,
};

export function toNotificationData(toast: Toast & { id: string }, closeLabel: string): NotificationData {
  const type = toast.type ?? 'info';
  const hasDescription = toast.description !== undefined && toast.description !== '';
  const hasBody = hasDescription || toast.action !== undefined;
  const body = hasBody ? (
    <Stack gap={6} align="flex-start">
      {/* Mantine greys a description under a title with gray-6 (3.3:1 on white, axe color-contrast);
          the theme's dimmed colour keeps 4.5:1 in both schemes. */}
      {hasDescription && (
        <Text size="sm" c="dimmed">
          {toast.description}
        </Text>
      )}
      {toast.action && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(toast.id);
            toast.action?.onClick();
          }}
        >
          {toast.action.label}
        </Button>
      )}
    </Stack>
  ) : undefined;
  return {
    id: toast.id,
    position: 'bottom-right',
    // Mantine needs a message: a toast with only a title shows the title as its message.
    title: hasBody ? toast.title : undefined,
    message: body ?? toast.title,
    color: toastColours[type],
    loading: type === 'loading',
    withCloseButton: true,
    closeButtonProps: { 'aria-label': closeLabel },
    autoClose: type === 'loading' ? false : (toast.autoClose ?? autoCloseByType[type]),
    role: type === 'error' ? 'alert' : 'status',
  };
}

export default function ToastNotifications() {
  return <Notifications position="bottom-right" />;
}
