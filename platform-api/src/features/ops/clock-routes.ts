import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShiftableClock } from '../../clock.js';
import { clockBody, clockQuery, platformClockAnswer } from '../../contract/ops.js';
import { ok } from '../../http/envelope.js';

const clockState = (clock: ShiftableClock) => ({
  now: clock.now().toISOString(),
  offsetSeconds: clock.offsetSeconds(),
});

/**
 * The platform's clock for end-to-end tests: read it, or move it ahead of real time. Registered
 * only when CLOCK_CONTROL is on (and, like every operator call, with the operator key).
 */
export const clockOpsRoutes: FastifyPluginAsyncZod<{
  clock: ShiftableClock;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { clock, keyFirst }) => {
  app.get(
    '/ops/clock',
    {
      onRequest: keyFirst,
      schema: { querystring: clockQuery, response: { 200: platformClockAnswer } },
    },
    async () => ok(clockState(clock)),
  );
  app.put(
    '/ops/clock',
    {
      onRequest: keyFirst,
      schema: { querystring: clockQuery, body: clockBody, response: { 200: platformClockAnswer } },
    },
    async (request) => {
      clock.setOffsetSeconds(request.body.offsetSeconds);
      return ok(clockState(clock));
    },
  );
};
