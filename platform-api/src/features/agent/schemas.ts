import { z } from 'zod';
import { calendarDate, queryInt } from '../../http/schemas.js';

export const teamKpiQuery = z
  .strictObject({
    startDate: calendarDate.optional(),
    endDate: calendarDate.optional(),
    size: queryInt(0, 100).optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: 'endDate before startDate',
  })
  .refine(
    (q) =>
      !q.startDate ||
      !q.endDate ||
      Date.parse(q.endDate) - Date.parse(q.startDate) <= 92 * 86_400_000,
    { path: ['endDate'], message: 'range longer than 92 days' },
  );
