import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors.js';

/**
 * No request body of this API nests more than a few levels (an object holding a list of
 * objects at most). 32 leaves room for any of them and refuses the 30,000 nested arrays of an
 * attack before anything walks them: what reads a body after the parser (the control-character
 * check, zod) need not each be safe at any depth.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text opens more than `max` arrays or objects inside each other. One pass over the
 * characters, without recursion and without parsing: brackets inside strings do not count.
 * Malformed text is left to the parser to refuse.
 */
export function jsonNestedDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

export const tooDeepError = (): ApiError =>
  new ApiError('INVALID_INPUT', null, [{ path: '', messageKey: 'invalid_input' }]);

/**
 * Replaces the JSON body parser of `app` (and the scopes it encapsulates) with Fastify's own,
 * after refusing text nested deeper than MAX_JSON_DEPTH with 400 INVALID_INPUT.
 */
export function registerDepthBoundJsonParser(app: FastifyInstance): void {
  // Fastify's defaults: a `__proto__` or `constructor.prototype` key is refused, not dropped.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, text: string | Buffer, done) => {
      if (jsonNestedDeeperThan(text as string)) {
        done(tooDeepError(), undefined);
        return;
      }
      parse(request, text as string, done);
    },
  );
}
