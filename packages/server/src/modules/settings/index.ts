// What other modules may use of settings (biome.json's server import rules); docs/settings.md.

export { insertDemoCompanySettings } from './seed-demo-company-settings.ts';
export { seedSettingsDocument } from './seed-settings-document.ts';
export {
  fillFromDefaults,
  readSettingsDocument,
  type SettingsDocument,
  type SettingsSectionDefinition,
  settingsValidationFailed,
  settingsVersionConflict,
  toSettingsFieldErrors,
  updateSettingsDocument,
} from './settings-document.ts';
export {
  registerSettingsDocumentRoutes,
  type SettingsDocumentRoutesOptions,
} from './settings-document-routes.ts';
export { settingsRoutes } from './settings-routes.ts';
