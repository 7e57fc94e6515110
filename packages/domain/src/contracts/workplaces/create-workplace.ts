export {
  workplaceBody as createWorkplaceBody,
  workplacesParams as createWorkplaceParams,
  workplaceView as createWorkplaceResponse,
} from './workplace-shapes.ts';
