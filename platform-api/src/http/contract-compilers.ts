import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { checkInput } from './validate.js';

/**
 * Route input (query, body, params) is checked against the contract's zod schema before the
 * handler runs: the same 400 INVALID_INPUT with details that parseInput gives.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    checkInput(schema, data);

/**
 * Answers are encoded through the route's response schema: a field the contract lacks (strict
 * objects) or a value of the wrong type fails the request instead of reaching the client.
 */
export const contractSerializerCompiler = serializerCompiler;

/**
 * The JSON text a route's serializer would send for an answer of `schema`, for a route that
 * caches its answer as text (the catalogue): encoded once and checked the same way.
 */
export function answerEncoder<S extends z.ZodType>(schema: S): (answer: z.output<S>) => string {
  return contractSerializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' });
}
