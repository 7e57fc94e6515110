export { privilegeGroupRoutes } from './privilege-group-routes.ts';
