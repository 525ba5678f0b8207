import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PATH = '/docs';

/** The platform's calls; everything else the server answers is the site. */
export function isApiPath(url: string): boolean {
  return /^\/(wps|lgw|ops)\//.test(url);
}

/**
 * OpenAPI 3.1 generated from the contract's zod schemas, browsable at /docs (JSON at
 * /docs/json). Registered before the routes, so that it sees every one of them.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lobby platform API',
        description:
          'Every call answers an envelope: `{ success: true, value }`, or `{ success: false, code, messageKey, message, details? }` with the HTTP status of the error catalogue. Flows, money rules, limits and caching: API.md.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          memberToken: { type: 'http', scheme: 'bearer' },
          operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' },
        },
      },
    },
    // The site's own files and documents are not part of the platform API.
    transform: (document) =>
      isApiPath(document.url)
        ? jsonSchemaTransform(document)
        : { schema: { hide: true }, url: document.url },
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH });
  // The API's own policy refuses every source; the docs page runs Swagger UI's own scripts and
  // styles (inline style attributes included) and reads /docs/json, all from this origin.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url === DOCS_PATH || request.url.startsWith(`${DOCS_PATH}/`)) {
      reply.header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
}

export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
