import type { z } from 'zod';

/**
 * Who may call an endpoint: anyone, a signed-in member (bearer token), a game page's play
 * ticket (its `token` parameter), or an operator (`X-Operator-Key`).
 */
export type EndpointAuth = 'none' | 'member' | 'ticket' | 'operator';

/**
 * One call of the platform: the schemas of its path parameters, query string and body, and of
 * its answer (the whole envelope). The server registers the route with these schemas
 * (http/route.ts); the front end's client takes its argument and answer types from them.
 */
export interface Endpoint {
  auth: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body may also be sent encrypted with the brand's public key (`EncryptedBody`). */
  encryptable?: true;
  answer: z.ZodType | MediaAnswer;
}

/** An answer that is not JSON (a picture, a page): its media types, each with a schema. */
export interface MediaAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/** Keys are `METHOD path`, the path as Fastify registers it (`/wps/inbox/:id/read`). */
export type EndpointTable = Record<`${HttpMethod} /${string}`, Endpoint>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
