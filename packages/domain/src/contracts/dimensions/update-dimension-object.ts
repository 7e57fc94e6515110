/** PUT: code, name, active and the `version` read; a stale one answers 409 with `current`. */
export {
  dimensionObjectParams as updateDimensionObjectParams,
  dimensionObjectView as updateDimensionObjectResponse,
  versionedDimensionObjectBody as updateDimensionObjectBody,
} from './dimension-shapes.ts';
