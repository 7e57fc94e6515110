export { emptyResponse as logOutResponse } from './csrf-token.ts';
