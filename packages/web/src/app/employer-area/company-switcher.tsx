import type { Role } from '@lonsam/domain/privileges/roles';
import { Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Entry } from '../../features/auth/api/get-entry.ts';
import { getAreaBasePath } from '../../features/roles/components/role-navigation.ts';

type CompanySwitcherProps = {
  /** The identity's companies and their roles (GET /entry); undefined while it loads. */
  companies: Entry['companies'] | undefined;
  employerId: string;
  role: Role;
};

/** Where a role's area starts: the user area goes to the user's own employment by its index route. */
export function getRoleStartPath(employerId: string, role: Role): string {
  return role === 'user' ? `/${employerId}/user` : getAreaBasePath(employerId, role, undefined);
}

/**
 * The header's company and role: the current company's name and role on a button that opens a
 * menu of every company and role the signed-in identity holds (Mantine's menu: arrow keys, Enter,
 * Escape, focus back on the button). Choosing one goes to that role's start page.
 */
export function CompanySwitcher({ companies, employerId, role }: CompanySwitcherProps) {
  const { t } = useTranslation('company');
  const { t: tAccount } = useTranslation('account');
  const current = companies?.find((company) => company.employerId === employerId);
  const companyName = current?.name ?? '';
  const roleName = t(`roles.${role}`);
  return (
    <Menu position="bottom-start" shadow="md" width={280} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton
          style={{ minWidth: 0, maxWidth: '100%', borderRadius: 4 }}
          px={4}
          data-testid="company-switcher"
        >
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Box style={{ minWidth: 0 }}>
              {/* Named by its text and the hidden words: "Bolaget AB, Administratör – byt företag eller roll". */}
              <Text fw={700} truncate="end" data-testid="role-area-company">
                {companyName}
                <VisuallyHidden component="span">, </VisuallyHidden>
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {roleName}
                <VisuallyHidden component="span"> – {t('area.switcher.action')}</VisuallyHidden>
              </Text>
            </Box>
            <ChevronIcon />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {(companies ?? []).map((company) => (
          <Fragment key={company.employerId}>
            <Menu.Label>{company.name}</Menu.Label>
            {company.roles.map((companyRole) => {
              const isCurrent = company.employerId === employerId && companyRole === role;
              return (
                <Menu.Item
                  key={companyRole}
                  component={Link}
                  to={getRoleStartPath(company.employerId, companyRole)}
                  aria-current={isCurrent ? 'page' : undefined}
                  rightSection={isCurrent ? <CheckIcon /> : null}
                  fw={isCurrent ? 700 : undefined}
                >
                  {t(`roles.${companyRole}`)}
                  <VisuallyHidden component="span"> – {company.name}</VisuallyHidden>
                </Menu.Item>
              );
            })}
          </Fragment>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/landing">
          {t('area.toLanding')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account">
          {tAccount('link')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function ChevronIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      style={{ flexShrink: 0 }}
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}
