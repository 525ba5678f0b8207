import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { constants as zlib } from 'node:zlib';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { shiftableClock, systemClock, type Clock } from './clock.js';
import type { AppContext } from './context.js';
import {
  contractSerializerCompiler,
  contractValidatorCompiler,
} from './http/contract-compilers.js';
import { registerDocs } from './http/docs.js';
import { failure } from './http/envelope.js';
import { registerErrorHandler } from './http/error-handler.js';
import { ApiError } from './http/errors.js';
import { registerDepthBoundJsonParser } from './http/json-depth.js';
import { computeSecurityHeaders, registerSecurityHeaders } from './http/security-headers.js';
import { agentRoutes } from './features/agent/routes.js';
import { agentMoneyRoutes } from './features/agent-money/routes.js';
import { startSettlementTimer } from './features/agent-money/timer.js';
import { startTeamRollupTimer } from './features/agent/team-rollup-timer.js';
import { announcementReadRoutes } from './features/announcement-reads/routes.js';
import { createAccountDomain } from './features/accounts/domain.js';
import { LruCache } from './features/catalogue/cache.js';
import { chatRoutes } from './features/chat/routes.js';
import { serveCachedAnswers } from './features/catalogue/answers-by-url.js';
import { catalogueRoutes } from './features/catalogue/routes.js';
import { createCatalogueCache } from './features/catalogue/service.js';
import { contentRoutes } from './features/content/routes.js';
import { listBanners } from './features/content/service.js';
import { imageRoutes } from './features/images/routes.js';
import { inboxRoutes } from './features/inbox/routes.js';
import { lgwLiveRoutes } from './features/lottery/platform/live-routes.js';
import { lgwRoutes } from './features/lottery/platform/routes.js';
import { lotteryThemeRoutes } from './features/lottery/platform/theme-routes.js';
import { startLotteryTimer } from './features/lottery/platform/timer.js';
import { mallRoutes } from './features/mall/routes.js';
import { memberRoutes } from './features/member/routes.js';
import { memberIconRoutes } from './features/member-icon/routes.js';
import { participationRoutes } from './features/promotions/member-routes.js';
import { promotionRoutes } from './features/promotions/routes.js';
import { redRainRoutes } from './features/red-rain/routes.js';
import { referralRoutes } from './features/referral/routes.js';
import { sessionRoutes } from './features/session/routes.js';
import { createBrandCache } from './features/system/brand.js';
import { checkBusinessTimeZone } from './features/system/business-day.js';
import { keepDailyTablesInBusinessZone } from './features/system/daily-tables-zone.js';
import { checkRegisterSettings } from './features/system/brand.js';
import { registerWhitelabelGate } from './features/system/whitelabel-gate.js';
import { systemRoutes } from './features/system/routes.js';
import { legalRoutes } from './features/legal/routes.js';
import { walletRoutes } from './features/wallet/routes.js';
import { rgRoutes } from './features/rg/routes.js';
import { securityRoutes } from './features/security/routes.js';
import { accountDomainRoutes, gameDomainRoutes, operatorRoutes } from './route-groups.js';
import { registerSite } from './site/routes.js';
import { webManifestRoutes } from './site/web-manifest.js';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Fastify logger: on (at config.logLevel) unless turned off, as tests do. */
  logger?: boolean;
  /**
   * Run the daily agent settlement, the team roll-up and the lottery's draws and settlement in
   * this process (the server does; tests call them directly).
   */
  settlementTimer?: boolean;
}

/** JSON bodies of this API are small; anything bigger is refused with 413. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clockControl = config.clockControl ? shiftableClock(options.clock ?? systemClock) : null;
  const clock = clockControl ?? options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    // Errors raised before routing (an undecodable URL) skip the error handler: answer them here.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .send(
          failure(
            new ApiError('INVALID_INPUT', null, [{ path: 'url', messageKey: 'invalid_input' }]),
          ),
        );
    },
  });

  const securityHeaders = await computeSecurityHeaders(config);
  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    clockControl,
    catalogueCache: createCatalogueCache(config.catalogueCache, securityHeaders),
    brandCache: createBrandCache(),
    accounts: createAccountDomain(database.db),
  };

  registerErrorHandler(app);
  registerDepthBoundJsonParser(app);
  // Before any other hook: a catalogue answer sent before is sent again at once.
  serveCachedAnswers(app, ctx.catalogueCache.byUrl);
  registerSecurityHeaders(app, securityHeaders);
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  await registerDocs(app);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs far more CPU than it saves on dynamic answers.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // A brand setting the server cannot use stops the start, naming it (GUIDE §5).
  app.addHook('onReady', async () => {
    await checkBusinessTimeZone(ctx);
    // The daily tables follow a changed business time zone before the first answer (0048).
    await keepDailyTablesInBusinessZone(ctx.db, app.log);
    await checkRegisterSettings(ctx.db);
  });
  registerWhitelabelGate(app, ctx);
  for (const routes of [
    systemRoutes,
    legalRoutes,
    sessionRoutes,
    memberRoutes,
    memberIconRoutes,
    walletRoutes,
    securityRoutes,
    contentRoutes,
    announcementReadRoutes,
    inboxRoutes,
    chatRoutes,
    catalogueRoutes,
    gameDomainRoutes,
    promotionRoutes,
    participationRoutes,
    redRainRoutes,
    referralRoutes,
    mallRoutes,
    agentRoutes,
    agentMoneyRoutes,
    accountDomainRoutes,
    imageRoutes,
    operatorRoutes,
    rgRoutes,
    webManifestRoutes,
    lgwRoutes,
    lgwLiveRoutes,
    lotteryThemeRoutes,
  ]) {
    await app.register(routes, { ctx });
  }
  if (options.settlementTimer) {
    const stop = startSettlementTimer(ctx, app.log);
    const stopRollup = startTeamRollupTimer(ctx, app.log);
    const stopLottery = startLotteryTimer(ctx, app.log);
    app.addHook('onClose', async () => {
      stop();
      stopRollup();
      stopLottery();
    });
  }
  // The first home banner, in the order GET /wps/banners?groupName=m_home answers it; read once
  // (banners, like the catalogue, change only through seed or migration, i.e. with a restart)
  // rather than on every home visit.
  const firstHomeBanner = new LruCache<string | null>(1, config.catalogueCache);
  await registerSite(app, config, () =>
    firstHomeBanner.get('m_home', () =>
      listBanners(ctx.db, 'm_home').then((rows) => rows[0]?.url ?? null),
    ),
  );
  return app;
}
