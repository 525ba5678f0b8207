import {
  announcementsAnswer,
  announcementsQuery,
  bannersAnswer,
  bannersQuery,
} from '../content.js';
import type { EndpointTable } from './endpoint.js';

/** The content calls: each method and path with its schemas (see ./endpoint.ts). */
export const contentEndpoints = {
  'GET /wps/announcements': {
    auth: 'none',
    query: announcementsQuery,
    answer: announcementsAnswer,
  },
  'GET /wps/banners': { auth: 'none', query: bannersQuery, answer: bannersAnswer },
} as const satisfies EndpointTable;
