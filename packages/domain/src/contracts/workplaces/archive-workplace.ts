/**
 * POST …/archive (refused with 409 WORKPLACE_IN_USE while a running employment refers to it) and
 * …/restore; each answers with the workplace as changed.
 */
export {
  workplaceParams as archiveWorkplaceParams,
  workplaceVersionBody as archiveWorkplaceBody,
  workplaceVersionBody as restoreWorkplaceBody,
  workplaceView as archiveWorkplaceResponse,
} from './workplace-shapes.ts';
