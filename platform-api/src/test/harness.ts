import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { failureEnvelope, type FailureEnvelope } from '../contract/envelope.js';
import { endpoints, type EndpointKey, type Endpoints } from '../contract/endpoints/index.js';
import { refusalValues } from '../contract/refusal-values.js';
import type { Database } from '../db/database.js';
import { TestClock } from './clock.js';
import { freshSeededDatabase } from './databases.js';

export const OPERATOR_KEY = 'test-operator-key-0123';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
  /** Logs in and returns the bearer token. */
  login(username: string, password: string): Promise<string>;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** A server on its own freshly seeded database; nothing listens on a port (fastify.inject). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { prepare?: (database: Database) => Promise<void> } = {},
): Promise<TestApp> {
  const database = await freshSeededDatabase();
  // Brand settings are read once (a restart applies them): a test sets its own before the start.
  await options.prepare?.(database);
  const clock = new TestClock();
  const config = loadConfig({ OPERATOR_KEY, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, clock, logger: false });
  await app.ready();
  const request = (options: InjectOptions) => app.inject(options);
  return {
    app,
    database,
    clock,
    config,
    request,
    login: (username, password) => loginWith(request, username, password),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Several API instances on one database, as behind a load balancer; one clock for all. */
export interface TestCluster {
  instances: TestApp[];
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * `size` servers, each built by buildApp with its own services, in-memory state and database
 * connection (PostgreSQL: its own pool), all on one freshly seeded database.
 */
export async function createTestCluster(size = 2): Promise<TestCluster> {
  const database = await freshSeededDatabase();
  const clock = new TestClock();
  const config = loadConfig({ OPERATOR_KEY, LOG_LEVEL: 'silent' });
  const instances: TestApp[] = [];
  for (let i = 0; i < size; i += 1) {
    const connection = i === 0 ? database : await database.connectAgain();
    const app = await buildApp({ config, database: connection, clock, logger: false });
    await app.ready();
    const request = (options: InjectOptions) => app.inject(options);
    instances.push({
      app,
      database: connection,
      clock,
      config,
      request,
      login: (username, password) => loginWith(request, username, password),
      async close() {
        await app.close();
        if (connection !== database) await connection.close();
      },
    });
  }
  return {
    instances,
    clock,
    async close() {
      for (const instance of instances.slice(1)) await instance.close();
      await instances[0]!.app.close();
      await database.close();
    },
  };
}

async function loginWith(
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>,
  username: string,
  password: string,
): Promise<string> {
  const response = await request({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password },
  });
  const body = response.json() as { success: boolean; value: { token: string } };
  if (!body.success) throw new Error(`login of ${username} failed: ${response.body}`);
  return body.value.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Request builders for a member's bad-input tables: each returns a function that reads the
 * token when the test runs (tokens are set in `before`).
 */
export function memberRequests(token: () => string) {
  return {
    get: (url: string) => (): InjectOptions => ({ method: 'GET', url, headers: bearer(token()) }),
    post:
      (url: string, payload?: string, contentType = 'application/json') =>
      (): InjectOptions => ({
        method: 'POST',
        url,
        headers: {
          ...bearer(token()),
          ...(payload === undefined ? {} : { 'content-type': contentType }),
        },
        ...(payload === undefined ? {} : { payload }),
      }),
  };
}

/**
 * The parsed JSON body of an answer, its value untyped on purpose: for answers the endpoint
 * table does not hold (unknown paths, the early-request path) and for checks of the raw
 * envelope. A success of a table's call is read with `answer`, a refusal with `refusal`; no
 * type argument picks a shape here (it takes none, and lint refuses one).
 */
export function body(response: LightMyRequestResponse): {
  success: boolean;
  value: unknown;
  code?: string;
  messageKey?: string;
  details?: { path: string; messageKey: string }[];
} {
  return response.json();
}

/** The table's calls that answer JSON (an envelope schema), not a picture or a page. */
export type JsonEndpointKey = {
  [K in EndpointKey]: Endpoints[K]['answer'] extends z.ZodType ? K : never;
}[EndpointKey];

/** The whole envelope `METHOD path` answers, as its contract schema reads it. */
export type AnswerEnvelope<K extends JsonEndpointKey> = Endpoints[K]['answer'] extends z.ZodType
  ? z.output<Endpoints[K]['answer']>
  : never;

/**
 * A successful answer of the table's call `key` (`'GET /wps/member/info'`), typed by its
 * answer schema and checked against it: a body the contract does not describe (a missing or
 * extra field, a refusal) fails the test here, with the body in the message. A key the table
 * does not hold does not compile.
 */
export function answer<K extends JsonEndpointKey>(
  key: K,
  response: LightMyRequestResponse,
): AnswerEnvelope<K> {
  const schema = endpoints[key].answer as z.ZodType;
  const parsed = schema.safeParse(response.json());
  if (!parsed.success) {
    throw new Error(
      `${key} answered ${response.statusCode} outside its contract:\n${z.prettifyError(parsed.error)}\n${response.body}`,
    );
  }
  return parsed.data as AnswerEnvelope<K>;
}

/**
 * A refusal (the failure envelope), checked against the contract's failure schema, and its
 * `value` against the contract's schema for its code (refusalValues) when the code has one; a
 * value the contract does not describe fails the test here. With a value schema
 * (`refusalValues.RG_LIMIT_REACHED`) the value is typed too.
 */
export function refusal(response: LightMyRequestResponse): FailureEnvelope;
export function refusal<S extends z.ZodType>(
  response: LightMyRequestResponse,
  valueSchema: S,
): FailureEnvelope & { value: z.output<S> };
export function refusal(response: LightMyRequestResponse, valueSchema?: z.ZodType) {
  const envelope = failureEnvelope.parse(response.json());
  const schema: z.ZodType | undefined =
    valueSchema ?? (refusalValues as Partial<Record<string, z.ZodType>>)[envelope.code];
  if (!schema) return envelope;
  const value = schema.safeParse(envelope.value);
  if (!value.success) {
    throw new Error(
      `${envelope.code}'s value is outside its contract:\n${z.prettifyError(value.error)}\n${response.body}`,
    );
  }
  return { ...envelope, value: value.data };
}
