import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export { notifications } from '@mantine/notifications';

export default function ToastNotifications() {
  return <Notifications position="bottom-right" />;
}
