// What other modules may use of event templates and groups (biome.json's server import rules).
export {
  EVENT_GROUPS_SECTION,
  EVENT_TEMPLATES_SECTION,
  eventSettingsRoutes,
  readEventGroups,
  readEventTemplates,
} from './event-settings-routes.ts';
