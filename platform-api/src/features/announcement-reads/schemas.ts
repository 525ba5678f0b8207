import { z } from 'zod';
import { ANNOUNCEMENT_TYPES } from '../../db/schema/index.js';
import { csvOf, language, merchantCode } from '../../http/schemas.js';
import { rowId } from '../inbox/schemas.js';

export const announcementParams = z.strictObject({ id: rowId });

/** The notices the notice screen lists: site announcements (A) and player notices (PL). */
export const NOTICE_TYPES = ['A', 'PL'] as const;

export const unreadQuery = z.strictObject({
  types: csvOf(ANNOUNCEMENT_TYPES).default([...NOTICE_TYPES]),
  language: language.optional(),
  platform: z.enum(['mobile', 'MOBILE', 'html5']).optional(),
  merchantCode: merchantCode.optional(),
});

export const markReadQuery = z.strictObject({
  platform: z.enum(['mobile', 'MOBILE', 'html5']).optional(),
  merchantCode: merchantCode.optional(),
});
