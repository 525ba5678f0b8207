import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShiftableClock } from '../../clock.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';

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
  route(app, 'GET /ops/clock', { onRequest: keyFirst }, async () => ok(clockState(clock)));
  route(app, 'PUT /ops/clock', { onRequest: keyFirst }, async (request) => {
    clock.setOffsetSeconds(request.body.offsetSeconds);
    return ok(clockState(clock));
  });
};
