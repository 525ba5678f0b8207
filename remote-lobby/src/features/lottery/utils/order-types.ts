import type { AnswerOf } from '@lobby/platform-api/contract';

// The answers My orders reads, named once (the shapes are the contract's).

export type OrdersPage = AnswerOf<'GET', '/lgw/orders'>;
export type Suborder = OrdersPage['list'][number];
export type OrderDetail = AnswerOf<'GET', '/lgw/orders/detail'>;
export type CancelAnswer = AnswerOf<'PUT', '/lgw/orders/suborders/cancel'>;
