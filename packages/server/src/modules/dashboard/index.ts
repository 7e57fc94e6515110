export { dashboardRoutes } from './dashboard-routes.ts';
