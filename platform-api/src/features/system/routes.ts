import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { noInput } from '../../http/schemas.js';
import { parseInput } from '../../http/validate.js';
import { readFlags } from './flags.js';
import { helpCenterQuery, statusQuery } from './schemas.js';
import {
  listCountries,
  listCustomerService,
  listDownloads,
  listHelp,
  statusInfo,
} from './service.js';

export const systemRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/wps/system/status', async (request) => {
    parseInput(statusQuery, request.query);
    const [brand, customerService, resources, flags] = await Promise.all([
      ctx.brand.get(),
      listCustomerService(ctx.db),
      listDownloads(ctx.db),
      readFlags(ctx.db),
    ]);
    return ok({
      info: statusInfo(brand, customerService, resources),
      location: { ip: request.ip },
      maintenance: flags.maintenance,
      regionRestriction: flags.regionRestriction,
    });
  });

  app.get('/wps/system/country', async (request) => {
    parseInput(noInput, request.query);
    return ok(await listCountries(ctx.db));
  });

  app.get('/wps/system/downloads', async (request) => {
    parseInput(noInput, request.query);
    return ok(await listDownloads(ctx.db));
  });

  app.get('/wps/system/customerService', async (request) => {
    parseInput(noInput, request.query);
    return ok(await listCustomerService(ctx.db));
  });

  app.get('/wps/system/helpCenter', async (request) => {
    const query = parseInput(helpCenterQuery, request.query);
    return ok(await listHelp(ctx.db, query.device, query.lang));
  });
};
