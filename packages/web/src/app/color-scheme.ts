import { localStorageColorSchemeManager } from '@mantine/core';
import { createContext, useContext, useLayoutEffect } from 'react';

/** Remembers light, dark or auto (follow the system) between visits. */
export const colorSchemeStorageKey = 'lonsam-color-scheme';
export const colorSchemeManager = localStorageColorSchemeManager({ key: colorSchemeStorageKey });

type LightLock = { isLightForced: boolean; changeLocks: (delta: 1 | -1) => void };

/** Layouts that must stay light (login and cover) register here while they are shown. */
export const LightColorSchemeLockContext = createContext<LightLock>({
  isLightForced: false,
  changeLocks: () => {},
});

export function useForcedLightColorScheme(): void {
  const { changeLocks } = useContext(LightColorSchemeLockContext);
  // A layout effect: the lock and Mantine's attribute (also set in a layout effect) land before the
  // first paint, so a login page opened from a dark page never shows a dark frame.
  useLayoutEffect(() => {
    changeLocks(1);
    return () => changeLocks(-1);
  }, [changeLocks]);
}

export function useIsLightColorSchemeForced(): boolean {
  return useContext(LightColorSchemeLockContext).isLightForced;
}
