// What app.ts wires of personal API tokens (issue 22): the routes and the employer guard's token check.
export { createApiTokenAuthenticator } from './api-token-auth.ts';
export { apiTokenRoutes } from './api-token-routes.ts';
export { generateApiToken, hashApiToken } from './api-token-store.ts';
