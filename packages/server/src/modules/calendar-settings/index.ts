// What other modules may use of the calendar settings (biome.json's server import rules).
export {
  calendarSettingsRoutes,
  readHolidaySettings,
  readTimeBankSettings,
  readVacationSettings,
} from './calendar-settings-routes.ts';
export { insertDemoCalendarSettings } from './seed-demo-calendar-settings.ts';
