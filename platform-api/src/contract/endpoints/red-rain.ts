import { noInput } from '../../http/schemas.js';
import {
  opsRedRainRoundAnswer,
  opsRedRainRoundBody,
  opsRedRainSettingsAnswer,
  opsRedRainSettingsBody,
  redRainGrabAnswer,
  redRainGrabBody,
  redRainGrabPageAnswer,
  redRainGrabsQuery,
  redRainQuery,
  redRainStateAnswer,
} from '../red-rain.js';
import type { EndpointTable } from './endpoint.js';

/** The red-rain calls: each method and path with its schemas (see ./endpoint.ts). */
export const redRainEndpoints = {
  'POST /ops/red-rain/rounds': {
    auth: 'operator',
    body: opsRedRainRoundBody,
    answer: opsRedRainRoundAnswer,
  },
  'GET /ops/red-rain/settings': {
    auth: 'operator',
    query: noInput,
    answer: opsRedRainSettingsAnswer,
  },
  'PUT /ops/red-rain/settings': {
    auth: 'operator',
    body: opsRedRainSettingsBody,
    answer: opsRedRainSettingsAnswer,
  },
  'GET /wps/red-rain': { auth: 'member', query: redRainQuery, answer: redRainStateAnswer },
  'POST /wps/red-rain/grab': { auth: 'member', body: redRainGrabBody, answer: redRainGrabAnswer },
  'GET /wps/red-rain/grabs': {
    auth: 'member',
    query: redRainGrabsQuery,
    answer: redRainGrabPageAnswer,
  },
} as const satisfies EndpointTable;
