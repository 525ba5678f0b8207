import { z } from 'zod';
import { frontEndParams, nodeIdNumber, pageParams, vendorCode } from '../games/schemas.js';

export const favouriteBody = z.strictObject({
  ...frontEndParams,
  nodeId: nodeIdNumber,
  vendor: vendorCode.optional(),
  token: z.string().max(255).optional(),
});

export const favouriteIdsQuery = z.strictObject({ ...frontEndParams, ...pageParams(100) });
export const favouriteListQuery = z.strictObject({ ...frontEndParams, ...pageParams(25) });
