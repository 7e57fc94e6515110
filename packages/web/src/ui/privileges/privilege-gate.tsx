import {
  hasPrivilege,
  listMissingPrivileges,
  MISSING_PRIVILEGES_TEXT,
} from '@lonsam/domain/privileges/access-check';
import { findPrivilege, type PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePrivileges } from './privileges-context.tsx';

export type PrivilegeGateProps = {
  /** One privilege or a list: any one passes (spec §6). */
  privilege: PrivilegeId | readonly PrivilegeId[];
  requiresWrite?: boolean;
  /** `hide`: render nothing without access; `explain`: say which privileges are missing. */
  fallback?: 'hide' | 'explain';
  children: ReactNode;
};

/** Feature gating: shows its content only when the current role holds the privilege. */
export function PrivilegeGate({
  privilege,
  requiresWrite = false,
  fallback = 'hide',
  children,
}: PrivilegeGateProps) {
  const { entries, isLoading, isDebug } = usePrivileges();
  if (isLoading) return null;
  const options = { requiresWrite };
  const isAllowed = hasPrivilege(entries, privilege, options);
  const ids = typeof privilege === 'string' ? [privilege] : privilege;
  const debugMarks = isDebug ? (
    <Group gap={4} data-testid="privilege-debug-marks">
      {ids.map((id) => (
        <Badge
          key={id}
          size="xs"
          variant="light"
          color={hasPrivilege(entries, id, options) ? 'green' : 'red'}
        >
          {hasPrivilege(entries, id, options) ? '✓' : '✗'} {id}
          {requiresWrite ? ' (W)' : ''}
        </Badge>
      ))}
    </Group>
  ) : null;
  if (isAllowed) {
    return (
      <>
        {debugMarks}
        {children}
      </>
    );
  }
  if (fallback === 'hide') return debugMarks;
  return (
    <>
      {debugMarks}
      <Text c="dimmed" role="note">
        {describeMissingPrivileges(listMissingPrivileges(entries, privilege, options), requiresWrite)}
      </Text>
    </>
  );
}

/**
 * The user's reason, in Swedish: the catalogue's description of each privilege (any one would do),
 * never its id, which means nothing to a payroll administrator; "(ändra)" when reading is not enough.
 */
export function describeMissingPrivileges(ids: readonly string[], requiresWrite: boolean): string {
  const suffix = requiresWrite ? ' (ändra)' : '';
  const names = ids.map((id) => `${findPrivilege(id)?.description ?? 'okänd behörighet'}${suffix}`);
  return `${MISSING_PRIVILEGES_TEXT} ${names.join(' eller ')}`;
}

/** Whether the current role holds the privilege (for table action buttons: pass requiresWrite). */
export function useHasPrivilege(
  privilege: PrivilegeId | readonly PrivilegeId[],
  requiresWrite = false,
): boolean {
  const { entries } = usePrivileges();
  return hasPrivilege(entries, privilege, { requiresWrite });
}
