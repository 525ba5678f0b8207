import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { endpoints, type EndpointKey, type Endpoints } from '../contract/endpoints/index.js';

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<E, K extends string> = E extends { [key in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** The Fastify route schema of an endpoint of the table. */
export interface RouteSchemaOf<K extends EndpointKey> {
  params: Part<Endpoints[K], 'params'>;
  querystring: Part<Endpoints[K], 'query'>;
  body: Part<Endpoints[K], 'body'>;
  response: { 200: Part<Endpoints[K], 'answer'> };
}

type Handler<K extends EndpointKey> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<K>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** Route options other than the schema, which comes from the table (hooks, body limit). */
type Options<K extends EndpointKey> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    RouteSchemaOf<K>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
>;

/** The route schema of `key`, in the order Fastify and /docs have always seen it. */
export function routeSchema(key: EndpointKey): Record<string, unknown> {
  const endpoint: Endpoints[EndpointKey] & {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
  } = endpoints[key];
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: { 200: endpoint.answer },
  };
}

/**
 * Registers a route of the endpoint table: `route(app, 'GET /wps/member/info', handler)`. The
 * method, path and schemas (input validation, answer serialisation, /docs) come from the table,
 * so the request and the handler's answer are typed by the contract.
 */
export function route<K extends EndpointKey>(
  app: App,
  key: K,
  ...args: [handler: Handler<K>] | [options: Options<K>, handler: Handler<K>]
): void {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  const [method, url] = key.split(' ') as [RouteOptions['method'], string];
  app.route({ ...options, method, url, schema: routeSchema(key), handler } as RouteOptions);
}
