import { count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { depositOrders } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { bearerToken } from '../../security/tokens.js';
import { authenticateSession, refuseTrial } from '../session/index.js';
import { startExclusion } from './exclusion.js';
import { requestExclusionPayout } from './exclusion-payout.js';
import { COOLING_OFF_MS, memberLimits, setLimit } from './limits.js';
import { acknowledgeRealityCheck, realityCheckOf } from './reality-check.js';
import {
  realityCheckIntervalOf,
  sessionLimitOf,
  setSessionChoices,
  type SessionChoice,
} from './session-rules.js';
import { activeExclusion, lockSettings, readSettings } from './settings.js';
import { route } from '../../http/route.js';

/** A pending session choice as the screen shows it: the minutes (null: off) and when it applies. */
function pendingOf(choice: SessionChoice) {
  return (
    choice.pending && {
      minutes: choice.pending.minutes,
      since: choice.pending.since.toISOString(),
      effectiveAt: new Date(choice.pending.since.getTime() + COOLING_OFF_MS).toISOString(),
    }
  );
}

async function stateOf(db: Executor, memberId: number, now: Date) {
  const settings = await readSettings(db, memberId);
  const exclusion = activeExclusion(settings, now);
  const sessionLimit = sessionLimitOf(settings, now);
  const realityCheck = realityCheckIntervalOf(settings, now);
  const [orders] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(eq(depositOrders.memberId, memberId));
  return {
    limits: await memberLimits(db, memberId, now),
    sessionLimitMinutes: sessionLimit.minutes,
    sessionLimitPending: pendingOf(sessionLimit),
    realityCheckMinutes: realityCheck.minutes,
    realityCheckPending: pendingOf(realityCheck),
    exclusion: exclusion && {
      kind: exclusion.kind,
      from: exclusion.from.toISOString(),
      until: exclusion.until.toISOString(),
    },
    firstDeposit: Number(orders?.n ?? 0) === 0,
  };
}

/** Responsible gaming (issue 12): real members only; trial users are refused. */
export const rgRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const realSession = async (request: FastifyRequest) => {
    const signedIn = await authenticateSession(ctx, bearerToken(request.headers.authorization));
    refuseTrial(signedIn.member);
    return {
      member: signedIn.member,
      session: { id: signedIn.sessionId, memberId: signedIn.member.id },
    };
  };

  route(app, 'GET /wps/rg', async (request) => {
    const { member } = await realSession(request);
    return ok(await stateOf(ctx.db, member.id, ctx.clock.now()));
  });

  route(app, 'PUT /wps/rg/limits', async (request) => {
    const { member } = await realSession(request);
    const now = ctx.clock.now();
    await ctx.db.transaction((tx) =>
      setLimit(tx, {
        memberId: member.id,
        kind: request.body.kind,
        period: request.body.period,
        amountMinor: request.body.amount,
        now,
      }),
    );
    return ok(await stateOf(ctx.db, member.id, now));
  });

  // No session: the single-use ticket of a refused excluded login is the proof.
  route(app, 'POST /wps/rg/exclusion/payout', async (request) =>
    ok(await requestExclusionPayout(ctx.db, request.body, ctx.clock.now())),
  );

  route(app, 'PUT /wps/rg/session', async (request) => {
    const { member } = await realSession(request);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const row = await lockSettings(tx, member.id, now);
      await setSessionChoices(tx, row, request.body, now);
    });
    return ok(await stateOf(ctx.db, member.id, now));
  });

  route(app, 'POST /wps/rg/exclusion', async (request) => {
    const { member } = await realSession(request);
    return ok(
      await startExclusion(ctx.db, {
        memberId: member.id,
        kind: request.body.kind,
        length: request.body.length,
        now: ctx.clock.now(),
      }),
    );
  });

  route(app, 'GET /wps/rg/reality-check', async (request) => {
    const { session } = await realSession(request);
    return ok(await realityCheckOf(ctx.db, session, ctx.clock.now()));
  });

  route(app, 'POST /wps/rg/reality-check', async (request) => {
    const { session } = await realSession(request);
    const now = ctx.clock.now();
    await acknowledgeRealityCheck(ctx.db, session.id, now);
    return ok(await realityCheckOf(ctx.db, session, now));
  });
};
