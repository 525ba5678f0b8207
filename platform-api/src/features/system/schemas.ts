import { z } from 'zod';
import { language, merchantCode } from '../../http/schemas.js';

export const statusQuery = z.strictObject({ merchantCode: merchantCode.optional() });

export const helpCenterQuery = z.strictObject({
  device: z.enum(['MOBILE', 'PC']).default('MOBILE'),
  lang: language.default('EN').transform((value) => value.toUpperCase()),
});
