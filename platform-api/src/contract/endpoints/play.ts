import {
  gameImageQuery,
  imageIdParams,
  imageQuery,
  playPageAnswer,
  playPageQuery,
  spinAnswer,
  spinBody,
  svgAnswer,
  vendorImageParams,
  vendorImageQuery,
} from '../play.js';
import type { EndpointTable } from './endpoint.js';

/** The play calls: each method and path with its schemas (see ./endpoint.ts). */
export const playEndpoints = {
  'GET /wps/img/app/icon.svg': { auth: 'none', query: imageQuery, answer: svgAnswer },
  'GET /wps/img/banner/:id': {
    auth: 'none',
    params: imageIdParams,
    query: imageQuery,
    answer: svgAnswer,
  },
  'GET /wps/img/game/:id': {
    auth: 'none',
    params: imageIdParams,
    query: gameImageQuery,
    answer: svgAnswer,
  },
  'GET /wps/img/promo/:id': {
    auth: 'none',
    params: imageIdParams,
    query: imageQuery,
    answer: svgAnswer,
  },
  'GET /wps/img/vendor/:code': {
    auth: 'none',
    params: vendorImageParams,
    query: vendorImageQuery,
    answer: svgAnswer,
  },
  'GET /wps/play/slot': { auth: 'ticket', query: playPageQuery, answer: playPageAnswer },
  'POST /wps/play/slot/spin': { auth: 'ticket', body: spinBody, answer: spinAnswer },
} as const satisfies EndpointTable;
