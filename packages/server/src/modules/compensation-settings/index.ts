// What other modules may use of the compensation settings (biome.json's server import rules).
export {
  compensationSettingsRoutes,
  readPensionSettings,
  readSalarySupplements,
  readStandbySettings,
  readTravelAllowances,
  readTravelMileage,
} from './compensation-settings-routes.ts';
