import { z } from 'zod';
import { calendarDate, queryInt } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';

/** GET /wps/agent/team/kpi: a range of at most 92 UTC days, YYYY/MM/DD or YYYY-MM-DD. */
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

/** Figures of an agent's direct team over the range; online = holding a live session now. */
export const teamKpi = z.strictObject({
  teamLoginMemberCount: z.number().int(),
  teamBetMemberCount: z.number().int(),
  teamRegisterMemberCount: z.number().int(),
  teamOnlineCount: z.number().int(),
});
export const teamKpiAnswer = okEnvelope(teamKpi);

export type TeamKpiQuery = z.input<typeof teamKpiQuery>;
export type TeamKpi = z.output<typeof teamKpi>;
