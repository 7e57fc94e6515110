import { Group } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { ColorModeToggle } from '../../ui/color-mode-toggle.tsx';
import { SkipLink } from '../../ui/skip-link.tsx';
import { hideErrorToasts } from '../../ui/toast.ts';
import { useIsLightColorSchemeForced } from '../color-scheme.ts';

/** A route whose layout has its own header (the role areas) says so in its `handle`; it places the toggle itself. */
export type ChromeHandle = { hasOwnHeader?: boolean };

export function RootLayout() {
  const isLightForced = useIsLightColorSchemeForced();
  const matches = useMatches();
  const { pathname } = useLocation();
  // An error toast from the previous page would describe something no longer on screen.
  useEffect(() => {
    if (pathname) void hideErrorToasts();
  }, [pathname]);
  const hasOwnHeader = matches.some((match) => (match.handle as ChromeHandle | undefined)?.hasOwnHeader);
  return (
    <>
      {/* First in the tab order, before any header or navigation. */}
      <SkipLink />
      {/* In the page flow, not over it: a fixed corner button covered headings and buttons on phones. */}
      {!isLightForced && !hasOwnHeader && (
        <Group justify="flex-end" px="md" pt="xs" component="header" data-testid="app-chrome">
          <ColorModeToggle />
        </Group>
      )}
      <Outlet />
    </>
  );
}
