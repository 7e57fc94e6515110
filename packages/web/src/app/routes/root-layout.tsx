import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { ColorModeToggle } from '../../ui/color-mode-toggle.tsx';
import { useIsLightColorSchemeForced } from '../color-scheme.ts';

export function RootLayout() {
  const isLightForced = useIsLightColorSchemeForced();
  return (
    <>
      {/* Until the app header exists the toggle sits in the corner; layouts that force light hide it. */}
      {!isLightForced && (
        <Box pos="fixed" top={12} right={12} style={{ zIndex: 100 }}>
          <ColorModeToggle />
        </Box>
      )}
      <Outlet />
    </>
  );
}
