import type { PrivilegeRoleStatus } from '@lonsam/domain/privileges/privilege-status';
import { Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const GLYPHS: Record<PrivilegeRoleStatus, { glyph: string; color: string }> = {
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
  const { glyph, color } = GLYPHS[status];
  return (
    <Tooltip label={label} withArrow>
      <Text component="span" c={color} fw={700} aria-label={`${roleLabel}: ${label}`} data-status={status}>
        {glyph}
      </Text>
    </Tooltip>
  );
}
