import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { teamUsername } from './team-username.js';

/** Basis points the demo agent gives its team (the agent itself holds the platform default). */
const TEAM_RATES: Record<string, number> = {
  LOTT: 150,
  ELOTT: 150,
  LIVE: 80,
  RNG: 100,
  FISH: 100,
  SPORTS: 80,
  PVP: 80,
};

/**
 * The demo agent's money settings: its team's rebate rates, a salary contract in force and a
 * dividend contract offered by the platform (so the contract prompt and screens have content).
 * Keyed on natural keys; re-running changes nothing.
 */
export async function seedAgentMoney(tx: Executor, now: Date): Promise<void> {
  const at = now.toISOString();
  const team = Array.from({ length: DEMO_ACCOUNTS.teamSize }, (_, i) => teamUsername(i + 1));
  for (const [category, rate] of Object.entries(TEAM_RATES)) {
    await tx.execute(sql`
      INSERT INTO rebate_settings (member_id, category, rate_bp, updated_at)
      SELECT id, ${category}, ${rate}, ${at} FROM members
       WHERE username IN (${sql.join(
         team.map((name) => sql`${name}`),
         sql`, `,
       )})
      ON CONFLICT DO NOTHING`);
  }
  const agent = DEMO_ACCOUNTS.agent.username;
  await tx.execute(sql`
    INSERT INTO agent_contracts (agent_id, offered_by, kind, period, tiers, status, created_at, decided_at)
    SELECT id, NULL, 'SALARY', 'DAY',
           ${JSON.stringify([
             { minAmountMinor: 100_000, minActive: 3, pay: 5_000 },
             { minAmountMinor: 1_000_000, minActive: 5, pay: 20_000 },
             { minAmountMinor: 5_000_000, minActive: 10, pay: 80_000 },
           ])}::jsonb, 'ACTIVE', ${at}, ${at}
      FROM members WHERE username = ${agent}
       AND NOT EXISTS (SELECT 1 FROM agent_contracts c JOIN members m ON m.id = c.agent_id
                        WHERE m.username = ${agent} AND c.kind = 'SALARY')`);
  await tx.execute(sql`
    INSERT INTO agent_contracts (agent_id, offered_by, kind, period, tiers, status, created_at)
    SELECT id, NULL, 'DIVIDEND', 'MONTH',
           ${JSON.stringify([
             { minAmountMinor: 100_000, minActive: 3, pay: 1_000 },
             { minAmountMinor: 1_000_000, minActive: 5, pay: 2_000 },
             { minAmountMinor: 5_000_000, minActive: 10, pay: 3_500 },
           ])}::jsonb, 'OFFERED', ${at}
      FROM members WHERE username = ${agent}
       AND NOT EXISTS (SELECT 1 FROM agent_contracts c JOIN members m ON m.id = c.agent_id
                        WHERE m.username = ${agent} AND c.kind = 'DIVIDEND')`);
}
