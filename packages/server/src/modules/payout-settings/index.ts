// What other modules may use of the payout settings (biome.json's server import rules).

export {
  payoutSettingsRoutes,
  readFileFormatSettings,
  readPayoutSettings,
} from './payout-settings-routes.ts';
export { insertDemoPayoutSettings } from './seed-demo-payout-settings.ts';
