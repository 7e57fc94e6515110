// What other modules may use of the organisation settings (biome.json's server import rules).
export {
  checkEmploymentReferences,
  type EmploymentReferences,
  loadImportReferenceNames,
} from './employment-references.ts';
export { insertDemoOrganisation } from './insert-demo-organisation.ts';
