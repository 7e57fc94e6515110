/** PUT: every field and the `version` read; a stale one answers 409 with `current`. */
export {
  versionedWorkplaceBody as updateWorkplaceBody,
  workplaceParams as updateWorkplaceParams,
  workplaceView as updateWorkplaceResponse,
} from './workplace-shapes.ts';
