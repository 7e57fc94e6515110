import { Alert, Box, Group, List, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventPreview } from '../api/preview-event.ts';
import { effectLines } from './describe-event.ts';

/**
 * What the event would do, as the server's rules answer while the user types: hours, days,
 * kronor, the sick period's days, traktamente and milersättning; refusals it would get on save.
 * A polite live region, so a screen reader hears the new effect without losing its place.
 */
export function EffectPreview(props: {
  preview: EventPreview | undefined;
  isLoading: boolean;
  isComplete: boolean;
}) {
  const { t, i18n } = useTranslation(['transaction', 'expression']);
  const lines = props.preview ? effectLines(props.preview.effect, t, i18n.language) : [];
  const problems = props.preview?.problems ?? [];
  return (
    <Box aria-live="polite" data-testid="effect-preview">
      <Group gap="xs">
        <Text fw={600} size="sm">
          {t('report.preview.title')}
        </Text>
        {props.isLoading ? <Loader size="xs" aria-label={t('report.preview.loading')} /> : null}
      </Group>
      {!props.isComplete ? (
        <Text size="sm" c="dimmed">
          {t('report.preview.incomplete')}
        </Text>
      ) : lines.length > 0 ? (
        <List size="sm" spacing={2}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      ) : props.preview ? (
        <Text size="sm" c="dimmed">
          {t('report.preview.noEffect')}
        </Text>
      ) : null}
      {problems.length > 0 ? (
        <Alert color="red" mt="xs" title={t('report.preview.problems')}>
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Box>
  );
}
