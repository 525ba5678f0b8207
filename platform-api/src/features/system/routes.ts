import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countriesAnswer,
  customerServiceAnswer,
  downloadsAnswer,
  helpCenterAnswer,
  helpCenterQuery,
  statusQuery,
  systemStatusAnswer,
} from '../../contract/system.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { noInput } from '../../http/schemas.js';
import { readFlags } from './flags.js';
import {
  appDescTranslations,
  listCountries,
  listCustomerService,
  listDownloads,
  listHelp,
  statusInfo,
} from './service.js';
import { getBrand } from './brand.js';

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/system/status',
    { schema: { querystring: statusQuery, response: { 200: systemStatusAnswer } } },
    async (request) => {
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
    },
  );

  app.get(
    '/wps/system/country',
    { schema: { querystring: noInput, response: { 200: countriesAnswer } } },
    async () => ok(await listCountries(ctx.db)),
  );

  app.get(
    '/wps/system/downloads',
    { schema: { querystring: noInput, response: { 200: downloadsAnswer } } },
    async () => ok(await listDownloads(ctx.db)),
  );

  app.get(
    '/wps/system/customerService',
    { schema: { querystring: noInput, response: { 200: customerServiceAnswer } } },
    async () => ok(await listCustomerService(ctx.db)),
  );

  app.get(
    '/wps/system/helpCenter',
    { schema: { querystring: helpCenterQuery, response: { 200: helpCenterAnswer } } },
    async (request) => ok(await listHelp(ctx.db, request.query.device, request.query.lang)),
  );
};
