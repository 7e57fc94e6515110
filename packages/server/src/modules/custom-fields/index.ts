// What other modules may use of the custom fields (biome.json's server import rules).
export { customFieldRoutes, readCustomFields } from './custom-field-routes.ts';
