import { hasPrivilege } from '@lonsam/domain/privileges/access-check';
import { Box, Flex, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext, useParams, useResolvedPath } from 'react-router';
import { CompanyNotFoundRoute } from '../../../ui/not-found.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { PrivilegeGate } from '../../../ui/privileges/privilege-gate.tsx';
import { usePrivileges } from '../../../ui/privileges/privileges-context.tsx';
import { SectionScreen } from '../components/section-screen.tsx';
import { SettingsNavigation } from '../components/settings-navigation.tsx';
import { SettingsOverview } from '../components/settings-overview.tsx';
import { SECTION_LOADERS, type SectionLoaders } from '../settings-screens.ts';
import { findSettingsSection, SETTINGS_SECTIONS, type SettingsSection } from '../settings-sections.ts';

/*
 * `/{employerId}/settings` (the overview) and `/{employerId}/settings/:section` (one section's
 * screen, found in sections/<path>/section.tsx). The admin area provides scope and privileges; the
 * router (app/employer-area) nests these under the area's "Inställningar" entry.
 */

/** `base` is the area's start page (the not-found page links there), `settingsBase` the overview. */
type SettingsContext = { base: string; settingsBase: string };

function useHeldSections(): readonly SettingsSection[] {
  const { entries } = usePrivileges();
  return SETTINGS_SECTIONS.filter((section) => hasPrivilege(entries, section.privileges));
}

export function SettingsLayoutRoute() {
  const settingsBase = useResolvedPath('.').pathname;
  const base = settingsBase.replace(/\/settings$/, '') || '/';
  // minWidth 0: as a flex item the section may shrink to the screen; wide tables scroll inside.
  return (
    <Box data-testid="settings-section" miw={0} maw="100%">
      <Outlet context={{ base, settingsBase } satisfies SettingsContext} />
    </Box>
  );
}

export function SettingsOverviewRoute() {
  const { settingsBase } = useOutletContext<SettingsContext>();
  return <SettingsOverview sections={useHeldSections()} base={settingsBase} />;
}

export function SettingsSectionRoute() {
  const { section: path } = useParams();
  const section = findSettingsSection(path);
  if (!section) return <CompanyNotFoundRoute />;
  return <SettingsSectionPage section={section} loaders={SECTION_LOADERS} />;
}

/** One section in the settings frame: navigation, heading, and the screen if the role may see it. */
export function SettingsSectionPage({
  section,
  loaders,
}: {
  section: SettingsSection;
  loaders: SectionLoaders;
}) {
  const { t } = useTranslation('settings');
  const { settingsBase } = useOutletContext<SettingsContext>();
  const sections = useHeldSections();
  const title = t(`sections.${section.key}.title`);
  usePageTitle([title]);
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap="lg" align="flex-start">
      <SettingsNavigation sections={sections} base={settingsBase} current={section.path} />
      <Stack gap="md" miw={0} style={{ flexGrow: 1 }} w="100%">
        <Title order={2}>{title}</Title>
        <PrivilegeGate privilege={section.privileges} fallback="explain">
          <SectionScreen path={section.path} loaders={loaders} />
        </PrivilegeGate>
      </Stack>
    </Flex>
  );
}
