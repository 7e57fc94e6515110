import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type RowActionButtonProps = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Whether the user holds write access for the action's privilege. */
  canWrite: boolean;
  /** Actions that only read (open, download) stay available without write access. */
  needsWrite?: boolean;
  color?: string;
};

/** An icon button for one row; disabled, with the reason as its tooltip, when write access is missing. */
export function RowActionButton({
  label,
  icon,
  onClick,
  canWrite,
  needsWrite = true,
  color,
}: RowActionButtonProps) {
  const { t } = useTranslation();
  const isAllowed = canWrite || !needsWrite;
  return (
    <Tooltip label={isAllowed ? label : t('dataTable.needsWriteAccess')} withArrow>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        // data-disabled rather than disabled: a disabled button gets no hover, so the tooltip would never say why.
        data-disabled={isAllowed ? undefined : true}
        aria-disabled={!isAllowed}
        onClick={isAllowed ? onClick : (event) => event.preventDefault()}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
