// What other modules may use of the accounting settings (biome.json's server import rules).
export { accountingSettingsRoutes, readChartOfAccounts } from './accounting-settings-routes.ts';
