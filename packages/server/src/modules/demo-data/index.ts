// What other modules may use of demo-data (biome.json's server import rules).
export { type DemoDataSettings, insertDemoData } from './insert-demo-data.ts';
