import type { ComponentType } from 'react';

/** What a section's `sections/<path>/section.tsx` exports (docs/settings.md). */
export type SectionModule = { SettingsSectionScreen: ComponentType };
export type SectionLoaders = Readonly<Record<string, () => Promise<SectionModule>>>;

// Each section's screen is its own lazy chunk; a section registered before its file exists is
// simply absent here (the shell says it is not ready yet).
const modules = import.meta.glob<SectionModule>('./sections/*/section.tsx');

/** The screen loaders by section path: `company` → `./sections/company/section.tsx`. */
export const SECTION_LOADERS: SectionLoaders = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [file.split('/')[2] ?? file, load]),
);
