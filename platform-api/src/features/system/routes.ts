import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { readFlags } from './flags.js';
import {
  appDescTranslations,
  listCountries,
  listDownloads,
  listHelp,
  statusInfo,
} from './service.js';
import { getBrand } from './brand.js';
import { listCustomerService } from './customer-service.js';
import { route } from '../../http/route.js';

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/system/status', async (request) => {
    // the hottest call of the site (every start): its reads go out together
    const brandRead = getBrand(ctx);
    const [brand, customerService, resources, flags, translations] = await Promise.all([
      brandRead,
      listCustomerService(ctx.db),
      listDownloads(ctx.db),
      readFlags(ctx.db),
      brandRead.then((read) => appDescTranslations(ctx.db, read.id)),
    ]);
    return ok({
      info: statusInfo(brand, customerService, resources, translations),
      location: { ip: request.ip },
      maintenance: flags.maintenance,
      regionRestriction: flags.regionRestriction,
    });
  });

  route(app, 'GET /wps/system/country', async () => ok(await listCountries(ctx.db)));

  route(app, 'GET /wps/system/downloads', async () => ok(await listDownloads(ctx.db)));

  route(app, 'GET /wps/system/customerService', async () => ok(await listCustomerService(ctx.db)));

  route(app, 'GET /wps/system/helpCenter', async (request) =>
    ok(await listHelp(ctx.db, request.query.device, request.query.lang)),
  );
};
