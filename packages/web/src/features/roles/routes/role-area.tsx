import type { PrivilegeSourceEntry } from '@lonsam/domain/privileges/access-check';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { roleFromPath } from '@lonsam/domain/privileges/roles';
import { AppShell, Box, Burger, Button, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { setEmployerIdentityRole } from '../../../lib/api-client.ts';
import { ColorModeToggle } from '../../../ui/color-mode-toggle.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { entryQueryOptions } from '../../auth/api/get-entry.ts';
import { usePackagingPrivileges } from '../../privileges/api/get-packaging-privileges.ts';
import { DebugPanel } from '../../privileges/components/debug-panel.tsx';
import { PrivilegeGate } from '../../privileges/components/privilege-gate.tsx';
import { PrivilegeProvider } from '../../privileges/components/privileges-context.tsx';
import { useKeySequence } from '../../privileges/components/use-key-sequence.ts';
import { useLookupRole } from '../api/lookup-role.ts';
import { AREA_SECTIONS, type AreaSection, getAreaBasePath } from '../components/role-navigation.ts';

/**
 * `/{employerId}/*`: the role comes from the path (spec §2); the role is looked up, stored under
 * `Employer-Identity-Role` (sent on every request from then on) and its area shown. No role →
 * /landing.
 */
export function RoleAreaRoute() {
  const { t } = useTranslation('company');
  const { employerId = '' } = useParams();
  const rest = useParams()['*'] ?? '';
  const role = roleFromPath(rest);
  const lookup = useLookupRole(employerId, role);
  const roleId = lookup.data?.employerIdentityRoleId;
  // Stored while rendering, before any child's query can fire with the previous area's role.
  if (roleId) setEmployerIdentityRole(roleId);

  if (!employerId) return <Text>No role</Text>;
  if (lookup.isPending) return <PageLoader />;
  if (lookup.isError || !roleId) return <Navigate to="/landing" replace />;

  const segments = rest.split('/').filter(Boolean);
  const employmentId = role === 'user' ? segments[1] : undefined;
  if (role === 'user' && !employmentId) {
    return (
      <Navigate to={getAreaBasePath(employerId, 'user', lookup.data.employmentId ?? undefined)} replace />
    );
  }
  const base = getAreaBasePath(employerId, role, employmentId);
  const sectionSegments = segments.slice(role === 'admin' ? 0 : role === 'manager' ? 1 : 2);
  const section = sectionSegments[0] ?? '';
  return (
    <RoleArea
      key={roleId}
      employerId={employerId}
      roleId={roleId}
      role={role}
      base={base}
      section={section}
      sectionRest={sectionSegments.slice(1).join('/')}
      title={t(`roles.${role}`)}
    />
  );
}

function RoleArea(props: {
  employerId: string;
  roleId: string;
  role: 'admin' | 'manager' | 'user';
  base: string;
  section: string;
  sectionRest: string;
  title: string;
}) {
  const { t } = useTranslation('company');
  const privileges = usePackagingPrivileges(props.employerId, props.roleId);
  const entry = useQuery(entryQueryOptions);
  const [isDebug, setIsDebug] = useState(false);
  const [isNavigationOpen, setIsNavigationOpen] = useState(false);
  useKeySequence(() => setIsDebug((value) => !value));
  const entries: PrivilegeSourceEntry[] = privileges.data ?? [];
  const sections = AREA_SECTIONS[props.role].filter(
    (section) => !section.privilege || hasPrivilege(entries, section.privilege),
  );
  const current = AREA_SECTIONS[props.role].find((section) => section.path === props.section);
  const company = entry.data?.companies.find((candidate) => candidate.employerId === props.employerId);
  // Only the areas the entry says this identity holds here; a link to any other would bounce to /landing.
  const otherAreas = (company?.roles ?? []).filter((role) => role !== props.role);
  const closeNavigation = () => setIsNavigationOpen(false);

  return (
    <PrivilegeProvider value={{ isLoading: privileges.isPending, entries, isDebug }}>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !isNavigationOpen } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Burger
                opened={isNavigationOpen}
                onClick={() => setIsNavigationOpen((value) => !value)}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('area.toggleNavigation')}
                aria-expanded={isNavigationOpen}
              />
              <Box style={{ minWidth: 0 }}>
                <Text fw={700} truncate="end" data-testid="role-area-company">
                  {company?.name ?? ''}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {props.title}
                </Text>
              </Box>
            </Group>
            <ColorModeToggle />
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs">
          <AppShell.Section grow component="nav" aria-label={t('area.navigation')}>
            {sections.map((section) => (
              <NavLink
                key={section.path}
                component={Link}
                to={section.path ? `${props.base}/${section.path}` : props.base}
                label={t(section.labelKey)}
                active={section.path === props.section}
                onClick={closeNavigation}
              />
            ))}
          </AppShell.Section>
          <AppShell.Section>
            <Stack gap={4}>
              {otherAreas.map((role) => (
                <Button
                  key={role}
                  component={Link}
                  to={getAreaBasePath(props.employerId, role, undefined)}
                  variant="subtle"
                  size="xs"
                  justify="flex-start"
                  onClick={closeNavigation}
                >
                  {t('area.switchTo', { area: t(`roles.${role}`) })}
                </Button>
              ))}
              <Button
                component={Link}
                to="/landing"
                variant="subtle"
                size="xs"
                justify="flex-start"
                onClick={closeNavigation}
              >
                {t('area.toLanding')}
              </Button>
            </Stack>
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main style={{ minWidth: 0 }}>
          <Stack gap="md" component="main" style={{ minWidth: 0 }}>
            <Title order={1}>{props.title}</Title>
            {current && current.path !== '' ? (
              <SectionPage
                section={current}
                employerId={props.employerId}
                base={`${props.base}/${current.path}`}
                rest={props.sectionRest}
              />
            ) : (
              <StartPage role={props.role} />
            )}
          </Stack>
        </AppShell.Main>
        {isDebug && (
          <Box pos="fixed" bottom={16} left={16} maw="calc(100vw - 32px)" w={420} style={{ zIndex: 300 }}>
            <DebugPanel entries={entries} onClose={() => setIsDebug(false)} />
          </Box>
        )}
      </AppShell>
    </PrivilegeProvider>
  );
}

