import type { PrivilegeRoleStatus } from '@lonsam/domain/privileges/privilege-status';
import { Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const PRIVILEGE_STATUS_GLYPHS: Record<PrivilegeRoleStatus, { glyph: string; color: string }> = {
  enabled: { glyph: '✓', color: 'green' },
  'packaging-disabled': { glyph: '✕', color: 'orange' },
  'not-activated': { glyph: '○', color: 'dimmed' },
  'privilege-not-enabled-for-role': { glyph: '–', color: 'dimmed' },
  'not-available': { glyph: '∅', color: 'dimmed' },
};

/** One of the four (plus enabled) statuses of the domain library, with its meaning as tooltip. */
export function PrivilegeStatusIcon({
  status,
  roleLabel,
}: {
  status: PrivilegeRoleStatus;
  roleLabel: string;
}) {
  const { t } = useTranslation('tenant-manager');
  const label = t(`status.${status}`);
  const { glyph, color } = PRIVILEGE_STATUS_GLYPHS[status];
  return (
    <Tooltip label={label} withArrow>
      <Text component="span" c={color} fw={700} aria-label={`${roleLabel}: ${label}`} data-status={status}>
        {glyph}
      </Text>
    </Tooltip>
  );
}

/** What the status symbols of the features table mean, shown above it (tooltips alone are not found). */
export function PrivilegeStatusLegend() {
  const { t } = useTranslation('tenant-manager');
  const statuses = Object.keys(PRIVILEGE_STATUS_GLYPHS) as PrivilegeRoleStatus[];
  return (
    <Group
      component="ul"
      gap="md"
      aria-label={t('packaging.legend')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {statuses.map((status) => (
        <Group component="li" key={status} gap={4} wrap="nowrap">
          <Text component="span" c={PRIVILEGE_STATUS_GLYPHS[status].color} fw={700} aria-hidden="true">
            {PRIVILEGE_STATUS_GLYPHS[status].glyph}
          </Text>
          <Text component="span" size="sm">
            {t(`status.${status}`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
