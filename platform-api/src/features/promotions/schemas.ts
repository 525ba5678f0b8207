import { z } from 'zod';
import { language, queryInt } from '../../http/schemas.js';

export const promotionsQuery = z.strictObject({
  categoryId: queryInt(1, 1_000_000).optional(),
  language: language.optional(),
});
