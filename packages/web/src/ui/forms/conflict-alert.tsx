import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ConflictValue = { label: string; value: string };

/**
 * After a 409: says that someone else saved first, lists the stored values, keeps what the user
 * typed, and offers to take the stored values instead. Saving again overwrites with what was typed.
 */
export function ConflictAlert({ values, onUseStored }: { values: ConflictValue[]; onUseStored: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('conflict.title')} role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('conflict.body')}</Text>
        {values.length > 0 && (
          <List size="sm" aria-label={t('conflict.storedValues')}>
            {values.map((item) => (
              <List.Item key={item.label}>
                {item.label}: {item.value}
              </List.Item>
            ))}
          </List>
        )}
        <div>
          <Button size="xs" variant="light" onClick={onUseStored}>
            {t('conflict.useStored')}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
