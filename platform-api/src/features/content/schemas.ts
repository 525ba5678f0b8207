import { z } from 'zod';
import { ANNOUNCEMENT_TYPES } from '../../db/schema/index.js';
import { csvOf, language, merchantCode } from '../../http/schemas.js';

const groupName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const announcementsQuery = z.strictObject({
  types: csvOf(ANNOUNCEMENT_TYPES).default([...ANNOUNCEMENT_TYPES]),
  groupName: groupName.optional(),
  language: language.optional(),
  platform: z.enum(['mobile', 'MOBILE', 'html5']).optional(),
  merchantCode: merchantCode.optional(),
});

export const bannersQuery = z.strictObject({ groupName: groupName.optional() });