// Sections whose screens exist, each its own chunk (issue 10: employees).
const EmployeesSection = lazy(() => import('../../employees/routes/employees-section.tsx'));
const EMPLOYEE_SECTION_MODES: Record<string, 'register' | 'me'> = {
  employees: 'register',
  team: 'register',
  me: 'me',
};

function SectionPage({
  section,
  employerId,
  base,
  rest,
}: {
  section: AreaSection;
  employerId: string;
  base: string;
  rest: string;
}) {
  const { t } = useTranslation('company');
  const employeeMode = EMPLOYEE_SECTION_MODES[section.path];
  if (employeeMode && section.privilege) {
    return (
      <PrivilegeGate privilege={section.privilege} fallback="explain">
        <Suspense fallback={<PageLoader />}>
          <EmployeesSection employerId={employerId} base={base} rest={rest} mode={employeeMode} />
        </Suspense>
      </PrivilegeGate>
    );
  }
  return (
    <Stack>
      <Title order={2}>{t(section.labelKey)}</Title>
      {section.privilege ? (
        <PrivilegeGate privilege={section.privilege} fallback="explain">
          <Text>{t('area.sectionComing')}</Text>
        </PrivilegeGate>
      ) : null}
    </Stack>
  );
}

/** The start page of each area: what the role can reach, and what the packaging lacks. */
function StartPage({ role }: { role: 'admin' | 'manager' | 'user' }) {
  const { t } = useTranslation('company');
  return (
    <Stack gap="sm">
      <Text>{t(`area.welcome.${role}`)}</Text>
      {AREA_SECTIONS[role]
        .filter((section) => section.privilege)
        .map((section) => (
          <Box key={section.path}>
            <Title order={3} size="h5">
              {t(section.labelKey)}
            </Title>
            <PrivilegeGate privilege={section.privilege!} fallback="explain">
              <Text size="sm" c="dimmed">
                {t('area.available')}
              </Text>
            </PrivilegeGate>
          </Box>
        ))}
    </Stack>
  );
}
