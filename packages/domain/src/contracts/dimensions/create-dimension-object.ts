export {
  dimensionObjectBody as createDimensionObjectBody,
  dimensionObjectView as createDimensionObjectResponse,
  dimensionParams as createDimensionObjectParams,
} from './dimension-shapes.ts';
