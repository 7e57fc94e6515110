import type { PrivilegeSourceEntry } from '@lonsam/domain/privileges/access-check';
import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { AppShell, Box, Burger, Button, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLoaderData, useLocation, useMatches, useOutlet } from 'react-router';
import { useBrand } from '../../brands/brand-context.tsx';
import { entryQueryOptions } from '../../features/auth/api/get-entry.ts';
import { usePackagingPrivileges } from '../../features/privileges/api/get-packaging-privileges.ts';
import { DebugPanel } from '../../features/privileges/components/debug-panel.tsx';
import { useKeySequence } from '../../features/privileges/components/use-key-sequence.ts';
import {
  AREA_SECTIONS,
  type AreaSection,
  getAreaBasePath,
} from '../../features/roles/components/role-navigation.ts';
import { EmployerScopeProvider } from '../../lib/employer-scope.tsx';
import { ColorModeToggle } from '../../ui/color-mode-toggle.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { PageTitleScope } from '../../ui/page-title.tsx';
import { PrivilegeGate } from '../../ui/privileges/privilege-gate.tsx';
import { PrivilegeProvider } from '../../ui/privileges/privileges-context.tsx';
import type { AreaData } from './area-data.ts';
import { CompanySwitcher } from './company-switcher.tsx';

/** A section route's `handle`: the registry entry it was made from. */
export type SectionHandle = { section: AreaSection };

/** The section the current address is in (the deepest route whose handle names one). */
function findSection(matches: ReturnType<typeof useMatches>): AreaSection | undefined {
  return matches.map((match) => (match.handle as SectionHandle | undefined)?.section).findLast(Boolean);
}

/**
 * The frame of a role area (`/{employerId}`, `/{employerId}/manager`, `/{employerId}/user/{id}`):
 * header, navigation and the debug panel around the section routes. Its loader has looked up the
 * role and fetched the privileges; the scope it provides carries the role into every query.
 */
export function RoleAreaLayout() {
  const area = useLoaderData() as AreaData | null;
  if (!area) return <PageLoader />;
  // A new role is a new area: nothing (menu state, debug panel) carries over from the last one.
  return <RoleArea key={area.scope.roleId} area={area} />;
}

function RoleArea({ area }: { area: AreaData }) {
  const { t } = useTranslation('company');
  const { scope, role, base } = area;
  const privileges = usePackagingPrivileges(scope);
  const entry = useQuery(entryQueryOptions);
  const brand = useBrand();
  const { pathname } = useLocation();
  const [isDebug, setIsDebug] = useState(false);
  const [isNavigationOpen, setIsNavigationOpen] = useState(false);
  useKeySequence(() => setIsDebug((value) => !value));
  const entries: PrivilegeSourceEntry[] = privileges.data ?? [];
  const sections = AREA_SECTIONS[role].filter(
    (section) =>
      section.isListed !== false && (!section.privilege || hasPrivilege(entries, section.privilege)),
  );
  const currentPath = pathname.slice(base.length).split('/').filter(Boolean)[0] ?? '';
  const company = entry.data?.companies.find((candidate) => candidate.employerId === scope.employerId);
  // Only the areas the entry says this identity holds here; a link to any other would bounce to /landing.
  const otherAreas = (company?.roles ?? []).filter((other) => other !== role);
  const closeNavigation = () => setIsNavigationOpen(false);
  const title = t(`roles.${role}`);
  const matches = useMatches();
  const section = findSection(matches);

  return (
    <EmployerScopeProvider value={scope}>
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
                <Link to={base} style={{ display: 'inline-flex', flexShrink: 0 }}>
                  <img
                    src={brand.logoPath}
                    alt={t('area.logo', { brand: brand.displayName })}
                    height={28}
                    style={{ height: 28, width: 'auto', display: 'block' }}
                  />
                </Link>
                <CompanySwitcher
                  companies={entry.data?.companies}
                  employerId={scope.employerId}
                  role={role}
                />
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
                  to={section.path ? `${base}/${section.path}` : base}
                  label={t(section.labelKey)}
                  active={section.path === currentPath}
                  onClick={closeNavigation}
                />
              ))}
            </AppShell.Section>
            <AppShell.Section>
              <Stack gap={4}>
                {otherAreas.map((other) => (
                  <Button
                    key={other}
                    component={Link}
                    to={getAreaBasePath(scope.employerId, other, undefined)}
                    variant="subtle"
                    size="xs"
                    justify="flex-start"
                    onClick={closeNavigation}
                  >
                    {t('area.switchTo', { area: t(`roles.${other}`) })}
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
            {/* AppShell.Main is the page's one main landmark; a second one inside it would nest. */}
            <Stack gap="md" style={{ minWidth: 0 }}>
              <Title order={1}>{title}</Title>
              {/* The tab says where one is: "Anställda – Testbolaget Demo AB – Lönsam"; the start page names the role. */}
              <PageTitleScope parts={[section ? t(section.labelKey) : title, company?.name]}>
                <Outlet context={area} />
              </PageTitleScope>
            </Stack>
          </AppShell.Main>
          {isDebug && (
            <Box pos="fixed" bottom={16} left={16} maw="calc(100vw - 32px)" w={420} style={{ zIndex: 300 }}>
              <DebugPanel entries={entries} onClose={() => setIsDebug(false)} />
            </Box>
          )}
        </AppShell>
      </PrivilegeProvider>
    </EmployerScopeProvider>
  );
}

/**
 * A section of the registry: behind its privileges (the gate says which are missing). A section
 * with screens shows them; the others say they are coming.
 */
export function SectionRoute() {
  const { t } = useTranslation('company');
  const outlet = useOutlet();
  const section = findSection(useMatches());
  if (!section || (outlet && !section.privilege)) return outlet;
  if (outlet && section.privilege) {
    return (
      <PrivilegeGate privilege={section.privilege} fallback="explain">
        {outlet}
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
