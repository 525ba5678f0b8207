import { imageQuery } from '../play.js';
import { appIconParams, pngAnswer } from '../site.js';
import type { EndpointTable } from './endpoint.js';

/** The site calls: each method and path with its schemas (see ./endpoint.ts). */
export const siteEndpoints = {
  'GET /wps/img/app/icons/:file': {
    auth: 'none',
    params: appIconParams,
    query: imageQuery,
    answer: pngAnswer,
  },
} as const satisfies EndpointTable;
