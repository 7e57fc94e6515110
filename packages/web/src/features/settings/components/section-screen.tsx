import { Text } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../ui/page-loader.tsx';
import type { SectionLoaders } from '../settings-screens.ts';

// One lazy component per section and loader, so a re-render never loads the chunk again.
const lazyScreens = new WeakMap<object, ComponentType>();

function lazyScreen(load: SectionLoaders[string]): ComponentType {
  let screen = lazyScreens.get(load);
  if (!screen) {
    screen = lazy(async () => ({ default: (await load()).SettingsSectionScreen }));
    lazyScreens.set(load, screen);
  }
  return screen;
}

/** The section's own screen, or a note while a registered section has none yet. */
export function SectionScreen({ path, loaders }: { path: string; loaders: SectionLoaders }) {
  const { t } = useTranslation('settings');
  const load = loaders[path];
  if (!load) {
    return (
      <Text c="dimmed" role="note">
        {t('shell.notReady')}
      </Text>
    );
  }
  const Screen = lazyScreen(load);
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen />
    </Suspense>
  );
}
