import { createTheme, type MantineThemeOverride } from '@mantine/core';

// The default brand. Partner brands (src/brands/) will override colours, logo and display name.
export const theme: MantineThemeOverride = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});
