import { Anchor, NativeSelect, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SettingsSection } from '../settings-sections.ts';

type Props = { sections: readonly SettingsSection[]; base: string; current: string };

/**
 * Between the sections: a list of links beside the section on a wide screen, a select above it on
 * a phone (where fifteen links would push the form off the screen). Both work with the keyboard.
 */
export function SettingsNavigation({ sections, base, current }: Props) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  return (
    <>
      <Stack
        gap={0}
        component="nav"
        aria-label={t('title')}
        visibleFrom="sm"
        w={240}
        style={{ flexShrink: 0 }}
      >
        <Anchor component={Link} to={base} size="sm" mb="xs">
          {t('shell.backToOverview')}
        </Anchor>
        {sections.map((section) => (
          <NavLink
            key={section.path}
            component={Link}
            to={`${base}/${section.path}`}
            label={t(`sections.${section.key}.title`)}
            active={section.path === current}
            aria-current={section.path === current ? 'page' : undefined}
          />
        ))}
      </Stack>
      <Stack gap="xs" hiddenFrom="sm">
        <Anchor component={Link} to={base} size="sm">
          {t('shell.backToOverview')}
        </Anchor>
        <NativeSelect
          label={t('shell.chooseSection')}
          value={current}
          data={sections.map((section) => ({
            value: section.path,
            label: t(`sections.${section.key}.title`),
          }))}
          onChange={(event) => void navigate(`${base}/${event.currentTarget.value}`)}
        />
      </Stack>
    </>
  );
}
