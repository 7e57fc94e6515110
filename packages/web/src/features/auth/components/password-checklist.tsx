import { getPasswordChecklist } from '@lonsam/domain/validation/password';
import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The live checklist under a new password; only the length is required. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  return (
    <List spacing={4} size="sm" aria-live="polite" aria-label={t('password.checklist')}>
      {getPasswordChecklist(password).map((item) => (
        <List.Item
          key={item.key}
          icon={
            <ThemeIcon size={18} radius="xl" color={item.isMet ? 'teal' : 'gray'} aria-hidden>
              {item.isMet ? '✓' : '·'}
            </ThemeIcon>
          }
        >
          {t(`password.rules.${item.key}`)}
          {item.isMet ? <VisuallyHidden> ({t('password.met')})</VisuallyHidden> : null}
        </List.Item>
      ))}
    </List>
  );
}
