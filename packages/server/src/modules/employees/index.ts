// What other modules may use of employees (biome.json's server import rules).
export { insertDemoEmployments } from './insert-demo-employments.ts';
