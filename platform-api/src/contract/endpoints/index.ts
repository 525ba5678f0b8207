import type { z } from 'zod';
import { accountsEndpoints } from './accounts.js';
import { agentEndpoints } from './agent.js';
import { agentMoneyEndpoints } from './agent-money.js';
import { chatEndpoints } from './chat.js';
import { contentEndpoints } from './content.js';
import { gamesEndpoints } from './games.js';
import { inboxEndpoints } from './inbox.js';
import { legalEndpoints } from './legal.js';
import { lotteryEndpoints } from './lottery.js';
import { lotteryThemeEndpoints } from './lottery-theme.js';
import { mallEndpoints } from './mall.js';
import { memberEndpoints } from './member.js';
import { opsEndpoints } from './ops.js';
import { playEndpoints } from './play.js';
import { promotionsEndpoints } from './promotions.js';
import { redRainEndpoints } from './red-rain.js';
import { referralEndpoints } from './referral.js';
import { rewardsEndpoints } from './rewards.js';
import { rgEndpoints } from './rg.js';
import { securityEndpoints } from './security.js';
import { siteEndpoints } from './site.js';
import { systemEndpoints } from './system.js';
import { walletEndpoints } from './wallet.js';
import type { EncryptedBody } from '../encrypted-body.js';
import type { HttpMethod } from './endpoint.js';

export type { Endpoint, EndpointAuth, EndpointTable, HttpMethod, MediaAnswer } from './endpoint.js';

/**
 * Every call of the platform, `METHOD path` → its schemas: the one table the server registers
 * its routes from and the front end's client and test fakes are typed by.
 */
export const endpoints = {
  ...accountsEndpoints,
  ...agentEndpoints,
  ...agentMoneyEndpoints,
  ...chatEndpoints,
  ...contentEndpoints,
  ...gamesEndpoints,
  ...inboxEndpoints,
  ...legalEndpoints,
  ...lotteryEndpoints,
  ...lotteryThemeEndpoints,
  ...mallEndpoints,
  ...memberEndpoints,
  ...opsEndpoints,
  ...playEndpoints,
  ...promotionsEndpoints,
  ...redRainEndpoints,
  ...referralEndpoints,
  ...rewardsEndpoints,
  ...rgEndpoints,
  ...securityEndpoints,
  ...siteEndpoints,
  ...systemEndpoints,
  ...walletEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

/** The paths of one method: `PathOf<'GET'>` is every path a GET may ask. */
export type PathOf<M extends HttpMethod> =
  Extract<EndpointKey, `${M} ${string}`> extends `${M} ${infer P}` ? P : never;

type Part<E, K extends 'params' | 'query' | 'body' | 'answer'> = E extends {
  [key in K]: infer S extends z.ZodType;
}
  ? S
  : never;

/** The table's entry of `METHOD path`. */
export type EndpointOf<M extends HttpMethod, P extends string> = `${M} ${P}` extends EndpointKey
  ? Endpoints[`${M} ${P}`]
  : never;

/** What a successful JSON call answers inside the envelope (its `value`). */
export type AnswerOf<M extends HttpMethod, P extends string> =
  z.output<Part<EndpointOf<M, P>, 'answer'>> extends { value: infer V } ? V : never;

/** The schema of one part (params, query, body) of `METHOD path`, `never` when it has none. */
export type PartOf<
  M extends HttpMethod,
  P extends string,
  K extends 'params' | 'query' | 'body',
> = Part<EndpointOf<M, P>, K>;

/**
 * Path and query values as the client writes them: the wire carries text, so where the
 * contract reads a number out of a string (`queryInt`) the client may give the number; an
 * optional value may be null (left out of the URL).
 */
type WireText<T> = T extends string ? (string extends T ? string | number : T) : T;
type AsWireText<T> = {
  [K in keyof T]: WireText<T[K]> | (undefined extends T[K] ? null : never);
};
type Input<S> = [S] extends [never] ? never : z.input<S>;

/** The path parameters of `METHOD path` as the client gives them (`never`: none). */
export type ParamsOf<M extends HttpMethod, P extends string> = AsWireText<
  Input<PartOf<M, P, 'params'>>
>;
/** The query of `METHOD path` as the client gives it (`never`: none). */
export type QueryOf<M extends HttpMethod, P extends string> = AsWireText<
  Input<PartOf<M, P, 'query'>>
>;
/** The body of `METHOD path` (`never`: none); the encrypted form where the table allows it. */
export type BodyOf<M extends HttpMethod, P extends string> =
  | Input<PartOf<M, P, 'body'>>
  | (EndpointOf<M, P> extends { encryptable: true } ? EncryptedBody : never);
