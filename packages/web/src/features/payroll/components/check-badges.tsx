import type { CheckView } from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import { Badge, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An employee's checks: each as a badge saying how serious it is, then its Swedish message. */
export function CheckBadges({ checks }: { checks: readonly CheckView[] }) {
  const { t } = useTranslation('payroll');
  if (checks.length === 0) return null;
  // Badges are dots in the colour with the text in the page's: a light badge's text read under 4.5:1 (axe).
  const ordered = [...checks].sort((a, b) =>
    a.severity === b.severity ? 0 : a.severity === 'blocking' ? -1 : 1,
  );
  return (
    // A width of its own, so the messages do not stretch each row on a phone's narrow column.
    <Box miw={220}>
      <Group gap={4} wrap="wrap">
        {ordered.map((check) => (
          <Group key={`${check.code}-${check.message}`} gap={4} wrap="nowrap" align="flex-start">
            <Badge
              size="sm"
              variant="dot"
              tt="none"
              color={check.severity === 'blocking' ? 'red' : 'yellow'}
              style={{ flexShrink: 0 }}
            >
              {t(`run.employees.${check.severity}`)}
            </Badge>
            <Text size="xs">{check.message}</Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
