import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SettingsSection } from '../settings-sections.ts';

/** One card per section the role may open, each a link to it. */
export function SettingsOverview({ sections, base }: { sections: readonly SettingsSection[]; base: string }) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Text>{t('shell.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {sections.map((section) => (
          <li key={section.path}>
            <Card
              component={Link}
              to={`${base}/${section.path}`}
              withBorder
              padding="md"
              h="100%"
              aria-describedby={`settings-card-${section.path}`}
            >
              <Text fw={600} c="blue.8">
                {t(`sections.${section.key}.title`)}
              </Text>
              <Text size="sm" c="dimmed" id={`settings-card-${section.path}`}>
                {t(`sections.${section.key}.description`)}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
